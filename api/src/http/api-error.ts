/** One field's problem, as the contract lists them in `reasons` (docs/rest-api.md). */
export interface FieldReason {
  field: string;
  reason: string;
}

/** The one error body every failure uses (docs/rest-api.md "Error body shape"). */
export interface ErrorBody {
  code: string;
  message: string;
  /** True only where `message` is written for the patient to read (spec part 1 §5). */
  show: boolean;
  reasons?: FieldReason[];
}

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
