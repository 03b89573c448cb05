import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** PGlite takes seconds to open and migrate, more on a busy machine. */
const START_TIMEOUT_MS = 60_000;

export interface ReferenceApi {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs the reference API (api/src/main.ts) as its own process, as `npm start` does: gateway/ and api/ are separate
 * programs that share only the REST contract, so the gateway's tests do not import the API's code.
 */
export async function startReferenceApi(env: Record<string, string>): Promise<ReferenceApi> {
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
  try {
    await waitForHealth(`${url}/health`, child);
  } catch (error) {
    await stop(child);
    throw new Error(`reference API did not start: ${String(error)}\n${stderr}`);
  }
  return { url, stop: () => stop(child) };
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

/** Ends the child by its own PID and waits for it to exit. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
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
