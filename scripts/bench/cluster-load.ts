/**
 * Issue #22's figures on the cluster (scripts/cluster/start-cluster.ts: 2 gateways and 2 APIs on one PostgreSQL
 * behind round-robin proxies, a throw-away server unless DATABASE_URL is set):
 *  - `--only=load`: `--users` simulated users (default 200) on the mixed journeys for `--duration` seconds (default
 *    300): errors by operation and code, p95 per operation, requests per second, each process's resident
 *    memory at the start, at each fifth and at the end of the load, the most heap it kept alive in each fifth
 *    (scripts/bench/live-heap.ts), and the CPU each used during it;
 *  - `--only=kill`: the kill -9 check (scripts/cluster/kill-check.ts) for longer than its test does, with
 *    `--users` (default 10), `--duration` (default 120, one kill per 10 s) and `--seed` (default 22).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runKillCheck, KILL_RUN_ENV } from '../cluster/kill-check';
import type { CallOutcome } from '../cluster/journeys';
import { killedName, runLoad } from '../cluster/load';
import { addLoadPatients } from '../cluster/load-patients';
import { startCluster, type Cluster } from '../cluster/start-cluster';
import { repositoryRoot } from '../../tests/support/repository';
import { cpuMillisecondsOf, residentBytesOf } from './process-usage';
import { ms, p95, median, table } from './stats';

/** Simulated users share a few demo accounts: the per-account limits are raised as far as development allows. */
const LOAD_ENV = { RATE_LIMIT_FACTOR: '1000' };
/** How many times resident memory is read during a load run, besides at its start. */
const MEMORY_SAMPLES = 5;

async function withCluster(
  env: Record<string, string>,
  run: (cluster: Cluster) => Promise<void>,
  nodeOptions?: readonly string[],
): Promise<void> {
  const built = existsSync(path.join(repositoryRoot, 'dist/app/index.html'));
  console.log('Starting 2 gateways and 2 APIs on one PostgreSQL…');
  const cluster = await startCluster({
    env,
    serveApp: built ? 'dist/app' : 'off',
    ...(nodeOptions ? { nodeOptions } : {}),
  });
  try {
    await run(cluster);
  } finally {
    await cluster.stop();
  }
}

/** A figure of each program of the cluster, by its name in the tables ('api 1'…). */
function perMember(
  cluster: Cluster,
  read: (pid: number | undefined) => number | null,
): Map<string, number | null> {
  return new Map(
    cluster.members.map((member) => [
      `${member.kind} ${member.index + 1}`,
      read(member.program.pid),
    ]),
  );
}

/** The load generator and the two round-robin proxies run in this process. */
const LOAD_GENERATOR = 'load generator and proxies';

/** CPU time of each program, and of this process, since it started, in ms. */
function cpuRows(cluster: Cluster): Map<string, number | null> {
  const { user, system } = process.cpuUsage();
  return perMember(cluster, cpuMillisecondsOf).set(LOAD_GENERATOR, (user + system) / 1000);
}

/**
 * Where the machine's CPU went during the run, per program: the whole and per request. On two shared cores the
 * sum is what the load can have, so it says which program to make cheaper for the same load to queue less.
 */
function cpuTable(
  before: Map<string, number | null>,
  after: Map<string, number | null>,
  requests: number,
): string {
  return table(
    ['process', 'CPU during the run', 'CPU per request'],
    [...before].map(([name, from]) => {
      const to = after.get(name);
      const used = from === null || to === null || to === undefined ? null : to - from;
      return [
        name,
        used === null ? 'n/a' : `${(used / 1000).toFixed(1)} s`,
        used === null ? 'n/a' : ms(used / requests),
      ];
    }),
  );
}

const mb = (bytes: number | null | undefined) =>
  bytes === null || bytes === undefined ? 'n/a' : `${(bytes / 1_000_000).toFixed(0)} MB`;

/**
 * Each program's live heap (what a full collection left, scripts/bench/live-heap.ts) between one memory sample
 * and the next: the most in each interval. Flat from one interval to the next once the users have arrived is no
 * leak, whatever resident memory does.
 */
