import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  isScalarType,
  parse,
  specifiedScalarTypes,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type GraphQLInputType,
} from 'graphql';
import config from '../../codegen.client';
import { generateClientKit, type GeneratedClientKit } from '../support/client-kit';

/**
 * The typed client kit (README, "Typed client kit"): the codegen configuration app developers copy
 * runs, as it is, on documents that use every custom scalar, and what it writes passes `tsc --strict`
 * with each scalar typed as what the wire carries: no `unknown`, no `any`.
 */
const root = join(__dirname, '..', '..');
const schemaPath = join(root, 'schema', 'schema.graphql');
const configText = readFileSync(join(root, 'codegen.client.ts'), 'utf8');

let kit: GeneratedClientKit;
let graphqlTs: string;
let manifest: Record<string, string>;

beforeAll(async () => {
  kit = await generateClientKit('test/client-kit/*.graphql');
  ({ graphqlTs, manifest } = kit);
}, 30_000);

afterAll(() => kit?.remove());

const schema = buildSchema(readFileSync(schemaPath, 'utf8'));
const customScalars = Object.values(schema.getTypeMap())
  .filter((type) => isScalarType(type) && !specifiedScalarTypes.some((specified) => specified.name === type.name))
  .map((type) => type.name);

/** The scalars the documents' variables reach (through input objects) and their selected fields answer. */
function scalarsUsed(documents: string[]): { variables: Set<string>; results: Set<string> } {
  const variables = new Set<string>();
  const results = new Set<string>();
  const seen = new Set<string>();
  const reach = (type: GraphQLInputType): void => {
    const named = getNamedType(type);
    if (seen.has(named.name)) return;
    seen.add(named.name);
    if (isScalarType(named)) variables.add(named.name);
    if (isInputObjectType(named)) for (const field of Object.values(named.getFields())) reach(field.type);
  };
  for (const document of documents) {
    const typeInfo = new TypeInfo(schema);
    visit(
      parse(document),
      visitWithTypeInfo(typeInfo, {
        VariableDefinition: () => reach(typeInfo.getInputType()!),
        Field: () => {
          const named = getNamedType(typeInfo.getType());
          if (named && isScalarType(named)) results.add(named.name);
        },
      }),
    );
  }
  return { variables, results };
}

test('the README shows the configuration file as it is', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  expect(readme).toContain('```ts\n' + configText + '```\n');
});

test('the configuration maps every custom scalar of the graph, for input and output', () => {
  // `_Any` is the federation router's (an entity representation, docs/federation.md): mapped so that the kit generates.
  expect(customScalars.sort()).toEqual(['Cents', 'DateTimeISO', 'TimeOfDay', 'Upload', '_Any']);
  const scalars = Object.values(config.generates)[0] as { config: { scalars: Record<string, unknown> } };
  expect(Object.keys(scalars.config.scalars).sort()).toEqual(customScalars);
});

test('each custom scalar is typed as what the wire carries, and used by the documents as variable and as result', () => {
  const expected: Record<string, string> = {
    Cents: '{ input: number; output: number; }',
    DateTimeISO: '{ input: string; output: string; }',
    TimeOfDay: '{ input: string; output: string; }',
    Upload: '{ input: File | Blob; output: never; }',
    _Any: '{ input: { __typename: string; id: string }; output: never; }',
  };
  for (const name of customScalars) expect(graphqlTs).toContain(`  ${name}: ${expected[name]}\n`);
  const scalarsBlock = /export type Scalars = \{\n([\s\S]*?)\n\};/.exec(graphqlTs)![1];
  expect(scalarsBlock).not.toMatch(/\b(unknown|any)\b/);
  // The operations' own types: results and variables (the input types they reach are in the Scalars above).
  const operationTypes = graphqlTs.split('\n').filter((line) => /^export type ClientKit\w+(Query|Mutation)(Variables)? =/.test(line));
  expect(operationTypes).toHaveLength(8);
  for (const line of operationTypes) expect(line).not.toMatch(/\b(unknown|any)\b/);
  const used = scalarsUsed(Object.values(manifest));
  const appScalars = customScalars.filter((name) => name !== '_Any');
  expect([...used.variables].filter((name) => customScalars.includes(name)).sort()).toEqual(appScalars);
  // Upload is input only: no field of the graph answers one.
  expect([...used.results].filter((name) => customScalars.includes(name)).sort()).toEqual(['Cents', 'DateTimeISO', 'TimeOfDay']);
});

