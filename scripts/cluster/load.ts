/**
 * A load of mixed journeys on a running cluster (issue #22), with an optional fault: `users` simulated users,
 * each from its own address (X-Forwarded-For, which the cluster's programs trust from the proxy), of the three
 * kinds in turn (journeys.ts: orders, messages, appointments), each signing in, visiting (home, then its write)
 * with a pause between visits until `durationMs` has passed, and signing out (also every `visitsPerSession`
 * visits, if given); and, with `kills`, a process of the cluster ended with SIGKILL at random points and started
 * again (all are running again when it resolves). Choices come from a generator seeded with `seed`, so a run's journeys, markers and
 * faults can be repeated. Used by the kill -9 test (kill.test.ts) and by `npm run bench -- --only=load|kill`.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import {
  emptyAcknowledged,
  JOURNEY_ACCOUNTS,
  JOURNEY_KINDS,
  JourneyFailed,
  SimulatedUser,
  type AcknowledgedWrites,
  type JourneyKind,
  type CallOutcome,
} from './journeys';
import { ErrorCode } from '../../gateway/src/errors';
import type { Cluster, ClusterMember } from './start-cluster';

/**
 * How long a user told the service is busy (errors:common.busy, 'wait a minute and try again') waits before
 * trying again, on average (half to one and a half times): less than the minute it asks, as impatient people do.
 */
const BUSY_PAUSE_MS = 10_000;

export interface LoadOptions {
  users: number;
  durationMs: number;
  seed: number;
  /**
   * `count` kills, APIs, gateways and the database server in turn (the server only when the cluster started its
   * own; which API or gateway at random), each `everyMs` on average (half to one and a half times) after the last
   * one is back, down for up to `downMs`; the load lasts until all are done.
   */
  kills?: { count: number; everyMs: number; downMs: number };
  /**
   * A user's pause between visits, on average (half to one and a half times); default 1 s, about ten times a
   * person's pace, so that 200 users load the service as many more people would.
   */
  thinkMs?: number;
  /**
   * Visits between a user's sign-in and sign-out, after which they sign in again. Default: none, each user is
   * one person's visit to the service, signed in as they arrive and out when the run ends. (At the default pace
   * a session of five visits lasts about 10 s, and 200 users would ask for 20 sign-ins a second, each a quarter
   * of a second of scrypt: five times what two shared cores hash, docs/decisions/0013.) The kill -9 check signs
   * in and out every few visits, so that sign-in and sign-out meet the kills too.
   */
  visitsPerSession?: number;
  /**
   * Users arrive one after another, evenly, over this time from the start; default the first quarter of the run.
   * A short one (the bench's `--arrive-within=30`) is a sign-in storm.
   */
  arrivalMs?: number;
  /**
   * The email user `index` signs in with; default the demo account of its journey (JOURNEY_ACCOUNTS), which
   * all users of a kind then share. The load bench gives each user a patient of its own (load-patients.ts).
   */
  emailOf?: (index: number, kind: JourneyKind) => string;
  /** Called with what was just killed (for a log of what happened). */
  onKill?: (killed: ClusterMember | 'database') => void;
}

export interface LoadResult {
  outcomes: CallOutcome[];
  acknowledged: AcknowledgedWrites;
  /** Every marker of the run starts with this (so rows the run wrote can be found, acknowledged or not). */
  markerPrefix: string;
  journeys: { started: number; completed: number };
  kills: number;
  elapsedMs: number;
}

export async function runLoad(cluster: Cluster, options: LoadOptions): Promise<LoadResult> {
  const random = xoroshiro128plus(options.seed);
  const pick = (count: number) => (count <= 1 ? 0 : uniformInt(random, 0, count - 1));
  const markerPrefix = `load-${options.seed}-${Date.now().toString(36)}`;
  const outcomes: CallOutcome[] = [];
  const acknowledged = emptyAcknowledged();
  const journeys = { started: 0, completed: 0 };
  const started = Date.now();
  const deadline = started + options.durationMs;
  let kills = 0;

  const thinkMs = options.thinkMs ?? 1_000;
  const visitsPerSession = options.visitsPerSession ?? Infinity;
  const user = async (index: number) => {
    // 10.x.y.z: a distinct client address per user, as browsers on the internet would have.
    const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
    const kind = JOURNEY_KINDS[index % JOURNEY_KINDS.length] ?? 'order';
    let browser: SimulatedUser | null = null;
    // Users arrive over the first quarter of the run unless told otherwise: 200 sign-ins within 30 s cost the APIs
    // 50 s of scrypt on 2 cores, more than they can check in time, so some are told to come back (503 busy).
    await sleep((index * (options.arrivalMs ?? options.durationMs / 4)) / options.users);
    for (let n = 0; Date.now() < deadline || !chaosDone; n++) {
      await sleep(thinkMs / 2 + pick(thinkMs));
      try {
        if (browser === null) {
          // Kept only once signed in: a refused sign-in leaves the user to sign in again.
          const arriving = new SimulatedUser(
            cluster.url,
            (outcome) => outcomes.push(outcome),
            acknowledged,
            address,
          );
          await arriving.signIn(options.emailOf?.(index, kind) ?? JOURNEY_ACCOUNTS[kind]);
          browser = arriving;
        }
        journeys.started++;
        await browser.visit(kind, `${markerPrefix} u${index} n${n} ${kind}`, pick);
        journeys.completed++;
        if (n % visitsPerSession === visitsPerSession - 1) {
          const leaving = browser;
          browser = null;
          await leaving.signOut();
        }
      } catch (error) {
        if (!(error instanceof JourneyFailed)) throw error;
        // After a failure the user tries again on their next visit, in the same session unless the gateway
        // ended it (the app then shows log in); told the service is busy, after a pause, as the message asks.
        if (!browser?.signedIn) browser = null;
        if (error.code === ErrorCode.busy) await sleep(BUSY_PAUSE_MS / 2 + pick(BUSY_PAUSE_MS));
      }
    }
    await browser?.signOut().catch((error: unknown) => {
      if (!(error instanceof JourneyFailed)) throw error;
    });
  };

  // Each kill waits until the member killed before is back, so one instance of each kind always serves.
  let chaosDone = !options.kills;
  const chaos = async () => {
    if (!options.kills) return;
    const { count, everyMs, downMs } = options.kills;
    const server = cluster.databaseServer;
    const kinds = server
      ? (['api', 'gateway', 'database'] as const)
      : (['api', 'gateway'] as const);
    for (let k = 0; k < count; k++) {
      await sleep(everyMs / 2 + pick(everyMs));
      const kind = kinds[k % kinds.length] ?? 'api';
      if (kind === 'database' && server) {
        await server.crash();
        kills++;
        options.onKill?.('database');
        await sleep(pick(downMs));
        await server.restart();
        continue;
      }
      const ofKind = cluster.members.filter((member) => member.kind === kind);
      const member = ofKind[pick(ofKind.length)] as ClusterMember;
      await cluster.kill(member);
      kills++;
      options.onKill?.(member);
      await sleep(pick(downMs));
      await cluster.restart(member);
    }
    chaosDone = true;
  };

  await Promise.all([...Array.from({ length: options.users }, (_, i) => user(i)), chaos()]);
  return {
    outcomes,
    acknowledged,
    markerPrefix,
    journeys,
    kills,
    elapsedMs: Date.now() - started,
  };
}

/** What a kill ended, for a log line: `database`, or the program's kind and number (from 1). */
export function killedName(killed: ClusterMember | 'database'): string {
  return killed === 'database' ? 'database' : `${killed.kind} ${killed.index + 1}`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