function liveHeapTable(
  cluster: Cluster,
  directory: string,
  startedAt: number,
  sampledAtS: readonly number[],
): string {
  const intervals = sampledAtS.slice(1).map((toS, index) => [sampledAtS[index] ?? 0, toS]);
  return table(
    [
      'process',
      ...intervals.map(
        ([fromS = 0, toS = 0]) => `live heap ${fromS.toFixed(0)}–${toS.toFixed(0)} s`,
      ),
    ],
    cluster.members.map((member) => {
      let lines: string[] = [];
      try {
        lines = readFileSync(path.join(directory, String(member.program.pid)), 'utf8').split('\n');
      } catch {
        // No full collection yet in that program: nothing written.
      }
      const readings = lines.filter(Boolean).map((line) => {
        const [at = 0, bytes = 0] = line.split(' ').map(Number);
        return { atS: (at - startedAt) / 1000, bytes };
      });
      return [
        `${member.kind} ${member.index + 1}`,
        ...intervals.map(([fromS = 0, toS = 0]) => {
          const within = readings.filter(({ atS }) => atS >= fromS && atS < toS);
          return within.length === 0 ? '–' : mb(Math.max(...within.map(({ bytes }) => bytes)));
        }),
      ];
    }),
  );
}

function errorTable(outcomes: readonly CallOutcome[]): string {
  const errors = new Map<string, number>();
  for (const { operation, error } of outcomes)
    if (error) errors.set(`${operation}|${error}`, (errors.get(`${operation}|${error}`) ?? 0) + 1);
  if (errors.size === 0) return 'Errors: 0';
  return table(
    ['operation', 'error', 'count'],
    [...errors].map(([key, count]) => [...key.split('|'), String(count)]),
  );
}

export async function benchClusterLoad(options: {
  users: number;
  durationS: number;
  /** Arrivals spread over this many seconds; default the first quarter of the run. */
  arriveWithinS?: number;
  /** Visits after which a user signs out and in again; default none (signed in for the run). */
  visitsPerSession?: number;
  /**
   * Users of a kind sign in as the one demo patient of their journey, as the runs before 2026-12-07 did;
   * default a patient of their own (scripts/cluster/load-patients.ts).
   */
  sharedPatients?: boolean;
}) {
  const arriveWithinS = options.arriveWithinS ?? options.durationS / 4;
  const liveHeapDirectory = mkdtempSync(path.join(tmpdir(), 'live-heap-'));
  const env = { ...LOAD_ENV, LIVE_HEAP_DIR: liveHeapDirectory };
  await withCluster(
    env,
    async (cluster) => {
      console.log(
        `\nLoad: ${options.users} users on the mixed journeys for ${options.durationS} s, arriving within ${arriveWithinS} s, ` +
          `${options.visitsPerSession ? `signing in again every ${options.visitsPerSession} visits` : 'each signed in for the run'}, ` +
          `${options.sharedPatients ? 'sharing three demo patients' : 'each with a patient of its own'} (seed 1)…`,
      );
      // Resident memory at the start and at each fifth of the run: whether it levels off once every user has
      // arrived (the first quarter) or keeps climbing, as a leak would.
      const started = Date.now();
      const sample = () => ({
        atS: (Date.now() - started) / 1000,
        rows: perMember(cluster, residentBytesOf),
      });
      const emails = options.sharedPatients
        ? undefined
        : await addLoadPatients(cluster.databaseUrl, options.users, Date.now().toString(36));
      const cpuAtStart = cpuRows(cluster);
      const samples = [sample()];
      const sampler = setInterval(
        () => samples.push(sample()),
        (options.durationS * 1000) / MEMORY_SAMPLES,
      );
      const result = await runLoad(cluster, {
        users: options.users,
        durationMs: options.durationS * 1000,
        arrivalMs: arriveWithinS * 1000,
        seed: 1,
        ...(options.visitsPerSession ? { visitsPerSession: options.visitsPerSession } : {}),
        ...(emails ? { emailOf: (index: number) => emails[index] ?? '' } : {}),
      }).finally(() => clearInterval(sampler));
      samples.push(sample());
      const cpuAtEnd = cpuRows(cluster);
      const byOperation = new Map<string, number[]>();
      for (const { operation, ms: took, error } of result.outcomes)
        if (!error) byOperation.set(operation, [...(byOperation.get(operation) ?? []), took]);
      const failed = result.outcomes.filter((outcome) => outcome.error).length;
      console.log(
        `\n${result.outcomes.length} requests in ${(result.elapsedMs / 1000).toFixed(0)} s: ` +
          `${(result.outcomes.length / (result.elapsedMs / 1000)).toFixed(1)} requests/s; ` +
          `${result.journeys.completed} of ${result.journeys.started} visits completed; ${failed} errors\n`,
      );
      console.log(
        table(
          ['operation', 'count', 'median', 'p95'],
          [...byOperation].map(([operation, series]) => [
            operation,
            String(series.length),
            ms(median(series)),
            ms(p95(series)),
          ]),
        ),
      );
      console.log(`\n${errorTable(result.outcomes)}\n`);
      // What the programs logged (LOG_LEVEL warn: only problems), so that an error can be traced to its cause.
      if (failed > 0)
        for (const member of cluster.members) {
          const logged = member.program.output().trim();
          if (logged)
            console.log(`Last lines ${member.kind} ${member.index + 1} logged:\n${logged}\n`);
        }
      console.log(
        table(
          ['process', ...samples.map(({ atS }) => `RSS at ${atS.toFixed(0)} s`)],
          [...(samples[0]?.rows.keys() ?? [])].map((name) => [
            name,
            ...samples.map(({ rows }) => mb(rows.get(name))),
          ]),
        ),
      );
      console.log(
        `\n${liveHeapTable(
          cluster,
          liveHeapDirectory,
          started,
          samples.map(({ atS }) => atS),
        )}`,
      );
      console.log(`\n${cpuTable(cpuAtStart, cpuAtEnd, result.outcomes.length)}`);
    },
    ['--import', './scripts/bench/live-heap.ts'],
  ).finally(() => rmSync(liveHeapDirectory, { recursive: true, force: true }));
}

