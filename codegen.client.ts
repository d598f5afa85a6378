// Typed documents for an app of the gateway (README, "Typed client kit"): copy this file into the app,
// then `npx graphql-codegen --config codegen.client.ts`. It needs @graphql-codegen/cli and
// @graphql-codegen/client-preset (dev), and @graphql-typed-document-node/core.
import type { CodegenConfig } from '@graphql-codegen/cli';
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset';

const config: CodegenConfig = {
  // The gateway answers introspection; a copy of its schema/schema.graphql works as well.
  schema: 'http://localhost:4000/graphql',
  documents: ['src/**/*.{ts,tsx,graphql}'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      // Apollo Client's cache adds __typename to what it sends; the registered documents must hold it too.
      documentTransforms: [addTypenameSelectionDocumentTransform],
      presetConfig: {
        // Writes src/gql/persisted-documents.json (hash -> document) for `npm run documents:register`.
        // SHA-256: the hash Apollo Client's persisted-queries link sends, and the gateway checks.
        persistedDocuments: { hashAlgorithm: 'sha256' },
      },
      config: {
        // What each custom scalar carries on the wire. strictScalars: a scalar the graph adds later
        // stops the generation until it is mapped here, instead of typing it `any`.
        strictScalars: true,
        scalars: {
          DateTimeISO: { input: 'string', output: 'string' }, // ISO 8601 at UTC: "2026-11-27T09:30:00.000Z"
          Cents: { input: 'number', output: 'number' }, // whole cents: 2500 is 25.00
          TimeOfDay: { input: 'string', output: 'string' }, // "hh:mm:ss" out; "hh:mm" or "hh:mm:ss" in
          Upload: { input: 'File | Blob', output: 'never' }, // input only, sent as a multipart request
          _Any: { input: '{ __typename: string; id: string }', output: 'never' }, // a federation router's entity representation
        },
        enumsAsTypes: true,
        useTypeImports: true,
      },
    },
  },
};

export default config;
