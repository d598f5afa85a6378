import type { RequiredEntityData } from '@mikro-orm/postgresql';
import type { ClassType } from 'type-graphql';
import { checkContact, type CheckedContact, type ContactInput } from '../identity/contact/contact';
import { TENANT_NAME_MAX } from '../identity/tenant/tenant.service';
import { findOrCreateUserByContact } from '../identity/user/user.service';
import type { RequestContext } from '../kernel/context';
import { ForbiddenError } from '../kernel/errors';
import type { Page, PageInput } from '../kernel/paging';
import { pageOfVisible, type RecordType } from '../kernel/records';
import { requiredText } from '../kernel/text';
import { targetId } from '../kernel/uuid';
import { recordTransition, runTransition, type StateMachine } from '../kernel/state-machine';
import { mailApplication, type ApplicationMail, type ApplicationMailWording } from './application-mails';
import { APPLICATION_DESCRIPTION_MAX, type ApplicationRecord, type ApplicationStatus } from './application-record';
import { checkReminderInterval } from './reminder-interval';
import { APPLICATION_APPROVED, APPLICATION_REJECTED, APPLICATION_SUBMITTED } from './application.webhook-events';
import { PLATFORM_TENANT_ID } from '../kernel/caller';
import { emitEvent, type WebhookEvent } from '../kernel/webhooks/webhook-events';

/** An application record of a domain: the common record and its status. */
export type Application = ApplicationRecord & { status: ApplicationStatus };

/** The public inquiry form, the same in every domain: name, description and the contact who becomes the owner. */
export interface InquiryForm {
  name: string;
  description: string;
  contact: ContactInput;
}

interface Inquiry {
  name: string;
  description: string;
  contact: CheckedContact;
}

/**
 * An application's name and description, as create, invite and every domain's update read them
 * (400 by field): the name becomes a tenant's name on approval, so it follows that rule.
 */
export function readNameAndDescription(input: { name?: unknown; description?: unknown }): { name: string; description: string } {
  return {
    name: requiredText(input.name, 'name', TENANT_NAME_MAX),
    description: requiredText(input.description, 'description', APPLICATION_DESCRIPTION_MAX, true),
  };
}

/** Checks the inquiry form (create, invite). */
function readInquiry(input: InquiryForm): Inquiry {
  return { ...readNameAndDescription(input), contact: checkContact(input.contact) };
}

/**
 * The one application flow (docs/decisions.md#application-transitions: create, invite, approve-inquiry, update, submit, approve,
 * deny, remind), run on a domain's record by its transition table. A domain supplies what differs:
 * how its content is read (400 by field), what submit checks, what approval
 * creates, and the words of its mails. The functions below do the rest the same way for every
 * domain: the owner from the contact, the locked transition with its history, the mails, the list.
 */
export interface ApplicationFlow<R extends Application, ContentInput, Content, Approved> {
  /** The domain's transition table (`*.states.ts`): who may run what from which state. */
  machine: StateMachine<ApplicationStatus, R>;
  entity: ClassType<R>;
  mail: ApplicationMailWording;
  /** Checks the content of update (and of submit, when it takes one) before the record is locked. */
  readContent(input: ContentInput): Content;
  /** Puts checked content on the locked record. */
  applyContent(application: R, content: Content): void;
  /** Submit's check of the whole content, on the locked record (400 by field); none when absent. */
  checkSubmission?(ctx: RequestContext, application: R): Promise<void>;
  /**
   * Approval's effect, in the transition's transaction: creates what the application becomes, links it to the
   * application and answers it.
   */
  approve(ctx: RequestContext, application: R): Promise<Approved>;
  /** The record type of the domain's applications (`*.loaders.ts`): its rule is who may list them, as who may read them by id. */
  recordType: RecordType<R>;
  /** Fields the creating transition sets besides the inquiry (`wasInvited`). */
  opened?(transition: 'create' | 'invite'): Partial<R>;
}

/** Any domain's flow, for the functions below (each infers the record and the inputs from it). */
export type AnyFlow = ApplicationFlow<any, any, any, any>;
type RecordOf<F> = F extends ApplicationFlow<infer R, any, any, any> ? R : never;
type ContentInputOf<F> = F extends ApplicationFlow<any, infer C, any, any> ? C : never;
type ApprovedOf<F> = F extends ApplicationFlow<any, any, any, infer A> ? A : never;

export function defineApplicationFlow<R extends Application, ContentInput, Content, Approved>(
  flow: ApplicationFlow<R, ContentInput, Content, Approved>,
): ApplicationFlow<R, ContentInput, Content, Approved> {
  return flow;
}

/**
 * create (the public inquiry: anyone) and invite (the Platform Admin): the creating transitions.
 * The user of the contact email becomes the owner (created without a password when new).
 */
export async function openApplication<F extends AnyFlow>(
  ctx: RequestContext,
  flow: F,
  input: InquiryForm,
  transition: 'create' | 'invite',
): Promise<RecordOf<F>> {
  const rule = flow.machine.transitions[transition];
  if (!rule?.to) throw new Error(`${flow.machine.name} has no creating transition ${transition}`);
  const inquiry = readInquiry(input);
  const { user: owner } = await findOrCreateUserByContact(ctx.em, inquiry.contact);
  await ctx.em.flush(); // the owner row first: the application references it
  // What every application has, typed against the common record; `flow.opened` adds the domain's own fields.
  const common: RequiredEntityData<Application> = {
    status: rule.to,
    name: inquiry.name,
    description: inquiry.description,
    contactName: inquiry.contact.name,
    contactEmail: owner.email,
    contactPhone: inquiry.contact.phone,
    ownerId: owner.id,
    ownerEmail: owner.email,
  };
  const application: RecordOf<F> = ctx.em.create(flow.entity, { ...common, ...flow.opened?.(transition) });
  if (!rule.allowed(ctx.caller, application)) throw new ForbiddenError(`You may not ${transition} a ${flow.machine.name}.`);
  ctx.em.persist(application);
  recordTransition(ctx, flow.machine.name, application.id, transition, null, application.status);
  if (transition === 'invite') await mailApplication(ctx.em, ctx.settings, flow.mail, application, 'invited');
  await ctx.em.flush();
  return application;
}

