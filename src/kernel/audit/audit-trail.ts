import {
  ChangeSetType,
  type ChangeSet,
  type EntityClass,
  type EntityMetadata,
  type EventArgs,
  type EventSubscriber,
  type FlushEventArgs,
} from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { transientStorage } from '../../config/transient-storage';
import type { RequestContext } from '../context';
import { OutboxMail } from '../mail/outbox-mail.entity';
import { StateTransition } from '../state-machine';
import { type AuditAction, AuditEvent, type AuditFieldChange } from './audit-event.entity';

/**
 * The audit trail (docs/decisions.md#audit-trail): every write of a request's unit of work becomes
 * an `AuditEvent` in the same flush, so in the same transaction as the change. MikroORM's change
 * sets carry each written record with its values before (`originalEntity`) and the changed ones
 * (`payload`); the writes that bypass the unit of work (a raw `insert ... on conflict`, a
 * `nativeUpdate`) and what is no write at all (a sign-in, a failed one) call `recordAuditEvent`.
 */

/** The request a write belongs to: set by the root guard around every root field (graph and REST alike). */
interface AuditScope {
  ctx: RequestContext;
  /** The root field that runs (`suspendUser`): the same name for the graph and its REST row. */
  operation: string;
}

/** Transient: it costs reads nothing while no write is in flight (config/transient-storage.ts). */
const SCOPE = transientStorage<AuditScope>();

/**
 * Runs `work` as the operation `operation` of the request `ctx`: its writes are audited as such. Writes
 * outside a scope (workers, start-up data) are not.
 */
export function withAuditScope<T>(ctx: RequestContext, operation: string, work: () => T): T {
  return SCOPE.run({ ctx, operation }, work);
}

/**
 * Fields never recorded, whatever the record (besides every property an entity marks `hidden` or
 * `lazy`): password hashes, token and code hashes, API key material, and any such value should an
 * entity ever hold it in the clear.
 */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'passwordHash',
  'newPassword',
  'token',
  'tokenHash',
  'refreshToken',
  'accessToken',
  'code',
  'codeHash',
  'resetCode',
  'apiKey',
  'keyHash',
  'keyEncrypted',
  'secret',
]);

/** Fields every record has that the event itself says better (its own id and date). */
const RECORD_BOOKKEEPING: ReadonlySet<string> = new Set(['id', 'dateCreated', 'dateUpdated']);

/** Which tenant a record of an entity belongs to (`Location`: its `workspaceId`); records of entities without a rule belong to none. */
export interface AuditTenantRule {
  entity: Function;
  tenantOf: (record: object) => string | null;
}

/** The rule "a record of `entity` belongs to the tenant its `property` names". */
export function auditTenant<T extends object, K extends keyof T & string>(
  entity: EntityClass<T>,
  property: T[K] extends string | null ? K : never,
): AuditTenantRule {
  return { entity, tenantOf: (record) => ((record as T)[property] as string | null) ?? null };
}

/** What a domain tells the audit trail about its records (`DomainModule.audit`). */
export interface AuditDeclarations {
  /** The tenant of each record type that belongs to one. */
  tenants?: readonly AuditTenantRule[];
  /** Entities whose writes are no state change of their own (credentials whose use is audited as a sign-in). */
  notAudited?: readonly Function[];
}

/** The values an explicit event records (`recordAuditEvent`). */
export interface ExplicitAuditEvent {
  action: AuditAction;
  recordType: string | null;
  recordId: string | null;
  tenantId?: string | null;
  /** Values before and after, by field (secrets are dropped here too). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The user the event is about when the caller is not yet one (a sign-in). */
  actorUserId?: string | null;
}

/**
 * Writes one event at once with the request's EntityManager, so inside the request's transaction
 * when there is one: for writes the unit of work does not see, and for sign-ins (outside a
 * transaction, so a failed sign-in stays recorded).
 */
export async function recordAuditEvent(ctx: RequestContext, event: ExplicitAuditEvent): Promise<void> {
  const scope = SCOPE.getStore();
  if (!scope) return;
  const changes = fieldChanges(null, event.before ?? null, event.after ?? null);
  const row = newEvent(scope, {
    action: event.action,
    recordType: event.recordType,
    recordId: event.recordId,
    tenantId: event.tenantId ?? null,
    changes,
  });
  if (event.actorUserId) row.actorUserId = event.actorUserId;
  await ctx.em.insert(row);
}

