/**
 * The load balancer of the local cluster (issue #22): an HTTP proxy on node:http that sends each request to the
 * next of its targets in turn, adding the caller's address to X-Forwarded-For (as a load balancer does, so the
 * programs behind it, told TRUST_PROXY=loopback, count rate limits by the real client). A target that refuses
 * the connection (stopped, or killed and not yet back) is skipped for the next one, as a load balancer's health
 * check would: nothing reached it, so nothing can happen twice. Any other failure answers 502.
 */
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Hop-by-hop headers (RFC 9110 §7.6.1) describe one connection, so a proxy does not pass them on. Passed on, the
 * API's `Keep-Alive: timeout=72` told the gateway it could keep its connection to this proxy for 70 s, which
 * the proxy closes after 5 s idle: now and then the gateway sent on a connection as it closed (ECONNRESET, a
 * failed order in the load run).
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** `headers` without the hop-by-hop ones, nor those the Connection header names. */
function endToEndHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = (headers.connection ?? '').split(',').map((name) => name.trim().toLowerCase());
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.includes(name)),
  );
}

export interface RoundRobinProxy {
  url: string;
  /** How many requests each target has answered, by target URL: proof that the requests alternated. */
  served: Map<string, number>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `port` 0 lets the OS pick one; the cluster gives one it picked with its members' (start-cluster.ts). */
export async function startRoundRobinProxy(
  targets: readonly string[],
  port = 0,
): Promise<RoundRobinProxy> {
  let next = 0;
  const served = new Map(targets.map((target) => [target, 0]));

  const forward = (target: string, req: IncomingMessage, body: Buffer): Promise<IncomingMessage> =>
    new Promise((resolve, reject) => {
      const url = new URL(req.url ?? '/', target);
      const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
        .filter(Boolean)
        .join(', ');
      const outgoing = request(url, {
        method: req.method,
        headers: {
          ...endToEndHeaders(req.headers),
          host: url.host,
          'x-forwarded-for': forwardedFor,
        },
      });
      outgoing.once('response', resolve);
      outgoing.once('error', reject);
      outgoing.end(body);
    });

  const server: Server = createServer((req, res) => {
    void (async () => {
      // Bodies here are GraphQL and REST requests of a few kilobytes: read whole, so a refused one can go on.
      const body = await readBody(req);
      for (let tried = 0; tried < targets.length; tried++) {
        const target = targets[next++ % targets.length] as string;
        try {
          const answer = await forward(target, req, body);
          served.set(target, (served.get(target) ?? 0) + 1);
          res.writeHead(answer.statusCode ?? 502, endToEndHeaders(answer.headers));
          answer.pipe(res);
          return;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') continue;
          break;
        }
      }
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Bad gateway');
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
