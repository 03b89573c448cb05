import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { ErrorCode } from './errors';

/**
 * The request body limit, as Yoga's `maxRequestBodySize` sets it but cheaper (issue #20). Yoga pipes every body
 * through a byte-counting stream, and that pipeline cost ~5 % of the gateway's CPU per `me` (an AbortError built
 * with its stack when each pipeline finishes). A body with a Content-Length needs no counting: Node's HTTP
 * parser ends the body there and refuses a request that also says Transfer-Encoding, so the header is checked
 * alone. Only a chunked body (no Content-Length) is counted, as it is read. The refusals leave the gateway as
 * Yoga's did once `codesOnlyPlugin` had reworded them: `common.unexpected`, with Yoga's HTTP status (413, or 400
 * for a malformed length).
 * Must come after every request parser (yoga.ts lists it last), so it limits whichever one was chosen.
 */
export function requestBodyLimitPlugin(limit: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const contentLength = request.headers.get('content-length');
      if (contentLength !== null) {
        if (!/^\d+$/.test(contentLength)) throw refused(400);
        if (Number(contentLength) > limit) throw refused(413);
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
      throw refused(413);
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

/** The catalogue's refusal with an HTTP status (Yoga's GraphQLError, whose `http` it takes off the body). */
function refused(status: 400 | 413) {
  return createGraphQLError(ErrorCode.unexpected, {
    extensions: { code: ErrorCode.unexpected, http: { status } },
  });
}
