/**
 * Building blocks for route JSON schemas. Every object refuses properties it does not name
 * (`additionalProperties: false`, docs/rest-api.md) and every string has a maximum length, so oversized
 * input is refused before any handler runs.
 */

type JsonSchema = Record<string, unknown>;

/** An object with exactly these properties, the `required` ones mandatory. */
export function strictObject(
  properties: Record<string, JsonSchema>,
  required: string[] = Object.keys(properties),
): JsonSchema {
  return { type: 'object', additionalProperties: false, properties, required };
}

/** For routes that take no query parameters: any parameter is refused. */
export const noQuerystring = strictObject({});

/** For bodies that must be `{}` (docs/rest-api.md im1AccountDetails). */
export const emptyBody = strictObject({});

// RFC 5321 limits a forward path to 256 octets including the angle brackets: 254 for the address.
export const emailAddress: JsonSchema = { type: 'string', minLength: 1, maxLength: 254 };

export const uuid: JsonSchema = { type: 'string', format: 'uuid', maxLength: 36 };

export function boundedString(maxLength: number, minLength = 1): JsonSchema {
  return { type: 'string', minLength, maxLength };
}
