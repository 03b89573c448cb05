/**
 * `npm run bench`: a report, not a test. On this machine, over loopback only, it prints
 *  1. the gzipped JS and CSS a first visit to /login downloads (from dist/app; budget 150 kB of JS);
 *  2. the latency of the gateway's `me` query against its one upstream call (account details) measured
 *     straight on the API, and the gateway's cost over it (budget 15 ms);
 *  3. the requests per second the gateway answers `me` with, 10 at a time for 10 s.
 * It starts its own API (in-memory database) and gateway on spare ports and stops them when done. It builds
 * nothing: run `npx vite build` first if dist/app is missing. No dependency beyond Node (fetch is undici).
 *
 * Options: --samples=N (default 200), --seconds=S (default 10), --concurrency=C (default 10).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startBenchStack, repositoryRoot, type BenchStack } from './bench/bench-stack';
import { firstLoadOfLogin } from './bench/bundle-size';
import { ApiClient, benchEmail, GatewaySession } from './bench/clients';
import { kB, median, ms, p95, table } from './bench/stats';

const JS_BUDGET_BYTES = 150_000;
const OVERHEAD_BUDGET_MS = 15;
/** The whole run stops itself after this long, whatever happens. */
const WATCHDOG_MS = 5 * 60_000;
const WARM_UP = 20;

function option(name: string, fallback: number): number {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a whole number ≥ 1`);
  return value;
}

const samples = option('samples', 200);
const seconds = option('seconds', 10);
const concurrency = option('concurrency', 10);

async function timed(call: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await call();
  return performance.now() - start;
}

function reportBundle(distDir: string): void {
  const load = firstLoadOfLogin(distDir);
  console.log('\n1. First load of /login (dist/app, each file gzipped with zlib, default level)\n');
  console.log(
    table(
      ['file', 'why', 'raw', 'gzip'],
      load.files.map((file) => [file.file, file.reason, kB(file.rawBytes), kB(file.gzipBytes)]),
    ),
  );
  const verdict = load.jsGzipBytes <= JS_BUDGET_BYTES ? 'within budget' : 'OVER BUDGET';
  console.log(
    `\n${table(
      ['total', 'raw', 'gzip', 'budget', 'verdict'],
      [
        ['JS', kB(load.jsRawBytes), kB(load.jsGzipBytes), kB(JS_BUDGET_BYTES), verdict],
        ['CSS', kB(load.cssRawBytes), kB(load.cssGzipBytes), '–', ''],
      ],
    )}`,
  );
  console.log(
    '(kB = 1000 bytes; no build.manifest in vite.config.ts, so the chunk graph is read from the built files)',
  );
}

async function reportLatency(stack: BenchStack): Promise<void> {
  const session = new GatewaySession(stack.gatewayUrl);
  await session.signIn(benchEmail);
  const api = new ApiClient(stack.apiUrl);
  await api.signIn(benchEmail);

  for (let i = 0; i < WARM_UP; i++) {
    await session.me();
    await api.accountDetails();
  }
  // Interleaved, so that the machine's drift (2 cores shared with both servers) touches each series alike.
  const me: number[] = [];
  const details: number[] = [];
  for (let i = 0; i < samples; i++) {
    me.push(await timed(() => session.me()));
    details.push(await timed(() => api.accountDetails()));
  }

  // `me` makes one upstream call (gateway/src/load-me.ts), so it is also the slowest.
  const overheadMedian = median(me) - median(details);
  const overheadP95 = p95(me) - p95(details);
  console.log(
    `\n2. Latency, ${samples} sequential requests each after ${WARM_UP} warm-up rounds (signed in as ${benchEmail})\n`,
  );
  console.log(
    table(
      ['call', 'median', 'p95'],
      [
        ['gateway: query me', ms(median(me)), ms(p95(me))],
        ['API: GET /v1/accounts/details', ms(median(details)), ms(p95(details))],
        ['me − slowest upstream (account details)', ms(overheadMedian), ms(overheadP95)],
      ],
    ),
  );
  const verdict = overheadMedian <= OVERHEAD_BUDGET_MS ? 'within budget' : 'OVER BUDGET';
  console.log(
    `\nGateway cost over the slowest upstream call: ${ms(overheadMedian)} median, ${ms(overheadP95)} p95; budget ${OVERHEAD_BUDGET_MS} ms (median): ${verdict}.`,
  );
}

async function reportThroughput(stack: BenchStack): Promise<void> {
  const session = new GatewaySession(stack.gatewayUrl);
  await session.signIn(benchEmail);
  const deadline = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  // Bounded: `concurrency` loops, each with one request in flight, all ending at the deadline.
  const worker = async (client: GatewaySession) => {
    while (performance.now() < deadline) {
      const start = performance.now();
      try {
        await client.me();
        latencies.push(performance.now() - start);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        failures.set(reason, (failures.get(reason) ?? 0) + 1);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, () => worker(session.fork())));
  const elapsedS = (performance.now() - started) / 1000;
  const failed = [...failures.values()].reduce((a, b) => a + b, 0);

  console.log(
    `\n3. Throughput of query me through the gateway: ${concurrency} in flight for ${seconds} s (Node fetch/undici, keep-alive; client, gateway and API share this machine)\n`,
  );
  console.log(
    table(
      ['requests', 'failed', 'seconds', 'req/s', 'median', 'p95'],
      [
        [
          String(latencies.length),
          String(failed),
          elapsedS.toFixed(1),
          (latencies.length / elapsedS).toFixed(0),
          ms(median(latencies)),
          ms(p95(latencies)),
        ],
      ],
    ),
  );
  for (const [reason, count] of failures) console.log(`  failed ×${count}: ${reason}`);
}

async function main(): Promise<void> {
  const watchdog = setTimeout(() => {
    console.error(`bench: still running after ${WATCHDOG_MS / 1000} s; stopping`);
    process.exit(2);
  }, WATCHDOG_MS);
  watchdog.unref();

  const distDir = path.join(repositoryRoot, 'dist/app');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.error('bench: dist/app is missing; build the app first: npx vite build');
    process.exit(1);
  }
  console.log(`Benchmark on Node ${process.version}, ${new Date().toISOString()}`);
  reportBundle(distDir);

  console.log('\nStarting the API (in-memory database) and the gateway on spare loopback ports…');
  const stack = await startBenchStack();
  const stopOnSignal = () => {
    void stack.stop().then(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const served = await fetch(`${stack.gatewayUrl}/login`).then((response) => response.text());
    if (!served.includes('<div id="root">')) {
      console.log('warning: the gateway did not serve the app at /login');
    }
    await reportLatency(stack);
    await reportThroughput(stack);
  } finally {
    await stack.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
