/**
 * Stands in for the `graphql` package in the browser bundle (a Vite alias in vite.config.ts). The app sends
 * its documents as strings (codegen's documentMode 'string'), so graphql-request only needs each document's
 * operation type and name; shipping graphql's whole parser for that would cost ~11 KB gzipped of the first
 * load. The gateway, codegen and every Node tool still use the real package.
 */
export const Kind = { OPERATION_DEFINITION: 'OperationDefinition' } as const;

interface OperationOnlyDocument {
  kind: 'Document';
  definitions: {
    kind: typeof Kind.OPERATION_DEFINITION;
    operation: 'query' | 'mutation' | 'subscription';
    name: { kind: 'Name'; value: string };
  }[];
}

/** Finds the named operation of a generated document (its fragments are ignored). */
export function parse(source: string): OperationOnlyDocument {
  const match = /(?:^|[\s}])(query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(source);
  if (!match) throw new Error('The document has no named operation');
  const operation = match[1] as 'query' | 'mutation' | 'subscription';
  return {
    kind: 'Document',
    definitions: [
      { kind: Kind.OPERATION_DEFINITION, operation, name: { kind: 'Name', value: match[2] ?? '' } },
    ],
  };
}

/** Never needed: documents are already strings. */
export function print(): never {
  throw new Error('print is not available in the browser: send documents as strings');
}
