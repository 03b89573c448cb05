/**
 * Child processes of this repository's programs, for the tests that run a program as a whole and for the
 * tooling that runs the stack (`npm start`, `npm run dev`, `npm run bench`): ports, a wait for /health, and
 * a stop that signals each child by its own PID (never by name) and waits for it. It lives with the test
 * support so that api/ and gateway/ tests reach it without importing scripts/ (CONVENTIONS.md "Layout").
 */
import { type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A child program started by a test or a script. */
export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  /** Resolves when the child has exited, with its exit code (or 1 when a signal ended it unasked). */
  exited: Promise<number>;
}

/**
 * Polls `url` until it answers 2xx. Fails when `timeoutMs` passes or `stillRunning` says the program that
 * should answer has exited (no point waiting for a crashed server).
 */
export async function waitForHealth(
  url: string,
  {
    timeoutMs,
    intervalMs = 250,
    stillRunning = () => true,
  }: {
    timeoutMs: number;
    intervalMs?: number;
    stillRunning?: () => boolean;
  },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!stillRunning()) throw new Error(`stopped before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() >= deadline)
      throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** True when nothing listens on `port` at `host` yet. */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, host, () => {
      server.close(() => {
        resolve(true);
      });
    });
  });
}

/** A port nothing listens on right now (the OS picks it), for a child to bind to a moment later. */
export function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Stops the children that are still running: `signal` to each by its PID, then SIGKILL to any still
 * alive after `graceMs`. Resolves when all have exited.
 */
export async function stopAll(
  processes: ManagedProcess[],
  { signal = 'SIGTERM', graceMs = 10_000 }: { signal?: NodeJS.Signals; graceMs?: number } = {},
): Promise<void> {
  const running = processes.filter(isRunning);
  for (const { child } of running) child.kill(signal);
  const timer = setTimeout(() => {
    for (const managed of running) if (isRunning(managed)) managed.child.kill('SIGKILL');
  }, graceMs);
  await Promise.all(running.map(({ exited }) => exited));
  clearTimeout(timer);
}

/** True while the child has neither exited nor been ended by a signal. */
export function isRunning({ child }: ManagedProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Last resort: if this process exits without stopping its children (an exception), kill them. */
export function killOnExit(processes: ManagedProcess[]): void {
  process.once('exit', () => {
    for (const managed of processes) if (isRunning(managed)) managed.child.kill('SIGKILL');
  });
}