test('persisted-documents.json maps the SHA-256 of each document to it, as the documents carry it', () => {
  expect(Object.keys(manifest)).toHaveLength(4);
  for (const [hash, document] of Object.entries(manifest)) {
    expect(createHash('sha256').update(document).digest('hex')).toBe(hash);
    expect(graphqlTs).toContain(`{"__meta__":{"hash":"${hash}"}`);
  }
});

test('an app using the generated types passes tsc --strict', async () => {
  // Each expect-error line fails tsc when it compiles: a scalar typed `any` would.
  const app = `import type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core';
import {
  ClientKitAuditEventsDocument,
  ClientKitLocationDocument,
  ClientKitUploadTermsDocument,
  ClientKitUpsertLocationDocument,
} from './gql/graphql';

declare const location: NonNullable<ResultOf<typeof ClientKitLocationDocument>['location']>;
const price: number = location.price;
const marketplacePrice: number | null | undefined = location.marketplacePrice;
const created: string = location.dateCreated;
const opens: string = location.schedule.monday.open;
// @ts-expect-error Cents is a number
const priceText: string = location.price;
// @ts-expect-error DateTimeISO is a string
const createdAt: Date = location.dateCreated;

declare const upserted: ResultOf<typeof ClientKitUpsertLocationDocument>['upsertLocation'];
const updated: string = upserted.dateUpdated;
const closes: string = upserted.schedule.friday.close;
const day = { isOpen: true, open: '09:00', close: '17:30', maxVisitors: null };
const upsert: VariablesOf<typeof ClientKitUpsertLocationDocument> = {
  input: {
    workspaceId: 'w', name: 'n', phone: 'p', checkInInstructions: '', amenities: [], pictureUrls: [],
    autoApproveReservations: false, termsOfSerivceUrl: '', waiverUrl: '', price: 2500, marketplacePrice: null,
    address: { line1: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' },
    schedule: { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day },
  },
};
// @ts-expect-error Cents is a number, not a string
const badPrice: VariablesOf<typeof ClientKitUpsertLocationDocument>['input']['price'] = '25.00';

const audit: VariablesOf<typeof ClientKitAuditEventsDocument> = { from: new Date(0).toISOString(), to: null };
// @ts-expect-error DateTimeISO is sent as a string
const auditAt: VariablesOf<typeof ClientKitAuditEventsDocument> = { from: new Date(0) };
const events: string[] = ([] as ResultOf<typeof ClientKitAuditEventsDocument>['auditEvents']['data']).map((e) => e.dateCreated);

const upload: VariablesOf<typeof ClientKitUploadTermsDocument> = { file: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) };
const uploadFile: VariablesOf<typeof ClientKitUploadTermsDocument> = { file: new File(['%PDF-1.7'], 'terms.pdf') };
// @ts-expect-error an Upload is a File or a Blob
const uploadText: VariablesOf<typeof ClientKitUploadTermsDocument> = { file: 'terms.pdf' };
const url: string = ({} as ResultOf<typeof ClientKitUploadTermsDocument>).uploadTerms;

export const used = [price, marketplacePrice, created, opens, priceText, createdAt, updated, closes, upsert, badPrice];
export const usedToo = [audit, auditAt, events, upload, uploadFile, uploadText, url];
`;
  writeFileSync(join(kit.dir, 'app.ts'), app);
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const args = [
    '--strict',
    '--noEmit',
    '--skipLibCheck',
    '--target',
    'es2022',
    '--lib',
    'es2023,dom',
    '--module',
    'esnext',
    '--moduleResolution',
    'bundler',
  ];
  const run = await promisify(execFile)(process.execPath, [tsc, ...args, 'app.ts'], { cwd: kit.dir }).catch(
    (error: { stdout: string; stderr: string }) => error,
  );
  expect(run.stdout + run.stderr).toBe('');
}, 30_000);
