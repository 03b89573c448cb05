import { startProgram, type ChildProgram } from '../../../tests/support/child-program';
import { sparePort } from '../../../tests/support/processes';
import { TEST_SESSION_SECRET } from './test-config';

/**
 * The gateway program (gateway/src/main.ts) on a spare port in front of the API at `apiUrl` (the fake's key),
 * with only PATH from this process's environment, then `env` (DATABASE_URL, GATEWAY_DATA_DIR, …).
 */
export async function startGatewayProcess(
  apiUrl: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<ChildProgram> {
  const port = await sparePort();
  return startProgram({
    name: 'gateway',
    script: 'gateway/src/main.ts',
    port,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      API_URL: apiUrl,
      API_KEY: 'test-api-key',
      SESSION_SECRET: TEST_SESSION_SECRET,
      ...env,
    },
  });
}
