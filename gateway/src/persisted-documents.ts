import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { Plugin } from 'graphql-yoga';
import { ErrorCode, gatewayError } from './errors';

/**
 * The app's operations by id: codegen's manifest of the documents in src/gql (`npm run codegen` writes it
 * with the typed documents, so the two cannot drift). Keys are `sha256:<hex>` of each normalised text.
 */
const manifestFile = fileURLToPath(
  new URL('../../src/gql/persisted-documents.json', import.meta.url),
);

/** The request-body field the app sends the id in (GraphQL over HTTP, "persisted documents" appendix). */
export const DOCUMENT_ID_PARAM = 'documentId';

export function readPersistedDocuments(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(manifest));
}

/**
 * Answers `{ documentId, variables }` with the app's own operation of that id. With `onlyPersisted`
 * (production) a request carrying GraphQL text is refused, so the gateway runs nothing but what the app was
 * built with; in development and tests the text is still accepted (GraphiQL, the gateway's own tests).
 * Every refusal is `common.unexpected`, like any other error the app cannot help: the gateway sends no English.
 */
export function persistedDocumentsPlugin({ onlyPersisted }: { onlyPersisted: boolean }): Plugin {
  const documents = readPersistedDocuments();
  const refuse = () => gatewayError(ErrorCode.unexpected);
  return usePersistedOperations({
    getPersistedOperation: (id) => documents.get(id) ?? null,
    extractPersistedOperationId: (params) => {
      const id = (params as Record<string, unknown>)[DOCUMENT_ID_PARAM];
      return typeof id === 'string' ? id : null;
    },
    allowArbitraryOperations: !onlyPersisted,
    customErrors: { notFound: refuse, keyNotFound: refuse, persistedQueryOnly: refuse },
  });
}
