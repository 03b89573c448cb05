/**
 * The one way to run a program of this repository (the reference API, and for the benchmark the gateway) as a
 * child process on a loopback port, for tests of a program as a whole and for `npm run bench`: Node with tsx,
 * as `npm start` runs it; a port the OS picks; a wait for its /health; a stop by its own PID (SIGTERM, then
 * SIGKILL after a grace period). Its output is kept, not printed, and shown only when it fails to start.
 *
 * A program that is not ours (the Nu HTML Checker, tests/support/nu-html-checker.ts) runs the same way from its own
 * command line and health path.
 *
 * Users: api/src/testing/api-process.ts, gateway/src/testing/reference-api-process.ts, scripts/bench/bench-stack.ts,
 * tests/support/nu-html-checker.ts.
 * It imports nothing from api/ or gateway/, so the programs' tests stay apart (CONVENTIONS.md "Layout").
 * `npm start` and `npm run dev` use scripts/lib/processes.ts: fixed ports, output printed with a prefix.
 */
import { spawn } from 'node:child_process';
import { killOnExit, sparePort, stopAll, waitForHealth, type ManagedProcess } from './processes';
import { nodeWithTsx, repositoryRoot } from './repository';

/** How many of the child's last output lines are kept (stdout and stderr together). */
const OUTPUT_LINES = 100;

/** A program started by startProgram or startApiProcess. */
export interface ChildProgram {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Its process id (Node itself: tsx runs in the same process), for its memory in /proc. */
  pid: number;
  /** Its last lines of output so far, stdout and stderr together (LOG_LEVEL warn: only problems). */
  output(): string;
  /** Sends SIGTERM to this process alone and waits; resolves with its exit code (null if a signal ended it). */
  stop(): Promise<number | null>;
  /** Ends it at once with SIGKILL, as a crash or `kill -9` would (no shutdown code runs), and waits. */
  kill(): Promise<void>;
}

interface CommonProgramOptions {
  /** Named in the error when it does not start, e.g. 'API' or 'gateway'. */
  name: string;
  /** The child's whole environment (nothing is added). */
  env: NodeJS.ProcessEnv;
  /** The port it was told to listen on (127.0.0.1). */
  port: number;
  /** How long /health may take to answer: PGlite takes seconds to open and migrate, more on a busy machine. */
  startTimeoutMs?: number;
  /** How long a stop waits after SIGTERM before SIGKILL. */
  stopGraceMs?: number;
  /** The path that answers 2xx once it is ready; /health unless the program has none. */
  healthPath?: string;
  /**
   * More of Node's options for one of ours, after tsx's, e.g. ['--import', './scripts/bench/live-heap.ts'] to
   * load a module into it (through NODE_OPTIONS, a .ts module would load before tsx, with Node's own type
   * stripping, which costs ~35 MB of resident memory).
   */
  nodeOptions?: readonly string[];
}

export type ProgramOptions = CommonProgramOptions &
  (
    | {
        /** Entry point of one of ours, from the repository root, e.g. gateway/src/main.ts (run by Node with tsx). */
        script: string;
        command?: never;
      }
    | {
        /** The whole command line of a program that is not Node's, e.g. ['java', '-cp', …]. */
        command: readonly [string, ...string[]];
        script?: never;
      }
  );

/** Every child started here: if this process exits without stopping them (an exception), they are killed. */
const children: ManagedProcess[] = [];
killOnExit(children);

/**
 * Starts `script` with Node and tsx (or `command`) and waits for its health path; if it fails, stops it and
 * throws with its output.
 */
export async function startProgram(options: ProgramOptions): Promise<ChildProgram> {
  const {
    name,
    env,
    port,
    startTimeoutMs = 60_000,
    stopGraceMs = 15_000,
    healthPath = '/health',
  } = options;
  const [program, ...args] =
    options.command === undefined
      ? [...nodeWithTsx, ...(options.nodeOptions ?? []), options.script]
      : options.command;
  const child = spawn(program, args, {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (text: string) => {
    lines.push(...text.split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - OUTPUT_LINES));
  };
  child.stdout.on('data', (chunk: Buffer) => keep(chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => keep(chunk.toString('utf8')));
  const exited = new Promise<number>((resolve) => {
    child.once('error', (error) => {
      keep(`could not start: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
  // After 'exit', the last output may still be in the pipes; 'close' says they are drained.
  const drained = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const managed: ManagedProcess = { name, child, exited };
  children.push(managed);

  const url = `http://127.0.0.1:${port}`;
  const started: ChildProgram = {
    url,
    pid: child.pid ?? 0,
    output: () => lines.join('\n'),
    stop: async () => {
      await stopAll([managed], { graceMs: stopGraceMs });
      return child.exitCode;
    },
    kill: () => stopAll([managed], { signal: 'SIGKILL' }),
  };
  try {
    await waitForHealth(`${url}${healthPath}`, {
      timeoutMs: startTimeoutMs,
      intervalMs: 200,
      stillRunning: () => child.exitCode === null && child.signalCode === null,
    });
  } catch (error) {
    await started.stop();
    await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, 1_000))]);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${name} did not start (${[program, ...args].join(' ')}): ${reason}\n${started.output()}`,
    );
  }
  return started;
}

/**
 * The reference API (api/src/main.ts) on a spare port: the environment is this process's, then LOG_LEVEL=warn,
 * then `env` (DATA_DIR, DATABASE_URL, API_KEY…), then API_PORT and API_HOST=127.0.0.1.
 */
export async function startApiProcess(
  env: Readonly<Record<string, string | undefined>>,
  options: Partial<
    Pick<ProgramOptions, 'name' | 'port' | 'startTimeoutMs' | 'stopGraceMs' | 'nodeOptions'>
  > = {},
): Promise<ChildProgram> {
  const port = options.port ?? (await sparePort());
  return startProgram({
    name: 'API',
    ...options,
    script: 'api/src/main.ts',
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
    },
    port,
  });
}