/** The filters of GetApplications; every one optional, combined with AND. */
export interface ApplicationFilters extends PageInput {
  ids?: string[] | null;
  ownerIds?: string[] | null;
  statuses?: ApplicationStatus[] | null;
}

/** GetApplications: the Platform Admin sees all; anyone else what the rule of the domain's `recordType` allows, in one statement. */
export function listApplications<F extends AnyFlow>(ctx: RequestContext, flow: F, input: ApplicationFilters): Promise<Page<RecordOf<F>>> {
  return pageOfVisible(ctx, flow.recordType, 'application', input, (where) => {
    where.inIds('application.id', input.ids);
    where.inIds('application.owner_id', input.ownerIds);
    where.inValues('application.status', input.statuses);
  });
}

/** update: replaces the content (Inquiry or Pending). */
export async function updateApplication<F extends AnyFlow>(
  ctx: RequestContext,
  flow: F,
  id: unknown,
  input: ContentInputOf<F>,
  field = 'id',
): Promise<RecordOf<F>> {
  const content = flow.readContent(input);
  const { record } = await runTransition(ctx, flow.machine, flow.entity, targetId(id, flow.machine.name, field), 'update', (application) =>
    flow.applyContent(application, content),
  );
  return record;
}

/** submit: replaces the content when the request carries one, then the domain checks the whole of it. */
export async function submitApplication<F extends AnyFlow>(
  ctx: RequestContext,
  flow: F,
  id: unknown,
  input?: ContentInputOf<F>,
  field = 'applicationId',
): Promise<RecordOf<F>> {
  const content = input === undefined ? undefined : flow.readContent(input);
  const { record } = await runTransition(
    ctx,
    flow.machine,
    flow.entity,
    targetId(id, flow.machine.name, field),
    'submit',
    async (application) => {
      if (content !== undefined) flow.applyContent(application, content);
      await flow.checkSubmission?.(ctx, application);
    },
  );
  await emitApplicationEvent(ctx, flow, APPLICATION_SUBMITTED, record);
  return record;
}

/** An application's webhook event: the Platform's, since an application has no tenant before approval (docs/decisions.md#webhooks). */
function emitApplicationEvent(ctx: RequestContext, flow: AnyFlow, event: WebhookEvent, application: Application): Promise<void> {
  return emitEvent(ctx, event, PLATFORM_TENANT_ID, {
    applicationId: application.id,
    applicationType: flow.machine.name,
    name: application.name,
    status: application.status,
  });
}

/** approve-inquiry: the owner is mailed to continue. */
export function approveInquiry<F extends AnyFlow>(ctx: RequestContext, flow: F, id: unknown): Promise<RecordOf<F>> {
  return mailingTransition(ctx, flow, id, 'approve-inquiry', 'continue');
}

/** deny: the owner is mailed. */
export async function denyApplication<F extends AnyFlow>(ctx: RequestContext, flow: F, id: unknown): Promise<RecordOf<F>> {
  const record = await mailingTransition(ctx, flow, id, 'deny', 'denied');
  await emitApplicationEvent(ctx, flow, APPLICATION_REJECTED, record);
  return record;
}

async function mailingTransition<F extends AnyFlow>(
  ctx: RequestContext,
  flow: F,
  id: unknown,
  transition: string,
  mail: ApplicationMail,
): Promise<RecordOf<F>> {
  const { record } = await runTransition(
    ctx,
    flow.machine,
    flow.entity,
    targetId(id, flow.machine.name, 'applicationId'),
    transition,
    (application, em) => mailApplication(em, ctx.settings, flow.mail, application, mail),
  );
  return record;
}

/**
 * approve: the domain's effect on the locked application, in the mutation's transaction (so
 * concurrent approvals create exactly one record), then the owner is mailed; answers what it created.
 */
export async function approveApplication<F extends AnyFlow>(ctx: RequestContext, flow: F, id: unknown): Promise<ApprovedOf<F>> {
  const { record, result } = await runTransition<ApplicationStatus, RecordOf<F>, ApprovedOf<F>>(
    ctx,
    flow.machine,
    flow.entity,
    targetId(id, flow.machine.name, 'applicationId'),
    'approve',
    async (application, em) => {
      const approved: ApprovedOf<F> = await flow.approve(ctx, application);
      await mailApplication(em, ctx.settings, flow.mail, application, 'approved');
      return approved;
    },
  );
  await emitApplicationEvent(ctx, flow, APPLICATION_APPROVED, record);
  return result;
}

/** remind: at most one reminder per application per 24 h (429 with Retry-After otherwise). */
export async function remindApplication(ctx: RequestContext, flow: AnyFlow, id: unknown): Promise<boolean> {
  await runTransition(
    ctx,
    flow.machine,
    flow.entity,
    targetId(id, flow.machine.name, 'applicationId'),
    'remind',
    async (application, em) => {
      const now = new Date();
      checkReminderInterval(application.lastReminderAt, now);
      application.lastReminderAt = now;
      await mailApplication(em, ctx.settings, flow.mail, application, 'reminder');
    },
  );
  return true;
}
