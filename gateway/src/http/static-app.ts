import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import {
  CONTENT_ENCODINGS,
  ENCODED_FILE_SUFFIX,
  encodingFor,
  type ContentEncoding,
} from './content-encoding';
import {
  FRAME_PAGE_FILE,
  FRAME_SESSION_PAGE_FILE,
  PAGE_FILE,
  SESSION_PAGE_FILE,
} from './page-files';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built app (dist/app) in production. Paths without a file extension are app routes, answered with
 * the page the build rendered for that path when there is one, else the frame's page, so that the router handles
 * them (deep links, reloads); with the session cookie, the same page as it paints for a signed-in user
 * (page-files.ts). A missing file with an extension is a 404, so a broken asset link fails visibly instead of
 * returning HTML.
 */
export async function serveStaticApp(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  hasSessionCookie: boolean,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://app.invalid').pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  const file = resolveInside(root, pathname);
  if (file === null) {
    res.writeHead(404).end();
    return;
  }
  if (await isFile(file)) return sendFile(file, req, res);
  if (extname(pathname) === '') {
    // A route with a fixed path has its own page (scripts/vite/prerender.ts); any other has the frame's.
    const [pageFile, sessionPageFile] = (await isFile(join(file, PAGE_FILE)))
      ? [join(file, PAGE_FILE), join(file, SESSION_PAGE_FILE)]
      : [join(root, FRAME_PAGE_FILE), join(root, FRAME_SESSION_PAGE_FILE)];
    const page = hasSessionCookie && (await isFile(sessionPageFile)) ? sessionPageFile : pageFile;
    // A build without frame pages (the tests' fixtures, an older build): index.html, as before.
    return sendFile((await isFile(page)) ? page : join(root, PAGE_FILE), req, res, {
      variesByCookie: true,
    });
  }
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
}

/** The file for a URL path, or null when the path escapes the root (`..`, NUL). */
function resolveInside(root: string, pathname: string): string | null {
  if (pathname.includes('\0')) return null;
  const file = normalize(join(root, pathname));
  const rootWithSep = root.endsWith(sep) ? root : root + sep;
  return file === root || file.startsWith(rootWithSep) ? file : null;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The build's compressed copies of `file` (scripts/vite/precompress.ts writes `x.js.br` and `x.js.gz` next to
 * `x.js`), in the server's order of preference. Looked up on each request: a rebuild needs no restart.
 */
async function encodedCopies(file: string): Promise<ContentEncoding[]> {
  const present = await Promise.all(
    CONTENT_ENCODINGS.map((encoding) => isFile(file + ENCODED_FILE_SUFFIX[encoding])),
  );
  return CONTENT_ENCODINGS.filter((_, index) => present[index]);
}

/**
 * Sends `file`, or its compressed copy in the best encoding the request accepts (with Content-Encoding and
 * Vary: Accept-Encoding, so that caches keep one copy per encoding).
 */
async function sendFile(
  file: string,
  req: IncomingMessage,
  res: ServerResponse,
  { variesByCookie = false } = {},
): Promise<void> {
  const copies = await encodedCopies(file);
  const encoding = copies.length > 0 ? encodingFor(req, copies) : null;
  const sent = encoding === null ? file : file + ENCODED_FILE_SUFFIX[encoding];
  let size: number;
  try {
    size = (await stat(sent)).size;
  } catch {
    res.writeHead(404).end();
    return;
  }
  const isHtml = extname(file) === '.html';
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': size,
    ...(encoding === null ? {} : { 'content-encoding': encoding }),
    ...varyHeader({ byEncoding: copies.length > 0, byCookie: variesByCookie }),
    // Vite fingerprints everything under assets/; index.html must be revalidated to pick up a new build.
    'cache-control': file.includes(`${sep}assets${sep}`)
      ? 'public, max-age=31536000, immutable'
      : isHtml
        ? 'no-cache'
        : 'public, max-age=3600',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await new Promise<void>((resolve) => {
    const stream = createReadStream(sent);
    stream.on('error', () => {
      res.destroy();
      resolve();
    });
    stream.on('end', resolve);
    stream.pipe(res);
  });
}

/** Which request headers chose the response, for caches: the encoding, and for a route's page the cookie. */
function varyHeader({ byEncoding, byCookie }: { byEncoding: boolean; byCookie: boolean }) {
  const headers = [...(byEncoding ? ['Accept-Encoding'] : []), ...(byCookie ? ['Cookie'] : [])];
  return headers.length === 0 ? {} : { vary: headers.join(', ') };
}
