import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { undiciUpstream, upstreamOverFetch, type UpstreamHttp } from './upstream-http';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

let server: Server | undefined;
let connections = 0;

/** A loopback server answering with `handler`, counting the TCP connections it accepts. */
async function serve(handler: Handler): Promise<string> {
  connections = 0;
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => handler(req, body, res));
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

const echo: Handler = (req, body, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body: body || null }),
  );
};

describe.each([
  ['undici', undiciUpstream],
  ['fetch', () => upstreamOverFetch(globalThis.fetch)],
] as const)('the upstream client over %s', (_name, make: () => UpstreamHttp) => {
  it('sends the method, headers and JSON body, and answers the status and the whole text', async () => {
    const url = await serve(echo);
    const body = JSON.stringify({ note: 'Café £5 ☕' });
    const response = await make()(`${url}/v1/orders`, {
      method: 'POST',
      headers: { 'x-api-key': 'key', 'content-type': 'application/json' },
      body,
      timeoutMs: 5_000,
    });
    expect(response.status).toBe(200);
    const seen = JSON.parse(await response.text()) as {
      method: string;
      url: string;
      headers: Record<string, string>;
      body: string;
    };
    expect(seen).toMatchObject({ method: 'POST', url: '/v1/orders', body });
    expect(seen.headers).toMatchObject({
      'x-api-key': 'key',
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    });
  });

  it('reads a body sent in pieces that split a character', async () => {
    const bytes = Buffer.from('{"name":"Zoë ☕"}');
    const url = await serve((_req, _body, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.write(bytes.subarray(0, 11)); // inside "ë"
      setTimeout(() => res.end(bytes.subarray(11)), 20);
    });
    const response = await make()(url, { method: 'GET', headers: {}, timeoutMs: 5_000 });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('{"name":"Zoë ☕"}');
  });

  it('fails with TimeoutError when the head does not come in time', async () => {
    const url = await serve(() => undefined);
    await expect(make()(url, { method: 'GET', headers: {}, timeoutMs: 50 })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('fails the body when it does not end in time', async () => {
    const url = await serve((_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"partial":');
    });
    const response = await make()(url, { method: 'GET', headers: {}, timeoutMs: 100 });
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toBeDefined();
  });
});

describe('the upstream client over undici', () => {
  it('keeps its connections open for the calls that follow, read or not', async () => {
    const url = await serve((_req, _body, res) => {
      res.writeHead(204);
      res.end();
    });
    const upstream = undiciUpstream();
    for (let call = 0; call < 20; call++) {
      const response = await upstream(url, { method: 'GET', headers: {}, timeoutMs: 5_000 });
      expect(response.status).toBe(204);
      // Every other answer is never read: the client reads it anyway, so that the connection is free again.
      if (call % 2 === 0) expect(await response.text()).toBe('');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Without keep-alive, or with an unread body holding its connection, each call would open one: an unread
    // body still being drained when the next call starts may take a second.
    expect(connections).toBeLessThanOrEqual(2);
  });

  it('names a refused connection by its code, as the log line reports it', async () => {
    const url = await serve(echo);
    server?.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(
      undiciUpstream()(url, { method: 'GET', headers: {}, timeoutMs: 5_000 }),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('does not leave an unhandled rejection when a failed body is never read', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const url = await serve((_req, _body, res) => {
        res.writeHead(200);
        res.write('{');
        setTimeout(() => res.destroy(), 10);
      });
      const response = await undiciUpstream()(url, {
        method: 'GET',
        headers: {},
        timeoutMs: 5_000,
      });
      expect(response.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
