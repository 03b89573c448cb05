/**
 * Variables for one of the app's operations, drawn from the types its variable definitions name in the
 * gateway's schema, each part maybe malformed (./malformed-values.ts): the gateway's side of the fuzz.
 */
import fc from 'fast-check';
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLInputType,
} from 'graphql';
export { gatewaySchema, variablesOf } from '../../../gateway/src/testing/operation-variables';
import { badValue, malformedObject, maybeMalformed } from './malformed-values';

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
