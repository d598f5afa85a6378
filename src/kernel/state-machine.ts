import { Entity, Index, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClassType } from 'type-graphql';
import { BaseEntity } from './base.entity';
import type { Caller } from './caller';
import { Column } from './columns';
import type { RequestContext } from './context';
import { ConflictError, ForbiddenError, NotFoundError } from './errors';

/**
 * State machines as data (docs/decisions.md#transition-runner): a transition table per record, run by `runTransition`,
 * which checks the caller's right, the current state and a concurrency guard (a row lock held
 * until the mutation's transaction ends), applies the effects and writes a history row.
 */
export interface TransitionRule<S extends string, R> {
  /** States the transition may start from; empty for the one that creates the record. */
  from: readonly S[];
  /** The state it ends in; `null` keeps the current one (update, remind). */
  to: S | null;
  /** Who may run it, in words (docs/workflows.md). */
  who: string;
  /** Its effects, in words (docs/workflows.md). */
  effects?: string;
  /** The right check against the caller and the locked record. */
  allowed: (caller: Caller, record: R) => boolean;
}

export interface StateMachine<S extends string, R extends { id: string }> {
  /** The record's name as errors and history show it (`WorkspaceApplication`). */
  name: string;
  states: readonly S[];
  transitions: Record<string, TransitionRule<S, R>>;
  stateOf: (record: R) => S;
  setState: (record: R, state: S) => void;
  /** When the caller may not even see the record, answer 404 rather than 403 (tenant privacy). */
  visibleTo?: (caller: Caller, record: R) => boolean;
}

export function defineStateMachine<S extends string, R extends { id: string }>(machine: StateMachine<S, R>): StateMachine<S, R> {
  return machine;
}

/** `stateOf` and `setState` of a record that keeps its state in its `status` property, as ours do. */
export function stateInStatus<S extends string, R extends { status: S }>(): Pick<
  StateMachine<S, R & { id: string }>,
  'stateOf' | 'setState'
> {
  return {
    stateOf: (record) => record.status,
    setState: (record, state) => {
      record.status = state;
    },
  };
}

/** One row per transition that happened: who moved which record from where to where. */
@Entity({ tableName: 'state_transition' })
@Index({ properties: ['recordType', 'recordId'] })
export class StateTransition extends BaseEntity {
  @Column.text() recordType!: string;
  @Column.uuid() recordId!: string;
  @Column.text() transition!: string;
  @Column.text({ nullable: true }) fromState: string | null = null;
  @Column.text() toState!: string;
  @Column.uuid({ nullable: true }) actorUserId: string | null = null;
}

export interface TransitionOutcome<R, T> {
  record: R;
  result: T;
}

/**
 * Runs one transition of `machine` on the record `id` inside the request's transaction.
 * `effect` runs after the checks, on the locked record, before the new state is set.
 */
export async function runTransition<S extends string, R extends { id: string }, T = void>(
  ctx: RequestContext,
  machine: StateMachine<S, R>,
  entity: ClassType<R>,
  id: string,
  transitionName: string,
  effect?: (record: R, em: EntityManager) => Promise<T> | T,
): Promise<TransitionOutcome<R, T>> {
  const rule = machine.transitions[transitionName];
  if (!rule) throw new Error(`${machine.name} has no transition ${transitionName}`);
  const em = ctx.em;
  const record = await em.findOne(entity, { id } as never, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!record || (machine.visibleTo && !machine.visibleTo(ctx.caller, record))) throw new NotFoundError(machine.name, id);
  if (!rule.allowed(ctx.caller, record)) throw new ForbiddenError(`You may not ${transitionName} this ${machine.name}.`);
  const current = machine.stateOf(record);
  if (!rule.from.includes(current)) {
    throw new ConflictError(`Cannot ${transitionName} a ${machine.name} in state ${current}; allowed from: ${rule.from.join(', ')}.`, {
      currentState: current,
      allowedStates: [...rule.from],
      transition: transitionName,
    });
  }
  const result = effect ? await effect(record, em) : (undefined as T);
  const next = rule.to ?? current;
  machine.setState(record, next);
  recordTransition(ctx, machine.name, record.id, transitionName, current, next);
  await em.flush();
  return { record, result };
}

/** Writes a history row (also used for the creating transition). */
export function recordTransition(
  ctx: RequestContext,
  recordType: string,
  recordId: string,
  transition: string,
  from: string | null,
  to: string,
): void {
  const row = ctx.em.create(StateTransition, {
    recordType,
    recordId,
    transition,
    fromState: from,
    toState: to,
    actorUserId: ctx.caller.kind === 'user' ? ctx.caller.userId : null,
  });
  ctx.em.persist(row);
}
