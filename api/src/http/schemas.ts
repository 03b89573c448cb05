/**
 * Building blocks for the route schemas (TypeBox, so one definition gives Ajv its JSON schema, the handlers
 * their types and api/openapi.json its shapes). Every request object refuses properties it does not name
 * (`additionalProperties: false`) and every string has a maximum length, so oversized input is refused before
 * any handler runs.
 */
import {
  Type,
  type ObjectOptions,
  type SchemaOptions,
  type Static,
  type TProperties,
  type TBoolean,
  type TSchema,
  type TString,
  type TUnsafe,
} from '@sinclair/typebox';
import { EMAIL_ADDRESS_MAX_LENGTH } from '../contract';
import { ERROR_BODY_ID, type ErrorBody } from './api-error';

/** An object with exactly these properties; wrap a property in `Type.Optional` when it may be left out. */
export function strictObject<T extends TProperties>(properties: T, options: ObjectOptions = {}) {
  return Type.Object(properties, { ...options, additionalProperties: false });
}

/** For routes that take no query parameters: any parameter is refused. */
export const noQuerystring = strictObject({});

/** For bodies that must be `{}` (the list calls and im1AccountDetails). */
export const emptyBody = strictObject({});

/**
 * One of these strings, as a plain JSON-schema `enum` (TypeBox's literal unions become `anyOf`, whose errors
 * would name every branch instead of one `enum` reason).
 */
export function stringEnum<const T extends readonly string[]>(values: T): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });
}

/** A property the app always sends with one value (spec part 1 §3 registration payload fields). */
export function onlyValue<const T extends string | boolean>(value: T): TUnsafe<T> {
  return Type.Unsafe<T>({ type: typeof value, enum: [value] });
}

export const emailAddress = Type.String({ minLength: 1, maxLength: EMAIL_ADDRESS_MAX_LENGTH });

export const uuid = Type.String({ format: 'uuid', maxLength: 36 });

// Long enough for any passphrase, short enough that hashing it costs nothing extra.
export const password = Type.String({ minLength: 1, maxLength: 256 });

/** spec part 1 §7 and part 2 §7: the app sends `platform: "web"` with sign-in and password-reset requests. */
export const webPlatform = onlyValue('web');

// Our refresh and password-reset tokens are 43 base64url characters; allow some room for other token formats.
export const opaqueToken = Type.String({
  minLength: 1,
  maxLength: 512,
  pattern: '^[A-Za-z0-9_-]+$',
});

export function boundedString(maxLength: number, minLength = 1) {
  return Type.String({ minLength, maxLength });
}

/** A string with at least one character that is not white space ("non-blank", spec part 1 §5). */
export function nonBlankString(maxLength: number) {
  return Type.String({ minLength: 1, maxLength, pattern: '\\S' });
}

/**
 * A value that may also be sent as null (the GraphQL gateway forwards unset inputs as null). Written as
 * `type: [type, "null"]` rather than `anyOf`, so a bad value gets one reason, not one per branch.
 */
export function orNull<T extends TSchema>(schema: T) {
  const { type, enum: values, ...rest } = schema as Record<string, unknown>;
  return Type.Unsafe<Static<T> | null>({
    ...rest,
    type: [type, 'null'],
    ...(Array.isArray(values) ? { enum: [...(values as unknown[]), null] } : {}),
  });
}

/** A property that may be left out or sent as null. */
export function optionalOrNull<T extends TSchema>(schema: T) {
  return Type.Optional(orNull(schema));
}

/** An object of true/false flags, one per name (feature switches, integration settings). */
export function booleanFlags<const K extends string>(names: readonly K[]) {
  return Type.Object(
    Object.fromEntries(names.map((name) => [name, Type.Boolean()])) as Record<K, TBoolean>,
  );
}

/** An object of strings, one per name. */
export function stringFields<const K extends string>(names: readonly K[]) {
  return Type.Object(
    Object.fromEntries(names.map((name) => [name, Type.String()])) as Record<K, TString>,
  );
}

/** A value in an answer that may be null (answers are serialised, not validated, so `anyOf` is fine). */
export function nullable<T extends TSchema>(schema: T, options: SchemaOptions = {}) {
  return Type.Union([schema, Type.Null()], options);
}

/** For calls the app makes with no body (spec part 1 §7 "none"): a missing body counts as `{}`. */
export async function treatMissingBodyAsEmpty(request: { body: unknown }): Promise<void> {
  request.body ??= {};
}

/** A 204 answer: no body (`type: "null"` is what @fastify/swagger reads as "no content"). */
export const noContent = Type.Unsafe<undefined>({ type: 'null', description: 'No content' });

/**
 * The statuses a client route can answer besides its own: 400 (bad client headers or a body, query or
 * parameter that breaks the schema), 401 (wrong API key, or a missing or expired access token), 500.
 */
const everyRouteRefusal = [400, 401, 500] as const;

/** What a request with a JSON body can additionally get: too large, or not JSON. */
const bodyRefusal = [413, 415] as const;

/** The shared ErrorBody schema by reference (registered once with addSchema, ./openapi.ts). */
const errorBodyRef = Type.Unsafe<ErrorBody>(Type.Ref(ERROR_BODY_ID));

type CommonRefusal = (typeof everyRouteRefusal)[number];
type BodyRefusal = (typeof bodyRefusal)[number];

/**
 * A route's `response` schemas: its successful answers, plus the error body for every failure status, the
 * common ones (`everyRouteRefusal`, and `bodyRefusal` with `{ body: true }`) and the route's own. Naming
 * every answer matters: Fastify serialises with these schemas and leaves out any property they do not list.
 */
export function replies<
  const S extends Record<number, TSchema>,
  const Own extends number = never,
  const WithBody extends boolean = false,
>(
  success: S,
  own: readonly Own[] = [],
  options: { body?: WithBody } = {},
): S & {
  [K in CommonRefusal | Own | (WithBody extends true ? BodyRefusal : never)]: typeof errorBodyRef;
} {
  const statuses = [...everyRouteRefusal, ...(options.body ? bodyRefusal : []), ...own];
  const errors = Object.fromEntries(statuses.map((status) => [status, errorBodyRef]));
  return { ...errors, ...success };
}
