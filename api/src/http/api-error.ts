import { Type, type Static } from '@sinclair/typebox';

/** One field's problem; `field` is the dotted path inside the body, query or parameters (`items.0.type`). */
export const FieldReason = Type.Object({ field: Type.String(), reason: Type.String() });
export type FieldReason = Static<typeof FieldReason>;

/** ErrorBody's name in the OpenAPI document's components, by which every answer refers to it. */
export const ERROR_BODY_ID = 'ErrorBody';

/** The one error body every failure uses (docs/rest-api.md "Errors"). */
export const ErrorBody = Type.Object(
  {
    code: Type.String({ description: 'Stable, dotted: what the gateway maps, never the message.' }),
    message: Type.String(),
    show: Type.Boolean({
      description: 'True only where `message` is written for the patient to read (spec part 1 §5).',
    }),
    reasons: Type.Optional(Type.Array(FieldReason)),
  },
  { $id: ERROR_BODY_ID },
);
export type ErrorBody = Static<typeof ErrorBody>;

/**
 * A failure the API means to report: thrown from a handler or hook and rendered by the error handler
 * (./error-handler.ts) with its status and code. `message` is for developers unless `show` is set.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly show: boolean;
  readonly reasons: FieldReason[] | undefined;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    options: { show?: boolean; reasons?: FieldReason[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.show = options.show ?? false;
    this.reasons = options.reasons;
    this.headers = options.headers ?? {};
  }

  toBody(): ErrorBody {
    return {
      code: this.code,
      message: this.message,
      show: this.show,
      ...(this.reasons ? { reasons: this.reasons } : {}),
    };
  }
}

/** 401 for a missing, invalid or expired access token (RFC 6750 §3 asks for the WWW-Authenticate header). */
export function invalidAccessToken(): ApiError {
  return new ApiError(401, 'token.invalid', 'The access token is missing, invalid or expired.', {
    headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
  });
}
