import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ApiError, type FieldReason } from './api-error';

// spec part 1 §7 and §9: every request from the app says which app version and platform it is.
export const CLIENT_VERSION = '2.7.8';
export const CLIENT_PLATFORM = 'Web';

/**
 * An onRequest hook that refuses callers without the API key (401 `apiKey.invalid`), then callers whose
 * X-Version / X-Platform are missing or not the web app's (400 `headers.invalid`, listing each header),
 * as docs/rest-api.md "Every request" says. The key is checked first so a caller without it learns nothing
 * else about the API.
 */
export function requireClientHeaders(apiKey: string): onRequestAsyncHookHandler {
  const expectedKeyDigest = digest(apiKey);
  return async (request: FastifyRequest) => {
    const key = singleHeader(request, 'x-api-key');
    // Compare digests of equal length in constant time, so timing does not reveal the key.
    if (key === undefined || !timingSafeEqual(digest(key), expectedKeyDigest)) {
      throw new ApiError(401, 'apiKey.invalid', 'The X-Api-Key header is missing or wrong.');
    }
    const reasons: FieldReason[] = [];
    const version = singleHeader(request, 'x-version');
    if (version !== CLIENT_VERSION) {
      reasons.push({
        field: 'X-Version',
        reason: version === undefined ? 'required' : 'unsupported',
      });
    }
    const platform = singleHeader(request, 'x-platform');
    if (platform !== CLIENT_PLATFORM) {
      reasons.push({
        field: 'X-Platform',
        reason: platform === undefined ? 'required' : 'unsupported',
      });
    }
    if (reasons.length > 0) {
      throw new ApiError(400, 'headers.invalid', 'Required client headers are missing or wrong.', {
        reasons,
      });
    }
  };
}

/** The header's value when sent exactly once; a repeated header counts as wrong. */
function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : Array.isArray(value) ? '' : undefined;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
