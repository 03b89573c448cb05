import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One schema (gateway/src/schema.graphql's root types and each area's gateway/src/<area>/<area>.graphql), two
 * outputs: typed documents for the app (client preset, sent as strings so the browser needs no GraphQL AST) and
 * resolver types for the gateway.
 * Generated folders are never edited; `npm run codegen:check` fails when they are stale.
 */
const config: CodegenConfig = {
  schema: 'gateway/src/**/*.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
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
