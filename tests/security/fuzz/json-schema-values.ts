/**
 * Values drawn from a route's JSON Schema as api/openapi.json states it (the TypeBox schemas of api/src),
 * each part maybe malformed (./malformed-values.ts): the API's side of the fuzz.
 */
import fc from 'fast-check';
import { badValue, malformedObject, maybeMalformed } from './malformed-values';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
}

/** Ids the seed knows (api/src/demo/seed-ids.ts), so a well-formed id sometimes names a real row. */
export interface KnownValues {
  ids: readonly string[];
}

function stringOf(schema: JsonSchema, known: KnownValues): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.oneof(fc.uuid(), fc.constantFrom(...known.ids));
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    default: {
      const minLength = Math.min(schema.minLength ?? 0, 40);
      return fc.string({
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 40)),
      });
    }
  }
}

function ofType(type: string, schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringOf(schema, known);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? valuesOf(schema.items, known) : badValue, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return malformedObject(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, value]) => [
            key,
            valuesOf(value, known),
          ]),
        ),
      );
    default:
      return badValue;
  }
}

/** A value of `schema`'s shape, or near it: every part may be malformed. */
export function valuesOf(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return maybeMalformed(fc.constant(schema.const));
  if (schema.enum) return maybeMalformed(fc.constantFrom(...schema.enum));
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices && choices.length > 0)
    return fc.oneof(...choices.map((choice) => valuesOf(choice, known)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return badValue;
  return maybeMalformed(fc.oneof(...types.map((type) => ofType(type, schema, known))));
}
