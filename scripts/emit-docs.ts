import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { permissionsMarkdown, restMappingMarkdown, workflowsMarkdown } from '../src/docs/generated-docs';
import { DOMAIN_MODULES } from '../src/modules';

/** `npm run docs`: regenerates docs/permissions.md and docs/workflows.md from the code. */
const docs = join(__dirname, '..', 'docs');
writeFileSync(join(docs, 'permissions.md'), permissionsMarkdown(DOMAIN_MODULES));
writeFileSync(join(docs, 'workflows.md'), workflowsMarkdown(DOMAIN_MODULES));
writeFileSync(join(docs, 'rest-mapping.md'), restMappingMarkdown(DOMAIN_MODULES));
process.stdout.write('wrote docs/permissions.md, docs/workflows.md, docs/rest-mapping.md\n');
