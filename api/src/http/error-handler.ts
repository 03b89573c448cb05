import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { ApiError, type ErrorBody, type FieldReason } from './api-error';

/**
 * Renders every failure in the contract's error shape (docs/rest-api.md): our own ApiErrors, JSON-schema
 * validation failures (400 `validation` with field reasons), Fastify's request errors (bad JSON, too large,
 * wrong media type) and unknown routes. Anything else is a 500 whose details go to the log, never to the
 * client: no stack traces, no SQL.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | ApiError>((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.toBody());
    }
    if (error.validation) {
      return reply
        .code(400)
        .send(validationBody(reasonsFromSchemaErrors(error.validation, error.validationContext)));
    }
    const known = requestErrors[error.code];
    if (known) return reply.code(known.status).send(known.body);
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'request refused');
      return reply
        .code(error.statusCode)
        .send(errorBody('request.invalid', 'The request could not be processed.'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(errorBody('server.error', 'Something went wrong on the server.'));
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send(errorBody('route.notFound', 'There is no such endpoint.')),
  );
}

function errorBody(code: string, message: string, reasons?: FieldReason[]): ErrorBody {
  return { code, message, show: false, ...(reasons ? { reasons } : {}) };
}

function validationBody(reasons: FieldReason[]): ErrorBody {
  return errorBody('validation', 'The request is not valid.', reasons);
}

/** Fastify's own request errors that have a contract-shaped answer. */
const requestErrors: Partial<Record<string, { status: number; body: ErrorBody }>> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    body: validationBody([{ field: 'body', reason: 'required' }]),
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    body: validationBody([{ field: 'body', reason: 'invalidJson' }]),
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    body: validationBody([{ field: 'body', reason: 'invalidContentLength' }]),
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    body: errorBody('request.tooLarge', 'The request body is too large.'),
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    body: errorBody('request.unsupportedMediaType', 'Send the body as application/json.'),
  },
};

/**
 * Turns Ajv errors into `{ field, reason }`: `field` is the dotted path inside the request part (`username`,
 * `items.0.name`), or the part itself (`body`, `querystring`) for the whole; `reason` is the failed rule
 * (`required`, `notAllowed` for an unexpected property, `type`, `maxLength`, `format`…), stable enough for
 * the gateway to map without parsing English.
 */
export function reasonsFromSchemaErrors(
  errors: FastifySchemaValidationError[],
  part: string | undefined,
): FieldReason[] {
  return errors.map((error) => {
    const path = error.instancePath
      .split('/')
      .filter(Boolean)
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
      return { field: [...path, error.params.missingProperty].join('.'), reason: 'required' };
    }
    if (
      error.keyword === 'additionalProperties' &&
      typeof error.params.additionalProperty === 'string'
    ) {
      return { field: [...path, error.params.additionalProperty].join('.'), reason: 'notAllowed' };
    }
    return { field: path.length > 0 ? path.join('.') : (part ?? 'body'), reason: error.keyword };
  });
}
