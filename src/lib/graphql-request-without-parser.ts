/**
 * What graphql-request imports from `graphql`, in the built app (a Vite alias in vite.config.ts, for builds
 * only: tests and the dev server load the real package). graphql-request imports graphql's parser and
 * printer statically, but the app never makes it call them: it passes a persisted document's id where the
 * text would go and sets `excludeOperationName` (src/lib/gateway-client.ts), so nothing is parsed or printed.
 * Bundling the real ones would add 10.8 kB gzipped to the first load for code that cannot run
 * (docs/decisions/0005-first-load-budget.md). If a change ever makes graphql-request call one, it throws.
 */
/**
 * The one member of graphql's `Kind` that graphql-request reads (lib/graphql.js: finding the operation in a
 * parsed document, which the app never gives it), rather than graphql's whole enum of ~40 kinds, which every
 * page fetched with the client's chunk (~0.5 kB gzipped; issue #20).
 */
export const Kind = { OPERATION_DEFINITION: 'OperationDefinition' } as const;

function notInTheBrowser(): never {
  throw new Error(
    'graphql-request was asked to parse or print: the app sends persisted document ids',
  );
}

export const parse = notInTheBrowser;
export const print = notInTheBrowser;
