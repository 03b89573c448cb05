import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayConfig } from './config';
import { startFakeStack, type FakeStack } from './testing/fake-stack';
import { errorCodes } from './testing/gateway-client';
import { CSRF_HEADER } from './http/csrf';
import { CONFIG, ME } from './testing/operations';

let stack: FakeStack;
afterEach(() => stack.stop());

let appDir: string;
beforeAll(() => {
  appDir = mkdtempSync(join(tmpdir(), 'gateway-app-'));
  mkdirSync(join(appDir, 'assets'));
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(appDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(appDir, 'favicon.ico'), 'icon');
});
afterAll(() => rmSync(appDir, { recursive: true, force: true }));

async function start(config: Partial<GatewayConfig> = {}): Promise<string> {
  stack = await startFakeStack({ config });
  return stack.client.baseUrl;
}

const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
  "font-src 'self' https://assets.nhs.uk; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; " +
  "form-action 'self'";

function expectSecurityHeaders(headers: Headers): void {
  expect(headers.get('content-security-policy')).toContain(EXPECTED_CSP);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('permissions-policy')).toContain('geolocation=(self)');
  expect(headers.get('x-frame-options')).toBe('DENY');
}

describe('HTTP layer', () => {
  it('answers /health with ok and the security headers', async () => {
    const base = await start();
    const response = await fetch(`${base}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', checks: {} });
    expectSecurityHeaders(response.headers);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sets the security headers and no-store on GraphQL responses, HSTS when secure', async () => {
    const base = await start({ cookieSecure: true });
    const reply = await stack.client.graphql(CONFIG);
    expectSecurityHeaders(reply.headers);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    // Once the mobile config is known, NHS login's origin may receive the sign-in form.
    const later = await fetch(`${base}/health`);
    expect(later.headers.get('content-security-policy')).toContain(
      "form-action 'self' http://localhost:4010",
    );
  });

  it('refuses GraphQL requests without the x-graphql-csrf header before running them', async () => {
    const base = await start();
    for (const contentType of [
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
    ]) {
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: JSON.stringify({ query: '{ config { productName } }' }),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        errors: [{ extensions: { code: 'CSRF_HEADER_REQUIRED' } }],
      });
    }
    const viaGet = await fetch(
      `${base}/graphql?query=${encodeURIComponent('{ session { signedIn } }')}`,
    );
    expect(viaGet.status).toBe(403);
    expect(stack.api.calls).toHaveLength(0);

    const allowed = await fetch(
      `${base}/graphql?query=${encodeURIComponent('{ session { signedIn } }')}`,
      {
        headers: { 'x-graphql-csrf': '1' },
      },
    );
    expect(await allowed.json()).toEqual({ data: { session: { signedIn: false } } });
  });

  it('masks unexpected errors as common.unexpected without message or stack', async () => {
    await start();
    await stack.signIn();
    // A malformed upstream answer makes the resolver throw a TypeError.
    stack.api.overrides.set('/v1/accounts/details', () => ({ status: 200, body: { account: {} } }));
    const reply = await stack.client.graphql(ME);
    expect(errorCodes(reply)).toEqual(['common.unexpected']);
    expect(reply.json.errors?.[0]?.message).toBe('common.unexpected');
    expect(reply.text).not.toMatch(/TypeError|stack|originalError|at /);
    expect(stack.logLines.some((line) => line.includes('TypeError'))).toBe(true);
  });

  it('turns introspection and GraphiQL off in production, on in development', async () => {
    const base = await start({ production: true });
    const introspection = await stack.client.graphql('{ __schema { queryType { name } } }');
    expect(introspection.json.errors?.length).toBeGreaterThan(0);
    expect(introspection.json.data).toBeUndefined();
    const graphiql = await fetch(`${base}/graphql`, { headers: { accept: 'text/html' } });
    expect(graphiql.headers.get('content-type') ?? '').not.toContain('text/html');
    await stack.stop();

    const devBase = await start({ production: false });
    const devIntrospection = await stack.client.graphql('{ __schema { queryType { name } } }');
    expect(devIntrospection.json.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const devGraphiql = await fetch(`${devBase}/graphql`, { headers: { accept: 'text/html' } });
    expect(devGraphiql.headers.get('content-type')).toContain('text/html');
    expect(devGraphiql.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

/** POSTs `parts` as a GraphQL request's body, chunked (no Content-Length), as a streaming client would. */
function chunkedGraphql(base: string, parts: string[]): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      new URL('/graphql', base),
      { method: 'POST', headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            json: JSON.parse(Buffer.concat(chunks).toString()),
          }),
        );
      },
    );
    req.on('error', reject);
    for (const part of parts) req.write(part);
    req.end();
  });
}

describe('the request body limit', () => {
  const REFUSED = {
    errors: [{ message: 'common.unexpected', extensions: { code: 'common.unexpected' } }],
  };
  const query = JSON.stringify({ query: '{ session { signedIn } }' });
  // A valid request padded with spaces to over 100,000 bytes (yoga.ts's requestBodyLimitPlugin).
  const tooLarge = query.slice(0, -1) + ' '.repeat(100_000) + '}';

  it('refuses a body over 100 kB with 413, whether it gives its length or comes in chunks', async () => {
    const base = await start();
    const withLength = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      body: tooLarge,
    });
    expect(withLength.status).toBe(413);
    expect(await withLength.json()).toEqual(REFUSED);
    const chunked = await chunkedGraphql(base, [tooLarge.slice(0, 60_000), tooLarge.slice(60_000)]);
    expect(chunked).toEqual({ status: 413, json: REFUSED });
  });

  it('answers a body within the limit, whether it gives its length or comes in chunks', async () => {
    const base = await start();
    const withLength = await stack.client.graphql('{ session { signedIn } }');
    expect(withLength.json).toEqual({ data: { session: { signedIn: false } } });
    const chunked = await chunkedGraphql(base, [query.slice(0, 10), query.slice(10)]);
    expect(chunked).toEqual({ status: 200, json: { data: { session: { signedIn: false } } } });
  });
});

/** POSTs a GraphQL query without fetch's own decoding: the test sees the bytes and headers on the wire. */
function rawGraphql(
  base: string,
  query: string,
  acceptEncoding: string,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      new URL('/graphql', base),
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [CSRF_HEADER]: '1',
          'accept-encoding': acceptEncoding,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject).end(JSON.stringify({ query }));
  });
}

describe('compressing GraphQL answers', () => {
  const LARGE = '{ __schema { types { name description } } }';

  it('compresses answers over 1 KB with brotli, else gzip, and leaves small ones alone', async () => {
    const base = await start({ production: false });
    const br = await rawGraphql(base, LARGE, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const answer = brotliDecompressSync(br.body);
    expect(answer.length).toBeGreaterThan(1024);
    expect(br.body.length).toBeLessThan(answer.length / 2);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(JSON.parse(answer.toString())).toMatchObject({ data: { __schema: {} } });

    const gzip = await rawGraphql(base, LARGE, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(answer)).toBe(true);

    const identity = await rawGraphql(base, LARGE, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(answer)).toBe(true);

    const small = await rawGraphql(base, CONFIG, 'gzip, deflate, br');
    expect(small.body.length).toBeLessThanOrEqual(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(small.body.toString())).toMatchObject({ data: { config: {} } });
  });
});

describe('serving the built app', () => {
  it('serves files, falls back to index.html for app routes, and 404s missing assets', async () => {
    const base = await start({ serveAppDir: appDir });

    const root = await fetch(`${base}/`);
    expect(root.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(root.headers.get('cache-control')).toBe('no-cache');
    expect(await root.text()).toContain('<title>app</title>');
    expectSecurityHeaders(root.headers);

    const deepLink = await fetch(`${base}/my-meds/orders/previous?x=1`);
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<title>app</title>');

    const script = await fetch(`${base}/assets/main-abc123.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toBe('console.log(1)');

    expect((await fetch(`${base}/assets/missing-123.js`)).status).toBe(404);
    expect((await fetch(`${base}/favicon.ico`)).status).toBe(200);
  });

  it('never serves a file outside the app folder', async () => {
    const base = await start({ serveAppDir: join(appDir, 'assets') });
    // fetch would normalise the path, so send it raw.
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(base);
      httpRequest({ host: url.hostname, port: url.port, path: '/../index.html' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(404);
    expect((await fetch(`${base}/%2e%2e/index.html`)).status).toBe(404);
    // An encoded slash survives URL parsing and decodes to `/../index.html`.
    const encodedSlash = await fetch(`${base}/..%2findex.html`);
    expect(encodedSlash.status).toBe(404);
    expect(await encodedSlash.text()).not.toContain('<title>app</title>');
  });

  it('serves no app when SERVE_APP is off', async () => {
    const base = await start({ serveAppDir: null });
    expect((await fetch(`${base}/`)).status).toBe(404);
  });
});
