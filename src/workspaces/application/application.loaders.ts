import { childrenOf, defineTenantLinkType, pagedChildren, recordsById } from '../../kernel/records';
import { sql } from '../../kernel/sql';
import { WorkspaceApplication } from './application.entity';

/**
 * Workspace applications: the owner, an Admin of the workspace it became, the Platform Admin. The application
 * a workspace came from ties its user to the workspace.
 */
export const WORKSPACE_APPLICATION = defineTenantLinkType(WorkspaceApplication, {
  table: 'workspace_application',
  readRule: 'its owner; an Admin of the workspace it became; Platform Admin: all',
  link: { userColumn: 'owner_id', tenantColumn: 'workspace_id', tenantType: 'Workspace' },
});

export const workspaceApplicationById = recordsById(WORKSPACE_APPLICATION);

/**
 * `Workspace.application`: the Approved application each workspace came from (approval sets its
 * `workspace_id`; at most one per workspace), under the application's own rule; one statement per level.
 */
export const approvedApplicationsOfWorkspace = childrenOf(WORKSPACE_APPLICATION, {
  parentKey: 't.workspace_id',
  where: sql('t.status = ?', 'Approved'),
});

/** `User.workspaceApplications`: a page of the workspace applications each user owns, one statement per level. */
export const workspaceApplicationsOfOwner = pagedChildren(WORKSPACE_APPLICATION, { parentKey: 't.owner_id' });
