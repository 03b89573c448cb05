import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { isPortFree, sparePort, stopAll, waitForHealth, type ManagedProcess } from './processes';

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

describe('stopAll', () => {
  it('stops a child by its PID and waits for it', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    const exited = new Promise<number>((resolve) =>
      child.once('exit', (code) => resolve(code ?? 1)),
    );
    const sleeper: ManagedProcess = { name: 'sleeper', child, exited };
    await stopAll([sleeper], { graceMs: 5_000 });
    expect(child.signalCode).toBe('SIGTERM');
  });
});

describe('ports', () => {
  it('tells a taken port from a free one', async () => {
    const port = await healthServer(() => 200);
    expect(await isPortFree(port)).toBe(false);
  });

  it('answers a spare port nothing listens on', async () => {
    const port = await sparePort();
    expect(port).toBeGreaterThan(0);
    expect(await isPortFree(port)).toBe(true);
  });
});
