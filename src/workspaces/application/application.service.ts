import type { FilterQuery } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../kernel/context';
import { isPlatformAdmin } from '../../kernel/caller';
import { BadInputError, ForbiddenError, UnauthenticatedError } from '../../kernel/errors';
import { checkPage, findPage, type Page } from '../../kernel/paging';
import { checkReminderInterval } from '../../kernel/reminder-interval';
import { recordTransition, runTransition } from '../../kernel/state-machine';
import { locateAddress } from '../address/place-locator';
import { checkContact } from '../../identity/contact/contact';
import { TENANT_NAME_MAX } from '../../identity/tenant/tenant.service';
import { findOrCreateUserByContact } from '../../identity/user/user.service';
import { APPLICATION_DESCRIPTION_MAX } from '../../kernel/application-record';
import { requiredText } from '../../kernel/text';
import { idFilter } from '../../kernel/uuid';
import type { Workspace } from '../workspace/workspace.entity';
import { recordId, workspaceTenantIds } from '../workspace/workspace-access';
import { completenessProblems, normalizeLocations } from './application-content';
import { approveIntoWorkspace } from './application-approval';
import { WorkspaceApplication } from './application.entity';
import { mailApplication } from './application.mails';
import { workspaceApplicationMachine as machine } from './application.states';
import type { CreateWorkspaceApplicationInput, GetWorkspaceApplicationsInput, WorkspaceApplicationContentInput, WorkspaceApplicationIdInput } from './application.types';

/** CreateApplication (anyone) and InviteWorkspace (Platform Admin): the creating transitions. */
export async function createApplication(ctx: RequestContext, input: CreateWorkspaceApplicationInput, transition: 'create' | 'invite'): Promise<WorkspaceApplication> {
  const rule = machine.transitions[transition];
  const name = requiredText(input.name, 'name', TENANT_NAME_MAX);
  const description = requiredText(input.description, 'description', APPLICATION_DESCRIPTION_MAX, true);
  const contact = checkContact(input.contact);
  const { user: owner } = await findOrCreateUserByContact(ctx.em, contact);
  const application = ctx.em.create(WorkspaceApplication, {
    status: rule.to!,
    name,
    description,
    contactName: contact.name,
    contactEmail: owner.email,
    contactPhone: contact.phone,
    ownerId: owner.id,
    ownerEmail: owner.email,
    wasInvited: transition === 'invite',
  } as never);
  if (!rule.allowed(ctx.caller, application)) throw new ForbiddenError(`You may not ${transition} a ${machine.name}.`);
  ctx.em.persist(application);
  recordTransition(ctx, machine.name, application.id, transition, null, application.status);
  if (transition === 'invite') await mailApplication(ctx.em, ctx.settings, application, 'invited');
  await ctx.em.flush();
  return application;
}

/** GetApplications: the Platform Admin sees all; others their own and those of workspaces they administer. */
export function listApplications(ctx: RequestContext, input: GetWorkspaceApplicationsInput): Promise<Page<WorkspaceApplication>> {
  if (ctx.caller.kind !== 'user') throw new UnauthenticatedError();
  const page = checkPage(input, ctx.settings.pageMaxLimit);
  const where: FilterQuery<WorkspaceApplication>[] = [];
  const ids = idFilter(input.ids);
  const ownerIds = idFilter(input.ownerIds);
  if (ids) where.push({ id: { $in: ids } });
  if (ownerIds) where.push({ ownerId: { $in: ownerIds } });
  if (input.statuses?.length) where.push({ status: { $in: input.statuses } });
  if (!isPlatformAdmin(ctx.caller)) {
    const administered = workspaceTenantIds(ctx);
    where.push({ $or: [{ ownerId: ctx.caller.userId }, ...(administered.length ? [{ workspaceId: { $in: administered } }] : [])] });
  }
  return findPage(ctx.em, WorkspaceApplication, where.length ? { $and: where } : {}, page);
}

/** UpdateApplication: replaces name and description, and the locations when given. */
export async function updateApplication(ctx: RequestContext, id: string, input: WorkspaceApplicationContentInput): Promise<WorkspaceApplication> {
  const content = readContent(input);
  const { record } = await runTransition(ctx, machine, WorkspaceApplication, recordId(id, 'WorkspaceApplication'), 'update', (application) => applyContent(application, content));
  return record;
}

/** SubmitApplication: the body replaces the content, which must then be complete (400 by field). */
export async function submitApplication(ctx: RequestContext, id: string, input: WorkspaceApplicationContentInput): Promise<WorkspaceApplication> {
  const content = readContent(input);
  const { record } = await runTransition(ctx, machine, WorkspaceApplication, recordId(id, 'WorkspaceApplication'), 'submit', async (application) => {
    applyContent(application, content);
    const problems = completenessProblems(application.locations);
    if (Object.keys(problems).length) throw new BadInputError(problems, `The application is not complete. ${Object.entries(problems).map(([f, m]) => `${f}: ${m.join(' ')}`).join('; ')}`);
    // The addresses must be locatable now, so that approval cannot fail on them later.
    for (const [i, location] of application.locations!.entries()) await locateAddress(ctx, location.address!, `locations[${i}].address`);
  });
  return record;
}

export async function approveInquiry(ctx: RequestContext, input: WorkspaceApplicationIdInput): Promise<WorkspaceApplication> {
  const { record } = await runTransition(ctx, machine, WorkspaceApplication, recordId(input.applicationId, 'WorkspaceApplication'), 'approve-inquiry', (application, em) =>
    mailApplication(em, ctx.settings, application, 'continue'),
  );
  return record;
}

export async function denyApplication(ctx: RequestContext, input: WorkspaceApplicationIdInput): Promise<WorkspaceApplication> {
  const { record } = await runTransition(ctx, machine, WorkspaceApplication, recordId(input.applicationId, 'WorkspaceApplication'), 'deny', (application, em) =>
    mailApplication(em, ctx.settings, application, 'denied'),
  );
  return record;
}

/** ApproveApplication: answers the created Workspace. */
export async function approveApplication(ctx: RequestContext, input: WorkspaceApplicationIdInput): Promise<Workspace> {
  const { result } = await runTransition(ctx, machine, WorkspaceApplication, recordId(input.applicationId, 'WorkspaceApplication'), 'approve', async (application, em) => {
    const workspace = await approveIntoWorkspace(ctx, application);
    await mailApplication(em, ctx.settings, application, 'approved');
    return workspace;
  });
  return result;
}

/** SendApplicationReminder: at most one per application per 24 h (429 with Retry-After otherwise). */
export async function remindApplication(ctx: RequestContext, input: WorkspaceApplicationIdInput): Promise<boolean> {
  await runTransition(ctx, machine, WorkspaceApplication, recordId(input.applicationId, 'WorkspaceApplication'), 'remind', async (application, em) => {
    const now = new Date();
    checkReminderInterval(application.lastReminderAt, now);
    application.lastReminderAt = now;
    await mailApplication(em, ctx.settings, application, 'reminder');
  });
  return true;
}

interface Content {
  name: string;
  description: string;
  locations: ReturnType<typeof normalizeLocations> | undefined;
}

function readContent(input: WorkspaceApplicationContentInput): Content {
  return {
    name: requiredText(input.name, 'name', TENANT_NAME_MAX),
    description: requiredText(input.description, 'description', APPLICATION_DESCRIPTION_MAX, true),
    locations: input.locations == null ? undefined : normalizeLocations(input.locations),
  };
}

function applyContent(application: WorkspaceApplication, content: Content): void {
  application.name = content.name;
  application.description = content.description;
  if (content.locations !== undefined) application.locations = content.locations;
}
