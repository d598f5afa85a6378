import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { permissionsMarkdown, restMappingMarkdown, workflowsMarkdown } from '../src/docs/generated-docs';
import { buildGatewaySchema, printGatewaySchema } from '../src/graphql/schema';
import { DOMAIN_MODULES } from '../src/modules';

/** Fails when a generated artefact no longer matches the code (`npm run schema`, `npm run docs` fix it). */
const root = join(__dirname, '..');
const artefacts: [string, string][] = [
  ['schema/schema.graphql', printGatewaySchema(buildGatewaySchema(DOMAIN_MODULES))],
  ['docs/permissions.md', permissionsMarkdown(DOMAIN_MODULES)],
  ['docs/workflows.md', workflowsMarkdown(DOMAIN_MODULES)],
  ['docs/rest-mapping.md', restMappingMarkdown(DOMAIN_MODULES)],
];
const drifted = artefacts.filter(([file, expected]) => readFileSync(join(root, file), 'utf8') !== expected).map(([file]) => file);
if (drifted.length) {
  process.stderr.write(`Out of date: ${drifted.join(', ')}. Run npm run schema && npm run docs.\n`);
  process.exit(1);
}
process.stdout.write('schema and generated docs are up to date\n');
