import type { Caller } from '../../kernel/caller';
import type { RequestContext } from '../../kernel/context';
import { recordsById, defineRecordType } from '../../kernel/records';
import { sql, type SqlFragment } from '../../kernel/sql';
import { administeredIds, anyOf, callerLinkedTo, callerMemberOf, inList, signedInRule } from '../../kernel/visibility';
import { Workspace } from './workspace.entity';

/**
 * Who may read a workspace: the Platform Admin all; anyone the workspaces they administer or are
 * tied to (a membership, a member application, a location link: the workspaces' tenant links), and
 * every workspace with an active location (its public face in the catalogue: the operator of the
 * places the caller can see). Its members, applications and admins have rules of
 * their own.
 */
export function workspaceVisibility(ctx: RequestContext, alias: string): SqlFragment | null {
  return signedInRule(ctx, (caller) =>
    anyOf([
      sql(
        `exists (select 1 from "location" active_location where active_location.workspace_id = ${alias}.id and active_location.status = 'Active')`,
      ),
      ...inList(`${alias}.id`, administeredIds(caller)),
      ...callerLinkedTo(caller, 'Workspace', `${alias}.id`),
    ]),
  );
}

/**
 * Who may read a workspace whenever they may read one of its locations (`Location.workspace` then
 * reads it by key alone): every signed-in caller. A location they read is active (then its workspace
 * has an active location: the first alternative above) or one of the workspaces they administer
 * (`locationVisibility`: the second). Anonymous callers read no location (every root field asks for a
 * signed-in caller); were one to, the edge would ask the workspace's rule. Proven against both rules
 * by test/workspaces/catalogue/location-workspace-edge.test.ts.
 */
export const readsWorkspaceOfReadableLocation = (caller: Caller): boolean => caller.kind === 'user';

/**
 * Which workspaces the root list `workspaces` shows: the Platform Admin all; anyone else their own,
 * those they administer or are a member of (the memberships' link, declared in member.loaders.ts).
 * Not every workspace they may read by id: a public face is not one of theirs (docs/decisions.md#a-workspaces-public-face).
 */
export function ownWorkspaces(ctx: RequestContext, alias: string): SqlFragment | null {
  return signedInRule(ctx, (caller) =>
    anyOf([...inList(`${alias}.id`, administeredIds(caller)), ...callerMemberOf(caller, 'Workspace', `${alias}.id`)]),
  );
}

export const WORKSPACE = defineRecordType(Workspace, {
  table: 'workspace',
  readRule:
    'any signed-in user when it has an active location (its public face in the catalogue); its Admins, members, member applicants and users linked to one of its locations; Platform Admin: all',
  visibility: workspaceVisibility,
  rootList: { rule: 'its Admins and members; Platform Admin: all', visibility: ownWorkspaces },
});

/** `Query.workspace`, `Location.workspace` and every other reference to a workspace: batched per request. */
export const workspaceById = recordsById(WORKSPACE);
