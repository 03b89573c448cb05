/**
 * Build-only Vite plugin: once the build is written, stores a brotli (`x.js.br`) and a gzip (`x.js.gz`) copy
 * next to every text file of the output, so that the gateway serves compressed files without compressing on
 * each request (gateway/src/http/static-app.ts picks the copy by Accept-Encoding; issue #20). Node's zlib
 * only: no dependency. Shipped files get the smallest settings (brotli quality 11, gzip level 9), which cost
 * build time once; source maps, which only developer tools fetch and which are most of the bytes, get fast
 * settings. A copy that would not be smaller is not written (the file goes out as it is).
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { ENCODED_FILE_SUFFIX } from '../../gateway/src/http/content-encoding.ts';
import { afterBuildWritten } from './after-build-written.ts';

/** Text formats the build writes or copies from public/: the responses that must go out compressed. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
  '.map',
]);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes the `.br` and `.gz` copies of `file`; returns the encodings written. */
export async function precompressFile(file: string): Promise<string[]> {
  const content = await readFile(file);
  const quick = file.endsWith('.map');
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: quick ? 5 : zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: quick ? 6 : 9 }),
  ]);
  const written: string[] = [];
  for (const [encoding, copy] of [
    ['br', br],
    ['gzip', gz],
  ] as const) {
    if (copy.length >= content.length) continue;
    await writeFile(file + ENCODED_FILE_SUFFIX[encoding], copy);
    written.push(encoding);
  }
  return written;
}

/** Every compressible file under `dir`, recursively. */
export async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE_EXTENSIONS.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function precompress(): Plugin {
  return afterBuildWritten('precompress', async (outDir) => {
    const files = await compressibleFiles(outDir);
    await Promise.all(files.map((file) => precompressFile(file)));
  });
}
