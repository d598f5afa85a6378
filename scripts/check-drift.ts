import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryCitationProblems } from '../src/docs/decision-citations';
import { generatedArtefacts } from '../src/docs/generated-docs';
import { buildGatewaySchema } from '../src/graphql/schema';
import { DOMAIN_MODULES } from '../src/modules';

/** Fails when a generated artefact no longer matches the code (`npm run schema`, `npm run docs` fix it). */
const root = join(__dirname, '..');
const drifted = generatedArtefacts(DOMAIN_MODULES, buildGatewaySchema(DOMAIN_MODULES), readFileSync(join(root, 'README.md'), 'utf8'))
  .filter(({ file, content }) => readFileSync(join(root, file), 'utf8') !== content)
  .map(({ file }) => file);
if (drifted.length) {
  process.stderr.write(`Out of date: ${drifted.join(', ')}. Run npm run schema && npm run docs.\n`);
  process.exit(1);
}
process.stdout.write('schema and generated docs are up to date\n');

// Comments and docs cite decisions by anchors of docs/decisions.md that exist.
const citations = repositoryCitationProblems(root);
if (citations.length) {
  process.stderr.write(`Citations of docs/decisions.md:\n${citations.map((problem) => `  ${problem}\n`).join('')}`);
  process.exit(1);
}
process.stdout.write('citations of docs/decisions.md resolve\n');
