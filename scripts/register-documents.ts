import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { getOperationAST, parse, specifiedRules, validate, type GraphQLSchema } from 'graphql';
import { openDatabase } from '../src/config/database';
import { DataDirInUseError } from '../src/config/data-dir-lock';
import { loadSettings, type Settings } from '../src/config/settings';
import { documentValidationRules } from '../src/graphql/apollo';
import { buildGatewaySchema } from '../src/graphql/schema';
import { ALL_ENTITIES, DOMAIN_MODULES } from '../src/modules';

/**
 * `npm run documents:register -- <manifest.json>` (docs/decisions.md#trusted-documents): stores the
 * documents of a manifest as GraphQL Code Generator's client preset writes it (`persistedDocuments`
 * with `hashAlgorithm: 'sha256'`: `{ "<sha256>": "<document>" }`) in the `trusted_document` table of
 * the database the gateways use (DATABASE_URL, or the embedded one in DATA_DIR), after checking
 * each: its hash is the SHA-256 of its text, it parses within the token limit and validates against
 * the graph with the gateway's own rules. All or nothing; a document already registered is fine.
 */

export class RegistrationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Nothing registered:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

export interface Registered {
  /** Hashes stored by this registration. */
  added: string[];
  /** Hashes that were registered already. */
  known: string[];
}

/** Checks every document of the manifest, then stores them all in one statement. */
export async function registerDocuments(
  em: EntityManager,
  schema: GraphQLSchema,
  manifest: unknown,
  limits: Settings['graphqlLimits'],
): Promise<Registered> {
  const entries = checkedManifest(schema, manifest, limits);
  const values = entries.map(() => '(?, ?)').join(', ');
  const inserted = await em.execute<{ hash: string }[]>(
    `insert into "trusted_document" ("hash", "document") values ${values} on conflict ("hash") do nothing returning "hash"`,
    entries.flat(),
  );
  const added = new Set(inserted.map((row) => row.hash));
  return { added: [...added], known: entries.map(([hash]) => hash).filter((hash) => !added.has(hash)) };
}

/** The manifest's entries (hash, document) once each is checked; a RegistrationError naming every problem otherwise. */
export function checkedManifest(schema: GraphQLSchema, manifest: unknown, limits: Settings['graphqlLimits']): [string, string][] {
  if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest))
    throw new RegistrationError(['the manifest must be a JSON object of SHA-256 hash -> document (persisted-documents.json)']);
  const entries = Object.entries(manifest as Record<string, unknown>);
  if (!entries.length) throw new RegistrationError(['the manifest holds no document']);
  const problems = entries.flatMap(([hash, document]) => documentProblems(schema, hash, document, limits));
  if (problems.length) throw new RegistrationError(problems);
  return entries as [string, string][];
}

/** What is wrong with one entry of the manifest, in words naming it. */
function documentProblems(schema: GraphQLSchema, hash: string, document: unknown, limits: Settings['graphqlLimits']): string[] {
  if (typeof document !== 'string') return [`${hash}: the document must be a string`];
  const sha256 = createHash('sha256').update(document).digest('hex');
  if (hash !== sha256)
    return [
      `${hash}: not the SHA-256 of its document (${sha256}); generate the manifest with the client preset's persistedDocuments: { hashAlgorithm: 'sha256' } (codegen.client.ts)`,
    ];
  let parsed;
  try {
    parsed = parse(document, { maxTokens: limits.maxTokens });
  } catch (error) {
    return [`${hash}: ${(error as Error).message}`];
  }
  const name = getOperationAST(parsed)?.name?.value ?? 'the document';
  const errors = validate(schema, parsed, [...specifiedRules, ...documentValidationRules(limits)]);
  return errors.map((error) => `${hash} (${name}): ${error.message}`);
}

/** The command: reads the manifest, opens the gateways' database, registers, says what it did. */
async function main(args: string[]): Promise<void> {
  const file = args[0];
  if (!file || args.length > 1) throw new Error('usage: npm run documents:register -- <persisted-documents.json>');
  const manifest: unknown = JSON.parse(readFileSync(file, 'utf8'));
  // Registration signs nothing: the secret the gateways need with DATABASE_URL is not asked for here.
  const settings = loadSettings({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || 'x'.repeat(32) });
  if (!settings.databaseUrl && settings.inMemoryDatabase)
    throw new Error('EMBEDDED_IN_MEMORY=true: there is no database to register into.');
  const schema = buildGatewaySchema(DOMAIN_MODULES);
  checkedManifest(schema, manifest, settings.graphqlLimits); // before the database: a wrong manifest says so wherever it is run
  const db = await openDatabase(settings, ALL_ENTITIES).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new Error(
      `The embedded database in ${error.dataPath} is held by a running gateway (process ${error.owner}); one process at a time may open it. ` +
        'Stop that gateway, register, then start it again (it reads the table when a client first sends a hash), ' +
        'or run the gateways on PostgreSQL (DATABASE_URL), which any number of processes share.',
    );
  });
  try {
    const [table] = await db.orm.em
      .getConnection()
      .execute<{ found: string | null }[]>(`select to_regclass('trusted_document')::text as found`);
    if (!table?.found) throw new Error('The database has no trusted_document table: start a gateway on it once, or run `npm run migrate`.');
    const { added, known } = await registerDocuments(db.orm.em.fork(), schema, manifest, settings.graphqlLimits);
    const where = settings.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${settings.dataDir}`;
    process.stdout.write(`${added.length} document(s) registered, ${known.length} already registered, in ${where}.\n`);
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