/** The MikroORM subscriber that turns the change sets of a flush (and upserts) into events. */
export class AuditTrail implements EventSubscriber {
  private readonly tenants = new Map<Function, AuditTenantRule['tenantOf']>();
  private readonly notAudited = new Set<Function>([AuditEvent, StateTransition, OutboxMail]);

  /** The domains' declarations; the kernel's own records (events, transition history, mail with its codes) are never audited. */
  constructor(declarations: readonly AuditDeclarations[]) {
    for (const declaration of declarations) {
      for (const rule of declaration.tenants ?? []) this.tenants.set(rule.entity, rule.tenantOf);
      for (const entity of declaration.notAudited ?? []) this.notAudited.add(entity);
    }
  }

  async onFlush({ uow }: FlushEventArgs): Promise<void> {
    const scope = SCOPE.getStore();
    if (!scope) return;
    for (const changeSet of [...uow.getChangeSets()]) {
      const event = this.eventOf(scope, changeSet);
      if (event) uow.computeChangeSet(event);
    }
  }

  /**
   * `em.upsert` (kernel/insert-or-update.ts) writes past the unit of work: recorded as a creation, since it
   * follows a read that found nothing.
   */
  async afterUpsert({ entity, em, meta }: EventArgs<object>): Promise<void> {
    const scope = SCOPE.getStore();
    if (!scope || !meta || this.isNotAudited(meta.class)) return;
    const changes = fieldChanges(meta, null, entity as Record<string, unknown>);
    await (em as EntityManager).insert(
      newEvent(scope, {
        action: 'Created',
        recordType: meta.className,
        recordId: idOf(entity),
        tenantId: this.tenantOf(meta.class, entity),
        changes,
      }),
    );
  }

  private eventOf(scope: AuditScope, changeSet: ChangeSet<object>): AuditEvent | null {
    const { meta, entity } = changeSet;
    if (this.isNotAudited(meta.class)) return null;
    const record = entity as Record<string, unknown>;
    let action: AuditAction;
    let changes: AuditFieldChange[];
    if (changeSet.type === ChangeSetType.CREATE) {
      action = 'Created';
      changes = fieldChanges(meta, null, record);
    } else if (changeSet.type === ChangeSetType.UPDATE || changeSet.type === ChangeSetType.UPDATE_EARLY) {
      action = 'Updated';
      const changed = Object.keys(changeSet.payload);
      changes = fieldChanges(meta, pick(changeSet.originalEntity ?? {}, changed), pick(record, changed));
      if (changes.length === 0) return null; // only bookkeeping (dateUpdated) or secrets changed
    } else {
      action = 'Deleted';
      changes = fieldChanges(meta, record, null);
    }
    return newEvent(scope, {
      action,
      recordType: meta.className,
      recordId: idOf(entity),
      tenantId: this.tenantOf(meta.class, entity),
      changes,
    });
  }

  private isNotAudited(entity: Function): boolean {
    return this.notAudited.has(entity);
  }

  private tenantOf(entity: Function, record: object): string | null {
    return this.tenants.get(entity)?.(record) ?? null;
  }
}

function newEvent(scope: AuditScope, fields: Pick<AuditEvent, 'action' | 'recordType' | 'recordId' | 'tenantId' | 'changes'>): AuditEvent {
  const { ctx, operation } = scope;
  const caller = ctx.caller;
  return Object.assign(new AuditEvent(), {
    ...fields,
    operation,
    actorUserId: caller.kind === 'user' ? caller.userId : null,
    actorApiKeyId: caller.kind === 'user' ? caller.apiKeyId : null,
    clientAddress: ctx.ip,
    requestId: ctx.requestId,
  });
}

/** Each field of `before` or `after` that is no secret and no bookkeeping, with both values as JSON text. */
function fieldChanges(
  meta: EntityMetadata | null,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditFieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditFieldChange[] = [];
  for (const field of fields) {
    if (SECRET_FIELDS.has(field) || RECORD_BOOKKEEPING.has(field)) continue;
    const property = meta?.properties[field];
    if (meta && (!property || property.hidden || property.lazy)) continue;
    const change = { field, before: before ? asJson(before[field]) : null, after: after ? asJson(after[field]) : null };
    if (!before || !after || change.before !== change.after) changes.push(change);
  }
  return changes;
}

function asJson(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

function pick(values: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, values[field]]));
}

function idOf(record: object): string | null {
  const id = (record as { id?: unknown }).id;
  return typeof id === 'string' ? id : null;
}
