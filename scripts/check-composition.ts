import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';

/**
 * `npm run check`'s composition check (docs/federation.md): composes the supergraph from this
 * gateway's subgraph SDL (schema/subgraph.graphql) and the test's bookings subgraph
 * (test/federation/bookings.graphql), as a router's composition would (`rover supergraph compose`
 * runs the same library), and fails listing every composition error.
 */
const root = join(__dirname, '..');
const subgraphs = [
  { name: 'flexspace', url: 'http://localhost:4000/graphql', file: 'schema/subgraph.graphql' },
  { name: 'bookings', url: 'http://localhost:4001/graphql', file: 'test/federation/bookings.graphql' },
];
const result = composeServices(
  subgraphs.map(({ name, url, file }) => ({ name, url, typeDefs: parse(readFileSync(join(root, file), 'utf8')) })),
);
if (result.errors) {
  process.stderr.write(
    `The supergraph does not compose (${subgraphs.map((s) => s.file).join(' + ')}):\n` +
      result.errors.map((error) => `  [${String(error.extensions.code ?? 'ERROR')}] ${error.message}\n`).join(''),
  );
  process.exit(1);
}
process.stdout.write(`the supergraph composes (${subgraphs.map((s) => s.file).join(' + ')})\n`);
