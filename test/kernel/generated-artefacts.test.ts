import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { permissionsMarkdown, restMappingMarkdown, workflowsMarkdown } from '../../src/docs/generated-docs';
import { buildGatewaySchema, printGatewaySchema } from '../../src/graphql/schema';
import { DOMAIN_MODULES } from '../../src/modules';

const root = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('checked-in generated artefacts match the code', () => {
  test('schema/schema.graphql (npm run schema)', () => {
    expect(read('schema/schema.graphql')).toBe(printGatewaySchema(buildGatewaySchema(DOMAIN_MODULES)));
  });

  test('docs/permissions.md (npm run docs)', () => {
    expect(read('docs/permissions.md')).toBe(permissionsMarkdown(DOMAIN_MODULES));
  });

  test('docs/rest-mapping.md (npm run docs)', () => {
    expect(read('docs/rest-mapping.md')).toBe(restMappingMarkdown(DOMAIN_MODULES));
  });

  test('docs/workflows.md (npm run docs)', () => {
    expect(read('docs/workflows.md')).toBe(workflowsMarkdown(DOMAIN_MODULES));
  });
});
