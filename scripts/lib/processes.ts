/**
 * Running the stack's programs from one terminal: each child's output prefixed with its name, a wait for
 * its /health, and a shutdown that signals each child by its own PID (never by name) and waits for it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

/** A child program started by this script. */
export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  /** Resolves when the child has exited, with its exit code (or 1 when a signal ended it unasked). */
  exited: Promise<number>;
}

/** Writes each line of `stream` to `write` with `[name] ` in front. */
export function prefixLines(
  stream: NodeJS.ReadableStream,
  name: string,
  write: (line: string) => void,
): void {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
    write(line.startsWith(`[${name}]`) ? line : `[${name}] ${line}`);
  });
}

/** Starts `command` with `args`; its output is prefixed with `[name]`. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): ManagedProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(child.stdout, name, (line) => process.stdout.write(`${line}\n`));
  prefixLines(child.stderr, name, (line) => process.stderr.write(`${line}\n`));
  const exited = new Promise<number>((resolve) => {
    child.once('error', (error) => {
      process.stderr.write(`[${name}] could not start: ${error.message}\n`);
      resolve(1);
    });
    child.once('exit', (code) => {
      resolve(code ?? 1);
    });
  });
  return { name, child, exited };
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function runToCompletion(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: options.env, cwd: options.cwd });
    child.once('error', () => {
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      resolve(code ?? (signal ? 1 : 0));
    });
  });
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

/**
 * Stops the children that are still running: `signal` to each by its PID, then SIGKILL to any still
 * alive after `graceMs`. Resolves when all have exited.
 */
export async function stopAll(
  processes: ManagedProcess[],
  { signal = 'SIGTERM', graceMs = 10_000 }: { signal?: NodeJS.Signals; graceMs?: number } = {},
): Promise<void> {
  const running = processes.filter(
    ({ child }) => child.exitCode === null && child.signalCode === null,
  );
  for (const { child } of running) child.kill(signal);
  const timer = setTimeout(() => {
    for (const { child } of running) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }, graceMs);
  await Promise.all(running.map(({ exited }) => exited));
  clearTimeout(timer);
}

/** Reads a port number from the environment. */
export function portFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65_535) {
    throw new Error(`${name} must be a port number from 1 to 65535, not "${raw}"`);
  }
  return port;
}

/**
 * On SIGINT or SIGTERM, passes that signal to each running child by its PID, waits for them, and exits.
 * The list is read when the signal arrives, so children started later are included. Returns whether a
 * stop has begun, so the caller does not report the children's exits as failures.
 */
export function stopOnSignals(processes: ManagedProcess[]): () => boolean {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      process.stdout.write(`\nStopping (${signal})…\n`);
      void stopAll(processes, { signal }).then(() => process.exit(0));
    });
  }
  return () => stopping;
}

/** The first of `processes` to exit, with its exit code. */
export function firstExit(processes: ManagedProcess[]): Promise<{ name: string; code: number }> {
  return Promise.race(processes.map(({ name, exited }) => exited.then((code) => ({ name, code }))));
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
