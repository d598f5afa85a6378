import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { printSubgraphSchema } from '../src/graphql/federation';
import { buildGatewaySchema, printGatewaySchema } from '../src/graphql/schema';
import { DOMAIN_MODULES } from '../src/modules';

/**
 * `npm run schema`: writes schema/schema.graphql (the graph the apps see) and schema/subgraph.graphql
 * (the same graph as a Federation 2 subgraph: docs/federation.md) from the resolvers; both are
 * checked in, and a test fails on drift.
 */
const schema = buildGatewaySchema(DOMAIN_MODULES);
for (const [name, content] of [
  ['schema.graphql', printGatewaySchema(schema)],
  ['subgraph.graphql', printSubgraphSchema(schema)],
]) {
  const file = join(__dirname, '..', 'schema', name);
  writeFileSync(file, content);
  process.stdout.write(`wrote ${file}\n`);
}
