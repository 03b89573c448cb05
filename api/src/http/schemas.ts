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

// Long enough for any passphrase, short enough that hashing it costs nothing extra.
export const password: JsonSchema = { type: 'string', minLength: 1, maxLength: 256 };

/** spec part 1 §7 and part 2 §7: the app sends `platform: "web"` with sign-in and password-reset requests. */
export const webPlatform: JsonSchema = { type: 'string', enum: ['web'] };

// Our refresh and password-reset tokens are 43 base64url characters; allow some room for other token formats.
export const opaqueToken: JsonSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 512,
  pattern: '^[A-Za-z0-9_-]+$',
};

export function boundedString(maxLength: number, minLength = 1): JsonSchema {
  return { type: 'string', minLength, maxLength };
}

/** An optional property that may also be sent as null (a GraphQL gateway forwards unset inputs as null). */
export function orNull(schema: JsonSchema): JsonSchema {
  const { type, enum: values, ...rest } = schema;
  return {
    ...rest,
    type: [type, 'null'],
    ...(Array.isArray(values) ? { enum: [...(values as unknown[]), null] } : {}),
  };
}

/** A string with at least one character that is not white space ("non-blank", spec part 1 §5). */
export function nonBlankString(maxLength: number): JsonSchema {
  return { type: 'string', minLength: 1, maxLength, pattern: '\\S' };
}

/** For calls the app makes with no body (spec part 1 §7 "none"): a missing body counts as `{}`. */
export async function treatMissingBodyAsEmpty(request: { body: unknown }): Promise<void> {
  request.body ??= {};
}
