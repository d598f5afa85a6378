import type { FilterQuery } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../kernel/context';
import { ADMIN_ROLE, isPlatformAdmin } from '../../kernel/caller';
import { BadInputError, NotFoundError, UnauthenticatedError } from '../../kernel/errors';
import { checkPage, findPage, type Page } from '../../kernel/paging';
import { checkReminderInterval } from '../../kernel/reminder-interval';
import { recordTransition, runTransition } from '../../kernel/state-machine';
import { createTenant, TENANT_NAME_MAX } from '../../identity/tenant/tenant.service';
import { APPLICATION_DESCRIPTION_MAX } from '../../kernel/application-record';
import { checkContact } from '../../identity/contact/contact';
import { findOrCreateUserByContact, grantRole } from '../../identity/user/user.service';
import { checkAddress, copyAddress } from '../../kernel/address';
import { requiredText } from '../../kernel/text';
import { Employer } from '../employer/employer.entity';
import { idFilter, isUuid } from '../../kernel/uuid';
import { EmployerApplication } from './employer-application.entity';
import { mailEmployerApplication } from './employer-application.mails';
import { employerApplicationMachine } from './employer-application.states';
import type { CreateEmployerApplicationInput, GetEmployerApplicationsInput, UpdateEmployerApplicationInput } from './employer-application.types';


/** CreateApplication: the public inquiry form (anyone). The contact becomes the owner, created without password if new. */
export async function createEmployerApplication(ctx: RequestContext, input: CreateEmployerApplicationInput): Promise<EmployerApplication> {
  const name = requiredText(input.name, 'name', TENANT_NAME_MAX);
  const description = requiredText(input.description, 'description', APPLICATION_DESCRIPTION_MAX, true);
  const contact = checkContact(input.contact);
  const { user: owner } = await findOrCreateUserByContact(ctx.em, contact);
  await ctx.em.flush(); // the owner row first: the application references it
  const application = ctx.em.create(EmployerApplication, {
    status: 'Inquiry',
    name,
    description,
    contactName: contact.name,
    contactEmail: contact.email,
    contactPhone: contact.phone,
    ownerId: owner.id,
    ownerEmail: owner.email,
  } as never);
  ctx.em.persist(application);
  recordTransition(ctx, employerApplicationMachine.name, application.id, 'create', null, 'Inquiry');
  await ctx.em.flush();
  return application;
}

/** GetApplications: the Platform Admin sees all; anyone else only the applications they own. */
export async function listEmployerApplications(ctx: RequestContext, input: GetEmployerApplicationsInput): Promise<Page<EmployerApplication>> {
  const page = checkPage(input, ctx.settings.pageMaxLimit);
  if (ctx.caller.kind !== 'user') throw new UnauthenticatedError();
  const where: FilterQuery<EmployerApplication>[] = [];
  const ids = idFilter(input.ids);
  if (ids) where.push({ id: { $in: ids } });
  const ownerIds = idFilter(input.ownerIds);
  if (ownerIds) where.push({ ownerId: { $in: ownerIds } });
  if (input.statuses?.length) where.push({ status: { $in: input.statuses } });
  if (!isPlatformAdmin(ctx.caller)) where.push({ ownerId: ctx.caller.userId });
  return findPage(ctx.em, EmployerApplication, where.length ? { $and: where } : {}, page);
}

function checkApplicationId(id: unknown): string {
  if (typeof id !== 'string' || !id.trim()) throw BadInputError.field('applicationId', 'Required.');
  if (!isUuid(id.trim())) throw new NotFoundError(employerApplicationMachine.name, id.trim());
  return id.trim().toLowerCase();
}

