import type { MikroORM } from '@mikro-orm/postgresql';
import type { NonEmptyArray } from 'type-graphql';
import type { Settings } from '../config/settings';
import type { RequestContext } from './context';
import type { PermissionTable } from './policy';
import type { RestRow } from './rest-route';
import type { Services } from './services';
import type { Logger } from 'pino';
import type { FastifyInstance } from 'fastify';
import type { StateMachine } from './state-machine';
import type { UploadRule } from './multipart';
import type { AuditDeclarations } from './audit/audit-trail';

/** What a domain (identity, workspaces, employers) contributes to the gateway. */
export interface DomainModule {
  name: string;
  entities: Function[];
  resolvers: Function[];
  permissions: PermissionTable;
  /** The rows of its REST route table (src/kernel/rest-route.ts: restTable). */
  restRoutes: RestRow[];
  /** The transition tables of this domain's records (docs/workflows.md is generated from them). */
  stateMachines?: StateMachine<any, any>[];
  /** Builds this domain's process-wide services (see kernel/services.ts). */
  createServices?: (settings: Settings, log: Logger) => Partial<Services> | Promise<Partial<Services>>;
  /** Runs once after migrations at start (bootstrap admin, demo data...). */
  onStart?: (ctx: RequestContext) => Promise<void>;
  /** Who may send files to this domain's upload mutations (both faces check it before the body). */
  uploadRule?: UploadRule;
  /** Plain HTTP routes outside the graph and the REST table (serving stored uploads). */
  mountHttp?: (app: FastifyInstance, services: Services, settings: Settings) => void;
  /** The tenant of its records and the records it keeps out of the audit trail (kernel/audit/audit-trail.ts). */
  audit?: AuditDeclarations;
  /** Background work (mail delivery...) started with the server; returns a stopper. */
  startWorkers?: (orm: MikroORM, services: Services, settings: Settings, log: Logger) => () => Promise<void>;
}

export type ResolverList = NonEmptyArray<Function>;
