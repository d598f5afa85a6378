import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { type DocumentNode, execute, type ExecutionResult, GraphQLError, type GraphQLSchema, printSchema } from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { RequestContext } from '../kernel/context';
import { readPlanOf } from '../kernel/read-plan';
import { inOperationSpan } from '../kernel/tracing';

/**
 * Apollo Server stays the server (HTTP, parsing, validation, limits, plugins, error formatting);
 * execution runs on graphql-jit: each operation is compiled once into a function that walks its
 * selection without graphql-js's per-field interpretation, and reused for every request of the
 * same document. Apollo's document store hands the same DocumentNode to every request with the
 * same text, so the compiled functions are kept beside it (a WeakMap: a document Apollo evicts
 * takes its compiled function with it).
 *
 * Queries only: mutations run on graphql-js (see below). Apollo takes a custom executor through
 * its gateway interface; this "gateway" serves one local schema that never changes.
 */
export function compiledExecution(schema: GraphQLSchema): GatewayInterface {
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery>>();
  const compile = (document: DocumentNode, operationName: string | undefined): CompiledQuery | ExecutionResult => {
    let byOperation = compiled.get(document);
    const key = operationName ?? '';
    const known = byOperation?.get(key);
    if (known) return known;
    const query = compileQuery(schema, document, operationName, { disablingCapturingStackErrors: true });
    if (!isCompiledQuery(query)) return query as ExecutionResult; // errors (e.g. an unknown operation name): answered, not cached
    if (!byOperation) compiled.set(document, (byOperation = new Map()));
    byOperation.set(key, query);
    return query;
  };
  const execution: GatewayExecutor = async (requestContext) => {
    const operationName = requestContext.operationName ?? requestContext.request.operationName ?? undefined;
    const { reads, writes } = requestContext.context as Partial<RequestContext>;
    if (requestContext.operation?.operation !== 'query') {
      // Mutations stay on graphql-js: their fields run one after the other and a failed non-null
      // field stops the rest of the document (a rate-limited alias must not let the next one run),
      // which graphql-jit does not promise; their cost is the database's writes anyway. They read
      // the primary (`reads.replica` stays null), and mark the caller's write for its next reads.
      const result = await execute({
        schema,
        document: requestContext.document,
        operationName,
        contextValue: requestContext.context,
        variableValues: requestContext.request.variables,
      });
      // It ran (variables that could not be coerced run nothing).
      if ('data' in result && writes) await writes.mark?.(writes.forUsers);
      return withCodedVariableErrors(result);
    }
    const query = compile(requestContext.document, operationName);
    if (!('query' in query)) return query;
    if (reads) {
      reads.plan = readPlanOf(schema, requestContext.document); // lists read only the columns the query shows
      // A read-only request: a replica, if one has the caller's writes.
      if (reads.chooseReplica) reads.replica = await reads.chooseReplica();
    }
    const variables = requestContext.request.variables ?? {};
    const result = await query.query(undefined, requestContext.context, variables);
    // A query that wrote (the documented `apiKey` read creates the caller's first key) marks its writers as a mutation does,
    // and answers once this gateway's caches have heard of its change, as a mutation's transaction does (inTransaction).
    if (writes?.forUsers.size) {
      await writes.mark?.(writes.forUsers);
      await writes.afterCommit();
    }
    if (!result.errors?.length) return result;
    if (!('data' in result)) {
      // The variables could not be coerced. graphql-js words these errors (the path of the bad
      // value inside the variable, the variable's definition as the node: what turns them into a
      // 400 naming the field); where the two engines disagree, graphql-js executes.
      const coerced = getVariableValues(schema, requestContext.operation?.variableDefinitions ?? [], variables, { maxErrors: 50 });
      if (coerced.errors) return withCodedVariableErrors({ errors: coerced.errors });
      return execute({
        schema,
        document: requestContext.document,
        operationName,
        contextValue: requestContext.context,
        variableValues: variables,
      });
    }
    return { ...result, errors: result.errors.map(asGraphQLError) };
  };
  // A traced request's operation is a span of its own (docs/decisions.md#traces): graphql-jit bypasses
  // graphql-js, where a GraphQL instrumentation would hook; the statements the operation sends are its children.
  const executor: GatewayExecutor = (requestContext) => {
    const scope = (requestContext.context as Partial<RequestContext>).trace;
    if (!scope) return execution(requestContext);
    const type = requestContext.operation?.operation ?? 'query';
    const name = requestContext.operationName ?? requestContext.request.operationName ?? undefined;
    const attributes = {
      'graphql.operation.type': type,
      ...(name ? { 'graphql.operation.name': name } : {}),
      'graphql.document.hash': requestContext.queryHash,
    };
    return inOperationSpan(scope, name ? `${type} ${name}` : type, attributes, () => execution(requestContext));
  };
  return {
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    async stop() {},
  };
}

/**
 * Past 50 bad values graphql-js stops coercing and adds "Too many errors processing variables...",
 * an error without a node that Apollo would take for a failure of the server: it is the client's
 * input, a 400 BAD_USER_INPUT like the 50 before it.
 */
function withCodedVariableErrors(result: ExecutionResult): ExecutionResult {
  if ('data' in result || !result.errors?.length) return result;
  return {
    ...result,
    errors: result.errors.map((error) =>
      error.message.startsWith('Too many errors processing variables')
        ? new GraphQLError(error.message, { extensions: { code: 'BAD_USER_INPUT' } })
        : error,
    ),
  };
}

/**
 * graphql-jit reports the errors of resolvers as its own light objects (no extensions); Apollo and
 * format-error.ts expect what graphql-js gives: a GraphQLError at the field's path, with the
 * resolver's error as `originalError` and its extensions (a status such as 401 among them).
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  const converted = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined });
  if (error.locations) Object.defineProperty(converted, 'locations', { value: error.locations, enumerable: true });
  return converted;
}
