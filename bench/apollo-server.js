/**
 * A reference of `npm run bench`: Apollo Server 5 on the same HTTP stack as the gateway (Fastify 5
 * through Apollo's own integration, graphql-js), serving the same two queries with the bare server's SQL (bench/bare-server.js) as
 * trivial resolvers: no authentication, no ORM, no project code. It shows what Apollo Server itself
 * costs per request, i.e. the ceiling of any gateway that keeps Apollo Server as its server.
 *
 *   DATABASE_URL=postgres://... PORT=4512 node bench/apollo-server.js
 */
'use strict';
const { ApolloServer } = require('@apollo/server');
const { fastifyApolloHandler } = require('@as-integrations/fastify');
const Fastify = require('fastify');
const { buildSchema } = require('graphql');
const { cataloguePage, location, pool } = require('./bare-server');

const schema = buildSchema(`
  input GeoSearch { latitude: Float! longitude: Float! maxMiles: Float! }
  input GetLocationsInput { offset: Int limit: Int geoSearch: GeoSearch amenities: [String!] maxMarketplacePrice: Float }
  type Address { city: String state: String zipCode: String }
  type Geo { latitude: Float longitude: Float }
  type Workspace { id: ID! name: String! }
  type Room { id: ID! name: String! capacity: Int pricePerHour: Float tokenCostPerHour: Int }
  type RoomPage { data: [Room!]! }
  type Location {
    id: ID! name: String! status: String distanceMiles: Float tokenCost: Int price: Float marketplacePrice: Float
    amenities: [String!] timeZone: String address: Address geo: Geo workspace: Workspace rooms(limit: Int): RoomPage
  }
  type LocationPage { totalCount: Int! data: [Location!]! }
  type Query { locations(input: GetLocationsInput): LocationPage location(id: ID!): Location }
`);
const rootValue = {
  locations: async ({ input }) => (await cataloguePage({ ...input, roomLimit: 5 })).data.locations,
  location: async ({ id }) => (await location(id)).data.location,
};

async function main() {
  const apollo = new ApolloServer({ schema, rootValue, introspection: false });
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
