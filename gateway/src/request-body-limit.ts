import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * The request body limit, as Yoga's `maxRequestBodySize` sets it but cheaper (issue #20). Yoga pipes every body
 * through a byte-counting stream, and that pipeline cost ~5 % of the gateway's CPU per `me` (an AbortError built
 * with its stack when each pipeline finishes). A body with a Content-Length needs no counting: Node's HTTP
 * parser ends the body there and refuses a request that also says Transfer-Encoding, so the header is checked
 * alone. Only a chunked body (no Content-Length) is counted, as it is read. The refusals are Yoga's own (same
 * message, code and HTTP status), so they leave the gateway as before (`codesOnlyPlugin`).
 * Must come after every request parser (yoga.ts lists it last), so it limits whichever one was chosen.
 */
export function requestBodyLimitPlugin(limit: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const contentLength = request.headers.get('content-length');
      if (contentLength !== null) {
        if (!/^\d+$/.test(contentLength)) throw invalidContentLength();
        if (Number(contentLength) > limit) throw tooLarge();
        return;
      }
      if (requestParser === undefined || request.body === null) return;
      setRequestParser(async (chunked) =>
        requestParser(await readWithin(chunked, limit, fetchAPI.Request)),
      );
    },
  };
}

/** The request with its body read into memory, refused as soon as the body passes `limit` bytes. */
async function readWithin(
  request: Request,
  limit: number,
  RequestCtor: typeof Request,
): Promise<Request> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = request.body?.getReader();
  if (reader === undefined) return request;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    length += read.value.byteLength;
    if (length > limit) {
      // Released, not cancelled: cancelling would destroy the socket before the 413 is sent.
      reader.releaseLock();
      throw tooLarge();
    }
    chunks.push(read.value);
  }
  return new RequestCtor(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body: Buffer.concat(chunks),
  });
}

function tooLarge() {
  return createGraphQLError('Request body too large', {
    extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' },
  });
}

function invalidContentLength() {
  return createGraphQLError('Content-Length header is invalid.', {
    extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
  });
}
