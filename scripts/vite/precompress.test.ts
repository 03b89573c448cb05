/**
 * The built app as the gateway serves it (issue #20): every text file of a build over 1 KB goes out
 * compressed (brotli, else gzip, by Accept-Encoding, with Vary), decompresses to the file itself, and every
 * hashed file the build manifest names is cached for a year as immutable while index.html is revalidated.
 * The checks are generated from the build's own files and manifest, so a new screen's chunks are covered
 * without a new test: over a small fixture built here with the project's plugin, and over dist/app too when
 * a build is there (npm test builds it for the journeys).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_MIN_BYTES } from '../../gateway/src/http/content-encoding';
import { createGateway } from '../../gateway/src/server';
import { MemorySessionStore } from '../../gateway/src/session/session-store';
import { close, listen } from '../../gateway/src/testing/gateway-client';
import { testConfig } from '../../gateway/src/testing/test-config';
import { repositoryRoot } from '../../tests/support/repository';
import { compressibleFiles, precompress } from './precompress';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** GET without fetch's own decoding, so the bytes on the wire are what the test sees. */
function rawGet(base: string, urlPath: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const url = new URL(urlPath, base);
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

interface Manifest {
  [source: string]: { file: string; css?: string[]; assets?: string[] };
}

/** Every hashed file the build manifest names (chunks, their CSS and assets). */
function hashedFiles(outDir: string): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  return [
    ...new Set(
      Object.values(manifest).flatMap((chunk) => [
        chunk.file,
        ...(chunk.css ?? []),
        ...(chunk.assets ?? []),
      ]),
    ),
  ];
}

/** Starts a gateway serving `outDir` and checks every file of it; the describe block for one build. */
function describeServedBuild(name: string, outDir: () => string): void {
  describe(name, () => {
    let base: string;
    let server: ReturnType<typeof createGateway>;
    beforeAll(async () => {
      server = createGateway(
        testConfig('http://127.0.0.1:9', { serveAppDir: outDir(), production: true }),
        { sessions: new MemorySessionStore(), log: () => {} },
      );
      base = await listen(server);
    });
    afterAll(() => close(server));

    it('sends every text file over 1 KB compressed, by Accept-Encoding, with Vary', async () => {
      const files = (await compressibleFiles(outDir())).filter(
        (file) => readFileSync(file).length > COMPRESSION_MIN_BYTES,
      );
      expect(files.length).toBeGreaterThan(3);
      const problems: string[] = [];
      for (const file of files) {
        const original = readFileSync(file);
        const urlPath = `/${path.relative(outDir(), file).split(path.sep).join('/')}`;
        const br = await rawGet(base, urlPath, 'gzip, deflate, br');
        const gzip = await rawGet(base, urlPath, 'gzip;q=1, br;q=0');
        const identity = await rawGet(base, urlPath);
        const checks: [string, boolean][] = [
          ['brotli when accepted', br.headers['content-encoding'] === 'br'],
          ['brotli decodes to the file', brotliDecompressSync(br.body).equals(original)],
          ['gzip when brotli is refused', gzip.headers['content-encoding'] === 'gzip'],
          ['gzip decodes to the file', gunzipSync(gzip.body).equals(original)],
          ['identity when nothing is accepted', identity.headers['content-encoding'] === undefined],
          ['identity is the file', identity.body.equals(original)],
          ['Vary: Accept-Encoding', /accept-encoding/i.test(String(br.headers.vary))],
          ['Vary on identity too', /accept-encoding/i.test(String(identity.headers.vary))],
        ];
        for (const [check, ok] of checks) if (!ok) problems.push(`${urlPath}: ${check}`);
      }
      expect(problems).toEqual([]);
    });

    it('caches every hashed file of the manifest for a year, immutable; index.html revalidates', async () => {
      const files = hashedFiles(outDir());
      expect(files.length).toBeGreaterThan(1);
      const problems: string[] = [];
      for (const file of files) {
        const response = await rawGet(base, `/${file}`, 'br');
        if (response.status !== 200) problems.push(`${file}: status ${response.status}`);
        if (response.headers['cache-control'] !== 'public, max-age=31536000, immutable')
          problems.push(`${file}: cache-control ${String(response.headers['cache-control'])}`);
      }
      expect(problems).toEqual([]);
      for (const page of ['/', '/index.html', '/login']) {
        expect((await rawGet(base, page, 'br')).headers['cache-control']).toBe('no-cache');
      }
    });
  });
}

/** A small app with an entry, its CSS, a lazy chunk and a public file, each over 1 KB. */
function writeFixture(root: string): void {
  const words = (seed: string) =>
    Array.from({ length: 120 }, (_, index) => `${seed}-${index}`).join(' ');
  mkdirSync(path.join(root, 'src'), { recursive: true });
  mkdirSync(path.join(root, 'public'));
  writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><html lang="en"><head><title>fixture</title></head><body><div id="root"></div><p>${words('page')}</p><script type="module" src="/src/main.js"></script></body></html>`,
  );
  writeFileSync(
    path.join(root, 'src/main.js'),
    `import './main.css';\nexport const words = ${JSON.stringify(words('entry'))};\ndocument.body.dataset.words = words;\nvoid import('./later.js').then((m) => console.log(m.later));\n`,
  );
  writeFileSync(
    path.join(root, 'src/later.js'),
    `export const later = ${JSON.stringify(words('later'))}.split(' ');\n`,
  );
  writeFileSync(
    path.join(root, 'src/main.css'),
    Array.from({ length: 60 }, (_, index) => `.c${index} { margin: ${index}px; }`).join('\n'),
  );
  writeFileSync(path.join(root, 'public/notes.txt'), `${words('public')}\n`);
}

let fixtureRoot = '';
beforeAll(async () => {
  fixtureRoot = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  writeFixture(fixtureRoot);
  await build({
    configFile: false,
    root: fixtureRoot,
    logLevel: 'silent',
    plugins: [precompress()],
    build: { outDir: 'dist', manifest: true, emptyOutDir: true },
  });
}, 60_000);
afterAll(() => rmSync(fixtureRoot, { recursive: true, force: true }));

describeServedBuild('a fixture built with the precompress plugin', () =>
  path.join(fixtureRoot, 'dist'),
);

const appBuild = path.join(repositoryRoot, 'dist/app');
describe.runIf(existsSync(path.join(appBuild, '.vite/manifest.json')))('the app build', () => {
  describeServedBuild('dist/app', () => appBuild);
});