export async function benchClusterKill(options: {
  users: number;
  durationS: number;
  seed: number;
}) {
  await withCluster(KILL_RUN_ENV, async (cluster) => {
    console.log(
      `\nkill -9: ${options.users} users for ${options.durationS} s, seed ${options.seed}; killing…`,
    );
    const report = await runKillCheck(cluster, {
      users: options.users,
      durationMs: options.durationS * 1000,
      seed: options.seed,
      kills: {
        count: Math.max(2, Math.floor(options.durationS / 10)),
        everyMs: 5_000,
        downMs: 1_000,
      },
      onKill: (killed) => console.log(`  killed ${killedName(killed)}`),
    });
    const { load } = report;
    console.log(
      `\n${report.load.kills} kills; ${load.journeys.completed} of ${load.journeys.started} visits completed`,
    );
    console.log(`\n${errorTable(load.outcomes)}\n`);
    const verdict = (ok: boolean) => (ok ? 'ok' : 'FAILED');
    console.log(
      table(
        ['check', 'found', 'verdict'],
        [
          ['acknowledged writes', String(report.acknowledged), ''],
          [
            'acknowledged orders missing',
            String(report.missingOrders.length),
            verdict(!report.missingOrders.length),
          ],
          [
            'acknowledged messages/bookings not once',
            String(report.notOnce.length),
            verdict(!report.notOnce.length),
          ],
          [
            'writes made twice',
            String(report.duplicated.length),
            verdict(!report.duplicated.length),
          ],
          ['written, answer lost', String(report.unacknowledgedRows), ''],
          ['reminders due', String(report.reminders), ''],
          [
            'reminders not mailed once',
            String(report.remindersNotMailedOnce.length + report.remindersStillDue),
            verdict(!report.remindersNotMailedOnce.length && !report.remindersStillDue),
          ],
        ],
      ),
    );
  });
}
