/**
 * The benchmark's own stack: the reference API on a throw-away in-memory database and the gateway in front of
 * it, each on a spare loopback port, started as child processes and stopped by their own PIDs
 * (tests/support/child-program.ts).
 */
import {
  startApiProcess,
  startProgram,
  type ChildProgram,
} from '../../tests/support/child-program';
import { sparePort } from '../../tests/support/processes';

export interface BenchStack {
  apiUrl: string;
  gatewayUrl: string;
  /** Stops both programs (SIGTERM, SIGKILL after 5 s) and waits for them. */
  stop: () => Promise<void>;
}

const STOP_GRACE_MS = 5_000;

/** Starts the API, waits for it, then the gateway (serving dist/app), and waits for that. */
export async function startBenchStack(): Promise<BenchStack> {
  const [apiPort, gatewayPort] = [await sparePort(), await sparePort()];
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const started: ChildProgram[] = [];
  const stop = async () => {
    await Promise.all(started.map((program) => program.stop()));
  };
  try {
    const api = await startApiProcess(
      { DATA_DIR: 'memory://', DATABASE_URL: '', LOG_LEVEL: 'warn', PUBLIC_APP_URL: gatewayUrl },
      { name: 'api', port: apiPort, startTimeoutMs: 90_000, stopGraceMs: STOP_GRACE_MS },
    );
    started.push(api);
    const gateway = await startProgram({
      name: 'gateway',
      script: 'gateway/src/main.ts',
      env: {
        ...process.env,
        PORT: String(gatewayPort),
        HOST: '127.0.0.1',
        API_URL: api.url,
        SERVE_APP: 'dist/app',
      },
      port: gatewayPort,
      startTimeoutMs: 60_000,
      stopGraceMs: STOP_GRACE_MS,
    });
    started.push(gateway);
    return { apiUrl: api.url, gatewayUrl: gateway.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
