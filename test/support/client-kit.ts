import { generate } from '@graphql-codegen/cli';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import config from '../../codegen.client';

const root = join(__dirname, '..', '..');

/** What the app developers' configuration (codegen.client.ts) wrote, in a folder of its own. */
export interface GeneratedClientKit {
  /** The folder: `gql/` holds the generated files, beside a link to the project's node_modules. */
  dir: string;
  /** gql/graphql.ts: the types and the documents. */
  graphqlTs: string;
  /** gql/persisted-documents.json: SHA-256 hash -> document. */
  manifest: Record<string, string>;
  remove(): void;
}

/**
 * Runs codegen.client.ts as it is, but for where it reads and writes: the schema file instead of a
 * running gateway, the given documents (a glob under the project) instead of the app's, a
 * temporary folder instead of `src/gql/`.
 */
export async function generateClientKit(documents: string): Promise<GeneratedClientKit> {
  const dir = mkdtempSync(join(tmpdir(), 'client-kit-'));
  // The generated files import @graphql-typed-document-node/core, as they would in the app.
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const targets = Object.values(config.generates);
  if (targets.length !== 1) throw new Error('codegen.client.ts should generate one folder');
  await generate(
    {
      ...config,
      schema: join(root, 'schema', 'schema.graphql'),
      documents: [join(root, documents)],
      generates: { [join(dir, 'gql') + '/']: targets[0] },
      silent: true,
    },
    true,
  );
  return {
    dir,
    graphqlTs: readFileSync(join(dir, 'gql', 'graphql.ts'), 'utf8'),
    manifest: JSON.parse(readFileSync(join(dir, 'gql', 'persisted-documents.json'), 'utf8')) as Record<string, string>,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
