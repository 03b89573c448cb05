import type { CodegenConfig } from '@graphql-codegen/cli';
import { Kind, type DocumentNode } from 'graphql';

/** The name of a document's operation, kept beside its hash (the app's query keys, logs and test doubles). */
function operationMeta(document: DocumentNode): { operationName: string } | undefined {
  const operation = document.definitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operation?.name ? { operationName: operation.name.value } : undefined;
}

/**
 * One schema (gateway/src/schema.graphql's root types and each area's gateway/src/<area>/<area>.graphql), two
 * outputs: typed documents for the app and resolver types for the gateway. The app's documents are
 * persisted: codegen writes every operation's text to src/gql/persisted-documents.json under its sha256 hash,
 * and the generated documents hold only `{ __meta__: { hash, operationName } }`, so the browser sends an id
 * and never a GraphQL text (nor needs a parser); the gateway looks the id up in that file
 * (gateway/src/persisted-documents.ts).
 * Generated folders are never edited; `npm run codegen:check` fails when they are stale.
 */
const config: CodegenConfig = {
  schema: 'gateway/src/**/*.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
        persistedDocuments: { mode: 'replaceDocumentWithHash' },
        onExecutableDocumentNode: operationMeta,
      },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: true,
      },
    },
    'gateway/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context#GatewayContext',
        useIndexSignature: false,
      },
    },
  },
};
export default config;
