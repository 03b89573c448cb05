import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  type ASTVisitor,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { ErrorCode, gatewayError, isGraphQLError } from './errors';

/**
 * Limits on what one request may ask (issue #21; OWASP ASVS 5 V4 GraphQL). The app's largest operation is far
 * inside each (gateway/src/request-limits.test.ts checks every persisted document against them).
 */
export const REQUEST_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 1_000,
  maxDirectives: 10,
  /** Root fields of a mutation: one, so one request cannot try a thousand passwords or letters. */
  maxMutationFields: 1,
} as const;

/**
 * GraphQL Armor's depth, alias, token and directive limits (tokens are counted while parsing, so a huge
 * document is refused before it is built), no "did you mean" field suggestions, and at most one mutation
 * field per request. Refusals become `common.unexpected` like every other error the app did not cause on
 * purpose (see `codesOnlyPlugin`).
 */
export function requestLimitsPlugins(): Plugin[] {
  return [
    EnvelopArmorPlugin({
      // Depth counts fields, not the fragments that group them (the medical record's spreads would add four).
      maxDepth: { n: REQUEST_LIMITS.maxDepth, flattenFragments: true, exposeLimits: false },
      maxAliases: { n: REQUEST_LIMITS.maxAliases, exposeLimits: false },
      maxTokens: { n: REQUEST_LIMITS.maxTokens, exposeLimits: false },
      maxDirectives: { n: REQUEST_LIMITS.maxDirectives, exposeLimits: false },
      // Cost analysis adds little to depth and alias limits over a schema without lists of lists.
      costLimit: { enabled: false },
      blockFieldSuggestion: { enabled: true },
    }),
    {
      onValidate({ addValidationRule }) {
        addValidationRule(oneMutationField);
      },
    },
  ];
}

/** A validation rule: a mutation's root selection (fragments included) holds at most one field. */
export function oneMutationField(context: ValidationContext): ASTVisitor {
  const fragments = new Map(
    context
      .getDocument()
      .definitions.flatMap((definition) =>
        definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [],
      ),
  );
  const countFields = (selectionSet: SelectionSetNode, seen: Set<string>): number =>
    selectionSet.selections.reduce((total, selection) => {
      if (selection.kind === Kind.FIELD) return total + 1;
      if (selection.kind === Kind.INLINE_FRAGMENT)
        return total + countFields(selection.selectionSet, seen);
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) return total;
      return total + countFields(fragment.selectionSet, new Set([...seen, name]));
    }, 0);
  return {
    OperationDefinition(node) {
      if (node.operation !== OperationTypeNode.MUTATION) return;
      if (countFields(node.selectionSet, new Set()) > REQUEST_LIMITS.maxMutationFields)
        context.reportError(new GraphQLError('one mutation per request', { nodes: [node] }));
    },
  };
}

/**
 * The last step before an answer leaves: every error carries a catalogue key (or UNAUTHENTICATED) as both its
 * code and its message, and nothing else of what went wrong. Errors the gateway raised on purpose already do;
 * GraphQL's own (parse, validation, variable coercion, the limits above, a malformed body) carry English that
 * may quote the request or name the schema, and become `common.unexpected`.
 */
export function codesOnlyPlugin(): Plugin {
  return {
    onResultProcess(payload) {
      const { result } = payload;
      if (Array.isArray(result) || !isExecutionResult(result) || !result.errors) return;
      payload.setResult({ ...result, errors: result.errors.map(codesOnly) });
    },
  };
}

function isExecutionResult(
  value: unknown,
): value is { errors?: readonly unknown[]; data?: unknown; extensions?: unknown } {
  return typeof value === 'object' && value !== null && !(Symbol.asyncIterator in value);
}

function codesOnly(error: unknown): GraphQLError {
  if (isGraphQLError(error)) {
    const code = error.extensions['code'];
    if (typeof code === 'string' && error.message === code) return error;
  }
  const refused = gatewayError(ErrorCode.unexpected);
  // Keep the HTTP status a refusal had (400 for a malformed request), never its words. Made by Yoga's own
  // GraphQLError class, which it recognises when it strips `http` from the body.
  const http = isGraphQLError(error) ? error.extensions['http'] : undefined;
  return http === undefined
    ? refused
    : createGraphQLError(refused.message, { extensions: { ...refused.extensions, http } });
}
