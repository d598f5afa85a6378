import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedArtefacts } from '../src/docs/generated-docs';
import { buildGatewaySchema } from '../src/graphql/schema';
import { DOMAIN_MODULES } from '../src/modules';

/** `npm run docs`: regenerates the docs generated from the code (permissions, workflows, REST mapping, graph map, the OpenAPI document). */
const root = join(__dirname, '..');
for (const { file, content } of generatedArtefacts(DOMAIN_MODULES, buildGatewaySchema(DOMAIN_MODULES))) {
  if (!file.startsWith('docs/')) continue;
  writeFileSync(join(root, file), content);
  process.stdout.write(`wrote ${file}\n`);
}
