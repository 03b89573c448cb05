/**
 * Running the stack's programs from one terminal: each child's output prefixed with its name, ports from the
 * environment, and a shutdown on Ctrl+C. Waiting for /health and stopping by PID are the test support's
 * (tests/support/processes.ts), shared with the tests that run a program as a whole.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { stopAll, type ManagedProcess } from '../../tests/support/processes';

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
