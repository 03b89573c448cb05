/**
 * Variables for one of the app's operations, drawn from the types its variable definitions name in the
 * gateway's schema, each part maybe malformed (./malformed-values.ts): the gateway's side of the fuzz.
 */
import fc from 'fast-check';
import {
  buildASTSchema,
  isEnumType,
  Kind,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { readSchemaSources } from '../../../gateway/src/schema';
import { badValue, malformedObject, maybeMalformed } from './malformed-values';

export function gatewaySchema(): GraphQLSchema {
  return buildASTSchema(parse(readSchemaSources().join('\n')));
}

/** The variables an operation declares, name and type, as its document writes them. */
export function variablesOf(
  schema: GraphQLSchema,
  text: string,
): { name: string; type: GraphQLInputType }[] {
  const operation = parse(text).definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  return (operation?.variableDefinitions ?? []).map((definition) => {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) throw new Error(`unknown type of $${definition.variable.name.value}`);
    return { name: definition.variable.name.value, type };
  });
}

function valid(type: GraphQLInputType, ids: readonly string[]): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valid(type.ofType, ids);
  if (isListType(type)) return fc.array(valueOf(type.ofType, ids), { maxLength: 3 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.name));
  if (isInputObjectType(type)) {
    return malformedObject(
      Object.fromEntries(
        Object.values(type.getFields()).map((field) => [field.name, valueOf(field.type, ids)]),
      ),
    );
  }
  switch (type.name) {
    case 'ID':
      return fc.oneof(fc.uuid(), fc.constantFrom(...ids), fc.string());
    case 'Int':
      return fc.integer();
    case 'Float':
      return fc.double();
    case 'Boolean':
      return fc.boolean();
    case 'String':
      return fc.string();
    default:
      return badValue;
  }
}

/** A value of `type`, or near it: every part may be malformed. */
export function valueOf(type: GraphQLInputType, ids: readonly string[]): fc.Arbitrary<unknown> {
  return maybeMalformed(valid(type, ids));
}

/** All of an operation's variables: each maybe malformed or missing, sometimes one added. */
export function variablesFor(
  variables: { name: string; type: GraphQLInputType }[],
  ids: readonly string[],
): fc.Arbitrary<Record<string, unknown>> {
  return malformedObject(
    Object.fromEntries(variables.map(({ name, type }) => [name, valid(type, ids)])),
  );
}
