import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPortFree, sparePort } from './processes';
import { startProgram } from './child-program';

/** A stand-in program: answers /health on PORT, says hello, and exits 0 on SIGTERM (or 3 at once if FAIL is set). */
const program = `
import { createServer } from 'node:http';
if (process.env.FAIL) {
  console.error('cannot start: ' + process.env.FAIL);
  process.exit(3);
}
const server = createServer((request, response) => {
  response.writeHead(request.url === '/health' ? 200 : 404).end();
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('hello ' + process.env.GREETING));
process.on('SIGTERM', () => process.exit(0));
`;

let folder: string;
let script: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'child-program-test-'));
  script = path.join(folder, 'program.ts');
  await writeFile(script, program);
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('startProgram', () => {
  it('starts the program with its environment, waits for /health, and stops it by its PID', async () => {
    const port = await sparePort();
    const started = await startProgram({
      name: 'stand-in',
      script,
      env: { ...process.env, PORT: String(port), GREETING: 'bench' },
      port,
    });
    expect(started.url).toBe(`http://127.0.0.1:${port}`);
    expect((await fetch(`${started.url}/health`)).status).toBe(200);
    expect(started.output()).toContain('hello bench');
    expect(await started.stop()).toBe(0);
    expect(await isPortFree(port)).toBe(true);
    // Stopping again is harmless.
    expect(await started.stop()).toBe(0);
  });

  it('fails with the program name and its output when it exits before answering', async () => {
    const port = await sparePort();
    await expect(
      startProgram({
        name: 'stand-in',
        script,
        env: { ...process.env, PORT: String(port), FAIL: 'no database' },
        port,
      }),
    ).rejects.toThrow(/stand-in did not start[\s\S]*cannot start: no database/);
  });
});
