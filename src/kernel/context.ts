import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Settings } from '../config/settings';
import type { Caller } from './caller';
import { LoaderRegistry } from './loaders';
import type { ReadPlan } from './read-plan';
import type { Services } from './services';

/** What every resolver and service receives first: one unit of work per request. */
export interface RequestContext {
  /** The request's EntityManager; inside a mutation, the transaction's. */
  em: EntityManager;
  caller: Caller;
  /** Why the request's credential was refused (a bad token or key), answered 401 by the root guard. */
  credentialProblem: string | null;
  loaders: LoaderRegistry;
  settings: Settings;
  services: Services;
  log: Logger;
  requestId: string;
  /** Client address, for rate limits. */
  ip: string;
  /**
   * What the request's query can read of each type, set by the executor for queries (lists read
   * whole rows without it). A box: Apollo hands resolvers a copy of the context object, while the
   * request's loaders keep the original; both share the box.
   */
  reads: { plan: ReadPlan | null };
}

export function createRequestContext(init: Omit<RequestContext, 'loaders' | 'credentialProblem' | 'reads'> & { credentialProblem?: string | null }): RequestContext {
  const ctx = { credentialProblem: null, reads: { plan: null }, ...init } as RequestContext;
  ctx.loaders = new LoaderRegistry(ctx);
  return ctx;
}
