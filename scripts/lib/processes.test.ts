import { createServer, type Server } from 'node:http';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isPortFree,
  portFromEnv,
  prefixLines,
  startProcess,
  stopAll,
  waitForHealth,
} from './processes';

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** An HTTP server on a free port answering /health with `status`. */
async function healthServer(status: () => number): Promise<number> {
  server = createServer((_request, response) => {
    response.writeHead(status()).end();
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('waitForHealth', () => {
  it('resolves once the URL answers 2xx', async () => {
    let calls = 0;
    const port = await healthServer(() => (++calls < 3 ? 503 : 200));
    await waitForHealth(`http://127.0.0.1:${port}/health`, { timeoutMs: 5_000, intervalMs: 10 });
    expect(calls).toBe(3);
  });

  it('gives up when the program has exited', async () => {
    await expect(
      waitForHealth('http://127.0.0.1:9/health', { timeoutMs: 5_000, stillRunning: () => false }),
    ).rejects.toThrow(/stopped before/);
  });

  it('gives up after the timeout', async () => {
    const port = await healthServer(() => 503);
    await expect(
      waitForHealth(`http://127.0.0.1:${port}/health`, { timeoutMs: 50, intervalMs: 10 }),
    ).rejects.toThrow(/did not answer/);
  });
});

describe('processes', () => {
  it('prefixes each line once', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    prefixLines(stream, 'api', (line) => lines.push(line));
    stream.end('listening\n[api] already named\n');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(lines).toEqual(['[api] listening', '[api] already named']);
  });

  it('stops a child by its PID and waits for it', async () => {
    const child = startProcess('sleeper', process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    await stopAll([child], { graceMs: 5_000 });
    expect(child.child.signalCode).toBe('SIGTERM');
  });

  it('tells a taken port from a free one', async () => {
    const port = await healthServer(() => 200);
    expect(await isPortFree(port)).toBe(false);
  });

  it('reads ports from the environment', () => {
    expect(portFromEnv({}, 'PORT', 3000)).toBe(3000);
    expect(portFromEnv({ PORT: '3100' }, 'PORT', 3000)).toBe(3100);
    expect(() => portFromEnv({ PORT: 'http' }, 'PORT', 3000)).toThrow(/PORT must be a port number/);
  });
});
