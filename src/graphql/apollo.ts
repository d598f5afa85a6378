import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginUsageReportingDisabled,
  ApolloServerPluginSchemaReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type GraphQLSchema, type ValidationRule } from 'graphql';
import type { Logger } from 'pino';
import type { Settings } from '../config/settings';
import type { RequestContext } from '../kernel/context';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../kernel/errors';
import { compiledExecution } from './compiled-executor';
import { errorRequestPlugin } from './argument-paths';
import { formatError } from './format-error';
import { KnownOperationTypesRule, SubscriptionsOverWebSocketRule } from './known-operation-types';
import { operationCost } from './query-cost';
import { trustedDocumentsPlugin, type TrustedDocuments } from './trusted-documents';

/**
 * Apollo Server with: the query limits (docs/decisions.md#query-limits) from graphql-armor (depth, aliases, cost, tokens),
 * CSRF prevention on, the Sandbox landing page, and the cache-control plugin off (it costs a third
 * of a request and the graph sets no cache hints).
 */
export function createApolloServer(
  schema: GraphQLSchema,
  settings: Settings,
  log: Logger,
  options: { cacheControl?: boolean; plugins?: ApolloServerPlugin<RequestContext>[]; trustedDocuments?: TrustedDocuments } = {},
): ApolloServer<RequestContext> {
  const limits = settings.graphqlLimits;
  const armor = armorOf(limits);
  const { trustedDocuments } = options;
  const plugins: ApolloServerPlugin<RequestContext>[] = [
    // First: its refusal is the answer to a free document, whatever else the other hooks find.
    ...(trustedDocuments && settings.graphqlTrustedDocumentsOnly ? [trustedDocumentsPlugin(trustedDocuments, settings.routerSecret)] : []),
    ...(armor.plugins as ApolloServerPlugin<RequestContext>[]),
    costLimitPlugin(schema, limits.maxCost, settings.pageMaxLimit),
    databaseOutagePlugin(),
    errorRequestPlugin(),
    ...(options.plugins ?? []),
    ...(options.cacheControl ? [] : [ApolloServerPluginCacheControlDisabled()]),
    ApolloServerPluginInlineTraceDisabled(),
    ApolloServerPluginUsageReportingDisabled(),
    ApolloServerPluginSchemaReportingDisabled(),
    ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false, footer: false }),
  ];
  return new ApolloServer<RequestContext>({
    gateway: compiledExecution(schema),
    plugins,
    validationRules: [...armor.validationRules, KnownOperationTypesRule, SubscriptionsOverWebSocketRule],
    parseOptions: { maxTokens: limits.maxTokens },
    // Registered documents by hash, and (setting off) automatic persisted queries: docs/decisions.md#trusted-documents.
    ...(trustedDocuments ? { persistedQueries: { cache: trustedDocuments } } : {}),
    formatError: (formatted, error) => formatError(formatted, error, log, schema),
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    // The app stops on SIGTERM/SIGINT (main.ts): it stops accepting, lets in-flight requests finish,
    // then stops Apollo. Apollo's own signal handling would stop it under requests still running.
    stopOnTerminationSignals: false,
    introspection: true,
    nodeEnv: 'production',
  });
}

/** graphql-armor's limits of a document: depth, aliases, directives (docs/decisions.md#query-limits). */
function armorOf(limits: Settings['graphqlLimits']): ReturnType<ApolloArmor['protect']> {
  return new ApolloArmor({
    maxDepth: { n: limits.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: limits.maxAliases },
    costLimit: { enabled: false }, // replaced by costLimitPlugin: a list edge costs its limit times its children
    // The token limit is graphql-js's own parse option (below): armor's plugin re-parses the
    // document itself and throws from a plugin hook, which Apollo answers with a 500, syntax
    // errors included.
    maxTokens: { enabled: false },
    maxDirectives: { n: 50 },
    blockFieldSuggestion: { enabled: false },
  }).protect();
}

/** The validation rules the graph adds to graphql-js's own: a document registered ahead is checked by them too. */
export function documentValidationRules(limits: Settings['graphqlLimits']): ValidationRule[] {
  return [...(armorOf(limits).validationRules as ValidationRule[]), KnownOperationTypesRule];
}

/** Refuses, before it runs, an operation whose cost (see query-cost.ts) is over the limit: 400 GRAPHQL_VALIDATION_FAILED. */
function costLimitPlugin(schema: GraphQLSchema, maxCost: number, pageMaxLimit: number): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operationName, request }) {
          const cost = operationCost(schema, document, operationName, request.variables, pageMaxLimit);
          if (cost > maxCost) {
            throw new GraphQLError(
              `The query costs ${cost}, more than the limit of ${maxCost}: a list costs its limit times what it selects under it; ask for smaller pages or fewer nested lists.`,
              {
                extensions: { code: 'GRAPHQL_VALIDATION_FAILED', cost, maxCost, http: { status: 400 } },
              },
            );
          }
        },
      };
    },
  };
}

/**
 * A request that met a database that cannot be reached (kernel/errors.ts decides which errors say
 * so) is answered 503 with Retry-After, whatever part of it ran: the error itself is formatted as
 * SERVICE_UNAVAILABLE by format-error.ts. A failed context (authentication could not read the
 * user) carries its 503 itself (DatabaseUnavailableError's `extensions.http`).
 */
function databaseOutagePlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, response }) {
          if (!errors.some(isDatabaseUnavailable)) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        },
      };
    },
  };
}