/** UpdateApplication (owner or Platform Admin; Inquiry or Pending): replaces name, description and address. */
export async function updateEmployerApplication(ctx: RequestContext, id: string, input: UpdateEmployerApplicationInput): Promise<EmployerApplication> {
  const name = requiredText(input.name, 'name', TENANT_NAME_MAX);
  const description = requiredText(input.description, 'description', APPLICATION_DESCRIPTION_MAX, true);
  if (!input.address) throw BadInputError.field('address', 'Required.');
  const address = checkAddress(input.address);
  const { record } = await runTransition(ctx, employerApplicationMachine, EmployerApplication, checkId(id), 'update', (application) => {
    application.name = name;
    application.description = description;
    application.address = address;
  });
  return record;
}

function checkId(id: unknown): string {
  if (typeof id !== 'string' || !id.trim()) throw BadInputError.field('id', 'Required.');
  if (!isUuid(id.trim())) throw new NotFoundError(employerApplicationMachine.name, id.trim());
  return id.trim().toLowerCase();
}

/** ApproveApplicationInquiry (Platform Admin; Inquiry -> Pending): mails the owner to continue. */
export async function approveEmployerApplicationInquiry(ctx: RequestContext, applicationId: string): Promise<EmployerApplication> {
  const { record } = await runTransition(ctx, employerApplicationMachine, EmployerApplication, checkApplicationId(applicationId), 'approve-inquiry', (application, em) =>
    mailEmployerApplication(em, ctx.settings, application, 'continue'),
  );
  return record;
}

/**
 * SubmitApplication (owner or Platform Admin; Pending -> Submitted). The employer application has
 * no content rule to check here: name and description are required by create and update, and the
 * address is optional in the document (every line of it too), so an application submitted without
 * an update becomes an employer whose address lines are all null.
 */
export async function submitEmployerApplication(ctx: RequestContext, applicationId: string): Promise<EmployerApplication> {
  const { record } = await runTransition(ctx, employerApplicationMachine, EmployerApplication, checkApplicationId(applicationId), 'submit');
  return record;
}

/** DenyApplication (Platform Admin; Inquiry, Pending, Submitted -> Denied): mails the owner. */
export async function denyEmployerApplication(ctx: RequestContext, applicationId: string): Promise<EmployerApplication> {
  const { record } = await runTransition(ctx, employerApplicationMachine, EmployerApplication, checkApplicationId(applicationId), 'deny', (application, em) =>
    mailEmployerApplication(em, ctx.settings, application, 'deny'),
  );
  return record;
}

/**
 * ApproveApplication (Platform Admin; Submitted -> Approved): creates the Employer, its tenant and
 * the owner's Admin role in the mutation's transaction, on the locked application (so concurrent
 * approvals create exactly one employer), and returns the Employer.
 */
export async function approveEmployerApplication(ctx: RequestContext, applicationId: string): Promise<Employer> {
  const { result } = await runTransition(ctx, employerApplicationMachine, EmployerApplication, checkApplicationId(applicationId), 'approve', async (application, em) => {
    const employer = em.create(Employer, {
      name: application.name,
      email: application.contactEmail,
      address: copyAddress(application.address),
    } as never);
    em.persist(employer);
    await em.flush(); // the employer row first: the application references it
    await createTenant(em, employer.id, employer.name, 'Employer');
    if (application.ownerId) await grantRole(em, application.ownerId, employer.id, ADMIN_ROLE);
    application.employerId = employer.id;
    await mailEmployerApplication(em, ctx.settings, application, 'approve');
    return employer;
  });
  return result;
}

/** SendApplicationReminder (Platform Admin; Inquiry, Pending): at most one reminder per application per 24 h. */
export async function remindEmployerApplication(ctx: RequestContext, applicationId: string): Promise<boolean> {
  await runTransition(ctx, employerApplicationMachine, EmployerApplication, checkApplicationId(applicationId), 'remind', async (application, em) => {
    const now = new Date();
    checkReminderInterval(application.lastReminderAt, now);
    application.lastReminderAt = now;
    await mailEmployerApplication(em, ctx.settings, application, 'remind');
  });
  return true;
}
