import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  compressDynamic,
  COMPRESSION_MIN_BYTES,
  encodingFor,
  varyOnAcceptEncoding,
} from './content-encoding';

/** Streamed GraphQL answers (server-sent events, multipart) go out as they come, never buffered. */
const STREAMED = /^(text\/event-stream|multipart\/)/i;

/**
 * Writes a fetch Response (Yoga's answer) to the node response, compressed on the fly in the best encoding
 * the request accepts when its body is over 1 KB (issue #20). Every answer says `Vary: Accept-Encoding`.
 */
export async function sendCompressed(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  headers.vary = varyOnAcceptEncoding(headers.vary ?? res.getHeader('vary'));

  const contentType = response.headers.get('content-type') ?? '';
  if (response.body === null || STREAMED.test(contentType)) {
    res.writeHead(response.status, headers);
    if (response.body === null || req.method === 'HEAD') {
      res.end();
      return;
    }
    for await (const chunk of response.body) res.write(chunk);
    res.end();
    return;
  }
  let body: Buffer = Buffer.from(await response.arrayBuffer());
  const encoding = body.length > COMPRESSION_MIN_BYTES ? encodingFor(req) : null;
  if (encoding !== null) {
    body = await compressDynamic(body, encoding);
    headers['content-encoding'] = encoding;
  }
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
