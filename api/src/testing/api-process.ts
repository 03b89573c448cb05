/** Runs api/src/main.ts as a process of its own, as `npm start` does, for tests of the program as a whole. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { repositoryRoot } from '../config';
import type { Env } from '../config/env-values';

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export interface ApiProcess {
  url: string;
  /** Everything it wrote to stderr so far (LOG_LEVEL is warn, so only problems). */
  stderr(): string;
  /** Sends SIGTERM to this process alone and waits; resolves with its exit code (null if it had to be killed). */
  stop(): Promise<number | null>;
}

export async function startApiProcess(env: Env): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const url = `http://127.0.0.1:${port}`;
  const api = { url, stderr: () => stderr, stop: () => stop(child) };
  try {
    await waitForHealth(`${url}/health`, child);
  } catch (error) {
    await api.stop();
    throw new Error(`API did not start: ${String(error)}\n${stderr}`);
  }
  return api;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('timed out');
}

async function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

/** A port nothing listens on right now (the OS picks it). */
function freePort(): Promise<number> {
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
