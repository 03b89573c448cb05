/**
 * Wraps the data a gateway mock returns in ⟦ ⟧, so that in the pseudo language text that came from the
 * gateway (names, addresses, the server's own messages) counts as "not hard-coded", like catalogue text.
 *
 * Only values the schema types as `String` are wrapped: IDs, enums, numbers and booleans keep their values
 * so the screen takes the same branches as in English. Strings that a screen parses rather than shows
 * (ISO dates, URLs) are left alone as well.
 */
import {
  GraphQLString,
  Kind,
  execute,
  getNamedType,
  parse,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import type { GatewayMockAnswer, GatewayMocks } from '../../src/testing/gateway-mock';

const machineReadable = [
  /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, // ISO 8601 date or date-time
  /^[a-z][a-z0-9+.-]*:/i, // a URL with a scheme (https:, mailto:, tel:)
  /^\//, // a path
];

/** Wraps one string in ⟦ ⟧ unless it is already wrapped or meant for a machine. */
export function pseudoWrap(value: string): string {
  if (
    value === '' ||
    value.startsWith('⟦') ||
    machineReadable.some((pattern) => pattern.test(value))
  ) {
    return value;
  }
  return `⟦${value}⟧`;
}

/** Schema-free fallback: every string except identifiers (by field name) and machine-readable values. */
export function pseudoWrapAnyStrings(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    return key === 'id' || key === '__typename' || /(Id|Guid|Code)$/.test(key)
      ? value
      : pseudoWrap(value);
  }
  if (Array.isArray(value)) return value.map((item) => pseudoWrapAnyStrings(item, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, pseudoWrapAnyStrings(item, name)]),
    );
  }
  return value;
}

/** Reads each field's value from the mock data by its response key (alias), wrapping String leaves. */
const wrapStringsByType: GraphQLFieldResolver<unknown, unknown> = (
  source,
  _args,
  _context,
  info,
) => {
  const value = (source as Record<string, unknown> | null)?.[info.path.key as string];
  if (getNamedType(info.returnType) !== GraphQLString) return value;
  const wrap = (item: unknown): unknown =>
    typeof item === 'string' ? pseudoWrap(item) : Array.isArray(item) ? item.map(wrap) : item;
  return wrap(value);
};

/**
 * Operation documents by operation name, from codegen's manifest of persisted documents
 * (src/gql/persisted-documents.json: the text the gateway runs for each id the app sends), so a mock answer
 * can be read against the query that asked for it.
 */
export function operationsByName(manifest: Record<string, string>): Map<string, DocumentNode> {
  const operations = new Map<string, DocumentNode>();
  for (const text of Object.values(manifest)) {
    const document = parse(text);
    for (const definition of document.definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) {
        operations.set(definition.name.value, document);
      }
    }
  }
  return operations;
}

/** The answer with its data's strings wrapped (typed by the schema when the operation is known). */
export function pseudoAnswer(
  answer: GatewayMockAnswer,
  operation: {
    name: string;
    document: DocumentNode | undefined;
    variables: Record<string, unknown>;
  },
  schema: GraphQLSchema,
): GatewayMockAnswer {
  if ('pending' in answer || 'networkError' in answer) return answer;
  if ('errorCode' in answer) {
    return answer.serverMessage === undefined
      ? answer
      : { ...answer, serverMessage: pseudoWrap(answer.serverMessage) };
  }
  if (operation.document) {
    const result = execute({
      schema,
      document: operation.document,
      operationName: operation.name,
      rootValue: answer.data,
      variableValues: operation.variables,
      fieldResolver: wrapStringsByType,
    });
    // A mock that does not match the schema (a missing non-null field) still renders in a story; fall back
    // rather than fail here, so the check reports text, not mock shapes.
    if (!(result instanceof Promise) && !result.errors?.length) return { data: result.data };
  }
  return { data: pseudoWrapAnyStrings(answer.data) };
}

/**
 * The same mocks, answering in the pseudo language. `fallback` answers operations the mocks do not name
 * (a Proxy-free way to give every operation one answer, e.g. pending or an error).
 */
export function pseudoGatewayMocks(
  mocks: GatewayMocks,
  {
    schema,
    operations,
    fallback,
  }: {
    schema: GraphQLSchema;
    operations: Map<string, DocumentNode>;
    fallback?: GatewayMockAnswer;
  },
): GatewayMocks {
  const names = new Set([...Object.keys(mocks), ...(fallback ? operations.keys() : [])]);
  return Object.fromEntries(
    [...names].map((name) => [
      name,
      async (variables: Record<string, unknown>) => {
        const mock = mocks[name];
        const answer = typeof mock === 'function' ? await mock(variables) : (mock ?? fallback);
        if (!answer) return { errorCode: 'common.unexpected' };
        return pseudoAnswer(answer, { name, document: operations.get(name), variables }, schema);
      },
    ]),
  );
}

/**
 * A story's args in the pseudo language. Args stand for what the parent passes in, which in the app is
 * gateway data or catalogue text: strings that read as words (a space, or a capitalised word) are wrapped;
 * strings that look like options (`full`, `noPharmacy`), URLs and dates are not. `children` is the
 * story's own sample content around the part it shows, so it is replaced by bracketed sample text.
 */
export function pseudoArgs(
  args: Record<string, unknown>,
  sampleContent: () => unknown,
): Record<string, unknown> {
  const wrap = (value: unknown): unknown => {
    if (typeof value === 'string') {
      return /\s/.test(value) || /^\p{Lu}\p{Ll}/u.test(value) ? pseudoWrap(value) : value;
    }
    if (Array.isArray(value)) return value.map(wrap);
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, wrap(item)]));
    }
    return value;
  };
  return Object.fromEntries(
    Object.entries(args).map(([name, value]) => [
      name,
      name === 'children' && value !== undefined ? sampleContent() : wrap(value),
    ]),
  );
}
