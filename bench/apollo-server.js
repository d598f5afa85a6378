/**
 * A reference of `npm run bench`: Apollo Server 5 on the same HTTP stack as the gateway (Fastify 5
 * through Apollo's own integration), serving the catalogue workload's two documents with the bare server's SQL and
 * objects (bench/bare-server.js) as trivial resolvers: no authentication, no ORM, no project code,
 * no cache-control plugin (the gateway runs without it too; left on, it wraps every field's resolver).
 * It shows what Apollo Server itself costs per request, i.e. the ceiling of any gateway that keeps
 * Apollo Server as its server. With `APOLLO_EXECUTION=jit`, Apollo executes with graphql-jit
 * through its gateway interface, as the gateway does (src/graphql/compiled-executor.ts): the
 * ceiling of a gateway that keeps Apollo Server and compiles its queries.
 *
 *   DATABASE_URL=postgres://... PORT=4512 [APOLLO_EXECUTION=jit] node bench/apollo-server.js
 */
'use strict';
const { ApolloServer } = require('@apollo/server');
const { ApolloServerPluginCacheControlDisabled } = require('@apollo/server/plugin/disabled');
const { fastifyApolloHandler } = require('@as-integrations/fastify');
const Fastify = require('fastify');
const { buildSchema, printSchema } = require('graphql');
const { compileQuery, isCompiledQuery } = require('graphql-jit');
const { cataloguePage, location, pool } = require('./bare-server');

const schema = buildSchema(`
  input GeoSearch { latitude: Float! longitude: Float! maxMiles: Float! }
  input GetLocationsInput { offset: Int limit: Int geoSearch: GeoSearch amenities: [String!] maxMarketplacePrice: Float statuses: [String!] }
  type Address { line1: String city: String state: String zipCode: String }
  type Geo { latitude: Float longitude: Float }
  type Workspace { id: ID! name: String! }
  type Room { id: ID! name: String! capacity: Int pricePerHour: Float }
  type RoomPage { data: [Room!]! }
  type Location {
    id: ID! name: String! workspaceId: ID! status: String distanceMiles: Float price: Float amenities: [String!]
    address: Address geo: Geo workspace: Workspace rooms(offset: Int, limit: Int): RoomPage
  }
  type LocationPage { data: [Location!]! }
  type Query { locations(input: GetLocationsInput): LocationPage location(id: ID!): Location }
`);
const queryFields = schema.getQueryType().getFields();
queryFields.locations.resolve = (_root, { input }) => cataloguePage(input);
queryFields.location.resolve = (_root, { id }) => location(id);

/** Apollo's gateway interface with an executor that runs each document compiled once by graphql-jit. */
function compiledExecution() {
  const compiled = new WeakMap();
  const executor = async ({ document, operationName, request, context }) => {
    let query = compiled.get(document);
    if (!query) {
      query = compileQuery(schema, document, operationName ?? undefined, { disablingCapturingStackErrors: true });
      if (!isCompiledQuery(query)) return query;
      compiled.set(document, query);
    }
    return query.query(undefined, context, request.variables ?? {});
  };
  return {
    load: async () => ({ executor }),
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    stop: async () => undefined,
  };
}

async function main() {
  const apollo = new ApolloServer({
    ...(process.env.APOLLO_EXECUTION === 'jit' ? { gateway: compiledExecution() } : { schema }),
    introspection: false,
    plugins: [ApolloServerPluginCacheControlDisabled()],
  });
  await apollo.start();
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  app.route({ method: ['GET', 'POST'], url: '/graphql', handler: fastifyApolloHandler(apollo) });
  await app.listen({ port: Number(process.env.PORT ?? 4512), host: '127.0.0.1' });
  process.stdout.write('ready\n');
  process.on('SIGTERM', () =>
    app
      .close()
      .then(() => apollo.stop())
      .then(() => pool.end())
      .then(() => process.exit(0)),
  );
}

main().catch((error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
