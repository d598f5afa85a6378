import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled, ApolloServerPluginUsageReportingDisabled, ApolloServerPluginSchemaReportingDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { Settings } from '../config/settings';
import type { RequestContext } from '../kernel/context';
import { formatError } from './format-error';

/**
 * Apollo Server with: the limits of CONTRACT §7 from graphql-armor (depth, aliases, cost, tokens),
 * CSRF prevention on, the Sandbox landing page, and the cache-control plugin off (it costs a third
 * of a request and the graph sets no cache hints).
 */
export function createApolloServer(schema: GraphQLSchema, settings: Settings, log: Logger, options: { cacheControl?: boolean } = {}): ApolloServer<RequestContext> {
  const limits = settings.graphqlLimits;
  const armor = new ApolloArmor({
    maxDepth: { n: limits.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: limits.maxAliases },
    costLimit: { maxCost: limits.maxCost, ignoreIntrospection: true, flattenFragments: true },
    maxTokens: { n: limits.maxTokens },
    maxDirectives: { n: 50 },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  const plugins: ApolloServerPlugin<RequestContext>[] = [
    ...(armor.plugins as ApolloServerPlugin<RequestContext>[]),
    ...(options.cacheControl ? [] : [ApolloServerPluginCacheControlDisabled()]),
    ApolloServerPluginInlineTraceDisabled(),
    ApolloServerPluginUsageReportingDisabled(),
    ApolloServerPluginSchemaReportingDisabled(),
    ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: false, footer: false }),
  ];
  return new ApolloServer<RequestContext>({
    schema,
    plugins,
    validationRules: armor.validationRules,
    formatError: (formatted, error) => formatError(formatted, error, log),
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    introspection: true,
    nodeEnv: 'production',
  });
}
