/**
 * The benchmark's own stack: the reference API on a throw-away in-memory database and the gateway in front of
 * it, each on a spare loopback port, started as child processes and stopped by their own PIDs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface BenchStack {
  apiUrl: string;
  gatewayUrl: string;
  /** Stops both programs (SIGTERM, SIGKILL after 5 s) and waits for them. */
  stop: () => Promise<void>;
}

interface Child {
  name: string;
  process: ChildProcess;
  exited: Promise<void>;
  /** The child's last output lines, shown only if it fails. */
  output: string[];
}

/** A port nothing listens on right now (the OS picks it), for the child to bind to a moment later. */
function sparePort(): Promise<number> {
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

function startChild(name: string, script: string, env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { name, process: child, exited, output };
}

function running(child: Child): boolean {
  return child.process.exitCode === null && child.process.signalCode === null;
}

async function waitForHealth(child: Child, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running(child)) break;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${child.name} did not answer ${url} within ${timeoutMs / 1000} s${
      running(child) ? '' : ' (it exited)'
    }:\n${child.output.join('\n')}`,
  );
}

async function stopChildren(children: Child[]): Promise<void> {
  const alive = children.filter(running);
  for (const child of alive) child.process.kill('SIGTERM');
  const timer = setTimeout(() => {
    for (const child of alive) if (running(child)) child.process.kill('SIGKILL');
  }, 5_000);
  await Promise.all(alive.map((child) => child.exited));
  clearTimeout(timer);
}

/** Starts the API, waits for it, then the gateway (serving dist/app), and waits for that. */
export async function startBenchStack(): Promise<BenchStack> {
  const [apiPort, gatewayPort] = [await sparePort(), await sparePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const children: Child[] = [];
  const stop = () => stopChildren(children);
  // Whatever happens to this script, its children do not outlive it.
  process.once('exit', () => {
    for (const child of children) if (running(child)) child.process.kill('SIGKILL');
  });
  try {
    const api = startChild('api', 'api/src/main.ts', {
      ...process.env,
      API_PORT: String(apiPort),
      API_HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      PUBLIC_APP_URL: gatewayUrl,
    });
    children.push(api);
    await waitForHealth(api, `${apiUrl}/health`, 90_000);

    const gateway = startChild('gateway', 'gateway/src/main.ts', {
      ...process.env,
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      API_URL: apiUrl,
      SERVE_APP: 'dist/app',
    });
    children.push(gateway);
    await waitForHealth(gateway, `${gatewayUrl}/health`, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl, gatewayUrl, stop };
}
