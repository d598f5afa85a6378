import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedArtefacts } from '../../src/docs/generated-docs';
import { buildGatewaySchema } from '../../src/graphql/schema';
import { DOMAIN_MODULES } from '../../src/modules';

const root = join(__dirname, '..', '..');
const artefacts = generatedArtefacts(DOMAIN_MODULES, buildGatewaySchema(DOMAIN_MODULES), readFileSync(join(root, 'README.md'), 'utf8'));

describe('checked-in generated artefacts match the code (npm run schema, npm run docs)', () => {
  test.each(artefacts.map((a) => [a.file, a.content]))('%s', (file, content) => {
    expect(readFileSync(join(root, file), 'utf8')).toBe(content);
  });

  test('the graph map shows the edges both ways', () => {
    const map = artefacts.find((a) => a.file === 'docs/graph.md')!.content;
    expect(map).toContain('Location -->|rooms *| Room');
    expect(map).toContain('Room -->|location| Location');
    expect(map).toContain('Location -->|workspace| Workspace');
  });
});
