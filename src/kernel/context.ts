import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Settings } from '../config/settings';
import type { Caller } from './caller';
import { LoaderRegistry } from './loaders';
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
}

export function createRequestContext(init: Omit<RequestContext, 'loaders' | 'credentialProblem'> & { credentialProblem?: string | null }): RequestContext {
  const ctx = { credentialProblem: null, ...init } as RequestContext;
  ctx.loaders = new LoaderRegistry(ctx);
  return ctx;
}
