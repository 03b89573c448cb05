import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';

/** The encodings the gateway sends, best first: brotli, then gzip for clients without it (issue #20). */
export type ContentEncoding = 'br' | 'gzip';
export const CONTENT_ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];

/** The file suffix of each encoding's build-time copy (scripts/vite/precompress.ts writes them). */
export const ENCODED_FILE_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Text responses over this size go out compressed (issue #20: "GraphQL responses over 1 KB"); below it,
 * compressing on the fly costs more than the bytes it saves.
 */
export const COMPRESSION_MIN_BYTES = 1024;

/**
 * The encoding to send for a request's Accept-Encoding among `offered` (in the server's order of preference),
 * or null for identity. Honours q-values (RFC 9110 §12.5.3): `q=0` refuses an encoding, `*` stands for any not
 * named; on equal q the server's order decides.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  offered: readonly ContentEncoding[] = CONTENT_ENCODINGS,
): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of offered) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** The request's preferred encoding among `offered`. */
export function encodingFor(
  req: IncomingMessage,
  offered: readonly ContentEncoding[] = CONTENT_ENCODINGS,
): ContentEncoding | null {
  return negotiateEncoding(req.headers['accept-encoding'], offered);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Bodies up to this size are compressed on the main thread: for a screen's answer (a few kilobytes) that takes
 * ~0.2 ms, while a hop through libuv's thread pool added 0.7–0.9 ms of latency under load (profiled on the
 * bench, issue #20). Larger bodies go to the pool so that one cannot hold up the others.
 */
const SYNC_COMPRESSION_MAX_BYTES = 64 * 1024;

/**
 * Compresses a dynamic response body. Brotli at quality 5 and gzip at level 6: on a JSON answer of a few
 * kilobytes both take well under a millisecond and save most of the bytes; the build's copies use the
 * slowest, smallest settings instead (they are made once).
 */
export async function compressDynamic(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  const sync = body.length <= SYNC_COMPRESSION_MAX_BYTES;
  if (encoding === 'gzip')
    return sync ? gzipSync(body, { level: 6 }) : gzipAsync(body, { level: 6 });
  const options = {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: 5,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
  return sync ? brotliCompressSync(body, options) : brotli(body, options);
}

/** Adds Accept-Encoding to a Vary header value without repeating it. */
export function varyOnAcceptEncoding(existing: string | number | string[] | undefined): string {
  const names = (Array.isArray(existing) ? existing.join(',') : String(existing ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding'))
    names.push('Accept-Encoding');
  return names.join(', ');
}
