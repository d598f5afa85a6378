import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedArtefacts } from '../src/docs/generated-docs';
import { buildGatewaySchema } from '../src/graphql/schema';
import { DOMAIN_MODULES } from '../src/modules';

/** `npm run docs`: regenerates the docs generated from the code (permissions, workflows, REST mapping, graph map, the OpenAPI document, the settings' README table and .env.example). */
const root = join(__dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
for (const { file, content } of generatedArtefacts(DOMAIN_MODULES, buildGatewaySchema(DOMAIN_MODULES), readme)) {
  if (file.startsWith('schema/')) continue; // npm run schema writes it
  writeFileSync(join(root, file), content);
  process.stdout.write(`wrote ${file}\n`);
}
