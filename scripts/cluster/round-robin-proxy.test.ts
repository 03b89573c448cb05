import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

let target: Server;
let proxy: RoundRobinProxy;

afterEach(async () => {
  await proxy.close();
  target.closeAllConnections();
  await new Promise((resolve) => target.close(resolve));
});

/** A target that keeps idle connections 72 s (Fastify's default, the API's) and echoes what reached it. */
async function startTarget(): Promise<string> {
  target = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(req.headers));
  });
  target.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
}

function get(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const outgoing = request(url, { headers }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ headers: answer.headers, body }));
    });
    outgoing.once('error', reject);
    outgoing.end();
  });
}

describe('the cluster proxy (issue #22)', () => {
  it("tells its caller its own keep-alive time, not the target's", async () => {
    proxy = await startRoundRobinProxy([await startTarget()]);

    const { headers } = await get(proxy.url, { connection: 'keep-alive' });

    // The target says 72 s. A caller told so would send on a connection the proxy has closed after its 5 s.
    expect(headers['keep-alive']).toBe('timeout=5');
  });

  it('passes end-to-end headers on and keeps hop-by-hop ones to itself', async () => {
    proxy = await startRoundRobinProxy([await startTarget()]);

    const { body } = await get(proxy.url, {
      connection: 'keep-alive, x-hop',
      'x-hop': 'one connection only',
      'x-request-id': 'r-1',
    });

    const reached = JSON.parse(body) as IncomingHttpHeaders;
    expect(reached['x-request-id']).toBe('r-1');
    expect(reached['x-hop']).toBeUndefined();
    expect(reached['x-forwarded-for']).toBe('127.0.0.1');
  });
});
