import type { RequestContext } from '../../kernel/context';
import { targetId } from '../../kernel/uuid';
import { isTenantAdmin } from '../../kernel/caller';
import { BadInputError, ForbiddenError, NotFoundError } from '../../kernel/errors';
import type { Page } from '../../kernel/paging';
import { pageOfVisible } from '../../kernel/records';
import { MEMBER_APPLICATION } from './member.loaders';
import { recordTransition, runTransition } from '../../kernel/state-machine';
import { User } from '../../identity/user/user.entity';
import { UserLocation } from '../user-location/user-location.entity';
import { Workspace } from '../workspace/workspace.entity';
import { requiredText } from '../../kernel/text';
import { requireLocationOfWorkspace } from '../location/location.service';
import { callerUserId, requireId } from '../workspace/workspace-access';
import { MemberApplication } from './member-application.entity';
import { memberApplicationMachine as machine } from './member-application.states';
import type { CreateMemberApplicationInput, GetMemberApplicationsInput, UpdateMemberApplicationInput } from './member-application.types';
import { emitEvent } from '../../kernel/webhooks/webhook-events';
import { MEMBER_APPLICATION_DECIDED, WORKSPACE_MEMBER_ADDED } from './member.webhook-events';
import { WorkspaceMember } from './workspace-member.entity';

/** CreateMemberApplication: a user for themself, or an Admin of the workspace for any user. */
export async function createMemberApplication(ctx: RequestContext, input: CreateMemberApplicationInput): Promise<MemberApplication> {
  callerUserId(ctx);
  const workspaceId = targetId(input.workspaceId, 'Workspace', 'workspaceId');
  const userId = requireId(input.userId, 'userId');
  const rule = machine.transitions.create;
  const application = ctx.em.create(MemberApplication, {
    workspaceId,
    userId,
    workspaceLicenseTemplateId: requiredText(input.workspaceLicenseTemplateId, 'workspaceLicenseTemplateId', 200),
    status: rule.to!,
    requestedActivationDate: requireDate(input.requestedActivationDate, 'requestedActivationDate'),
  });
  if (!rule.allowed(ctx.caller, application))
    throw new ForbiddenError('A user may apply only for themself; an Admin of the workspace may apply for any user.');
  if (!(await ctx.em.findOne(Workspace, { id: workspaceId }))) throw new NotFoundError('Workspace', workspaceId);
  if (!(await ctx.em.findOne(User, { id: userId }))) throw BadInputError.field('userId', 'No user has this id.');
  if (input.locationId) application.locationId = (await requireLocationOfWorkspace(ctx.em, workspaceId, input.locationId)).id;
  ctx.em.persist(application);
  recordTransition(ctx, machine.name, application.id, 'create', null, application.status);
  await ctx.em.flush();
  return application;
}

/** GetMemberApplications: Platform Admin all; a workspace's Admin its workspace's; a user their own. */
export function listMemberApplications(ctx: RequestContext, input: GetMemberApplicationsInput): Promise<Page<MemberApplication>> {
  return pageOfVisible(ctx, MEMBER_APPLICATION, 'application', input, (where) => {
    where.inIds('application.id', input.ids);
    where.inIds('application.workspace_id', input.workspaceIds);
    where.inIds('application.user_id', input.userIds);
    where.inValues('application.status', input.statuses);
  });
}

/** UpdateMemberApplication: the applicant changes the dates and location; only an Admin sets activationDate. */
export async function updateMemberApplication(
  ctx: RequestContext,
  id: string,
  input: UpdateMemberApplicationInput,
): Promise<MemberApplication> {
  const requested = requireDate(input.requestedActivationDate, 'requestedActivationDate');
  const activation = input.activationDate == null ? null : requireDate(input.activationDate, 'activationDate');
  const { record } = await runTransition(
    ctx,
    machine,
    MemberApplication,
    targetId(id, 'MemberApplication', 'id'),
    'update',
    async (application, em) => {
      if (activation && !isTenantAdmin(ctx.caller, application.workspaceId))
        throw new ForbiddenError('Only an Admin of the workspace may set activationDate.');
      application.requestedActivationDate = requested;
      // Omitted keeps the location (a client changing only the dates must not lose it); null or "" clears it.
      if (input.locationId !== undefined)
        application.locationId = input.locationId
          ? (await requireLocationOfWorkspace(em, application.workspaceId, input.locationId)).id
          : null;
      if (activation) application.activationDate = activation;
    },
  );
  return record;
}

export async function approveMemberApplicationRequest(ctx: RequestContext, id: string): Promise<MemberApplication> {
  return (await runTransition(ctx, machine, MemberApplication, targetId(id, 'MemberApplication', 'id'), 'approve-request')).record;
}

export async function submitMemberApplication(ctx: RequestContext, id: string): Promise<MemberApplication> {
  return (await runTransition(ctx, machine, MemberApplication, targetId(id, 'MemberApplication', 'id'), 'submit')).record;
}

export async function denyMemberApplication(ctx: RequestContext, id: string): Promise<MemberApplication> {
  const { record } = await runTransition(ctx, machine, MemberApplication, targetId(id, 'MemberApplication', 'id'), 'deny');
  await emitDecision(ctx, record, 'Denied');
  return record;
}

/** The decision's webhook event, to the workspace's tenant (docs/decisions.md#webhooks). */
function emitDecision(ctx: RequestContext, application: MemberApplication, decision: 'Approved' | 'Denied'): Promise<void> {
  return emitEvent(ctx, MEMBER_APPLICATION_DECIDED, application.workspaceId, {
    memberApplicationId: application.id,
    workspaceId: application.workspaceId,
    userId: application.userId,
    decision,
  });
}

/** ApproveMemberApplication: the WorkspaceMember (Active) and, with a location, the UserLocation. */
export async function approveMemberApplication(ctx: RequestContext, id: string): Promise<MemberApplication> {
  let member: WorkspaceMember | null = null;
  const { record } = await runTransition(
    ctx,
    machine,
    MemberApplication,
    targetId(id, 'MemberApplication', 'id'),
    'approve',
    async (application, em) => {
      application.activationDate ??= application.requestedActivationDate;
      member = em.create(WorkspaceMember, {
        workspaceId: application.workspaceId,
        userId: application.userId,
        workspaceLicenseTemplateId: application.workspaceLicenseTemplateId,
        locationId: application.locationId,
        activationDate: application.activationDate,
        status: 'Active',
        memberApplicationId: application.id,
      });
      em.persist(member);
      if (application.locationId) {
        const existing = await em.findOne(UserLocation, { userId: application.userId, locationId: application.locationId });
        if (!existing)
          em.persist(
            em.create(UserLocation, {
              userId: application.userId,
              workspaceId: application.workspaceId,
              locationId: application.locationId,
            }),
          );
      }
    },
  );
  await emitDecision(ctx, record, 'Approved');
  if (member) {
    const { id: workspaceMemberId, workspaceId, userId, memberApplicationId, status } = member as WorkspaceMember;
    await emitEvent(ctx, WORKSPACE_MEMBER_ADDED, workspaceId, { workspaceMemberId, workspaceId, userId, memberApplicationId, status });
  }
  return record;
}

function requireDate(value: unknown, field: string): Date {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) throw BadInputError.field(field, 'Must be a date-time (ISO 8601).');
  return value;
}
