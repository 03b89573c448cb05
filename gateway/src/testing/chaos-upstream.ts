import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerWithFault, type UpstreamFault } from './upstream-faults';

/**
 * A real HTTP server standing in front of an API (the fake REST API in the gateway's tests): it passes every
 * call through until `fail(fault)`, then answers every call as that fault says (upstream-faults.ts). `refused`
 * closes its port, so the gateway's connections are refused; `heal()` listens on the same port again.
 */
export class ChaosUpstream {
  private fault: UpstreamFault | null = null;
  private readonly server: Server;
  private port = 0;
  /** Calls answered with a fault since the last `fail`. */
  faulted = 0;

  constructor(
    target: string,
    private readonly slowMs?: number,
  ) {
    const api = new URL(target);
    this.server = createServer((req, res) => {
      const forward = () => forwardTo(api, req, res);
      if (this.fault === null) {
        forward();
        return;
      }
      this.faulted++;
      answerWithFault(this.fault, req, res, forward, this.slowMs);
    });
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async fail(fault: UpstreamFault): Promise<void> {
    this.fault = fault;
    this.faulted = 0;
    if (fault === 'refused') await this.closePort();
  }

  async heal(): Promise<void> {
    const wasRefusing = this.fault === 'refused';
    this.fault = null;
    if (wasRefusing) await this.start();
  }

  async stop(): Promise<void> {
    if (this.server.listening) await this.closePort();
  }

  private closePort(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    return closed;
  }
}

/**
 * Passes the request on to the API at `api` unchanged and its answer back the same way; `body` when the
 * caller has already read the request's body.
 */
export function forwardTo(
  api: URL,
  req: IncomingMessage,
  res: ServerResponse,
  body?: Buffer,
): void {
  const upstream = request(
    {
      hostname: api.hostname,
      port: api.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: api.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.destroy());
  if (body) upstream.end(body);
  else req.pipe(upstream);
}
