/**
 * Issue #22's kill -9 test, on PostgreSQL only (`npm run test:postgres`), a short sample with a fixed seed (a
 * longer one: `npm run bench -- --only=kill`): under a load of mixed journeys on 2 gateways and 2 APIs, random
 * processes are ended with SIGKILL and restarted; afterwards every acknowledged write is in the database once,
 * nothing was written twice, and every reminder that fell due was mailed once (kill-check.ts), and that mail
 * reached the SMTP server the APIs relay to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresTestDatabase,
  testServerUrl,
} from '../../gateway/src/testing/test-gateway-database';
import { startSmtpTestServer, type SmtpTestServer } from '../../api/src/testing/smtp-test-server';
import { findPostgresPrograms } from '../lib/postgres-programs';
import { KILL_RUN_ENV, runKillCheck } from './kill-check';
import { killedName } from './load';
import { startCluster, type Cluster } from './start-cluster';

/**
 * Short enough for CI: an API, a gateway, then the database server killed at points seed 22 picks (each restart
 * takes seconds, a minute on a busy 2-core machine). `npm run bench -- --only=kill` runs longer.
 */
const SAMPLE = {
  users: 4,
  durationMs: 15_000,
  seed: 22,
  kills: { count: 3, everyMs: 3_000, downMs: 1_000 },
};

/**
 * The database server is crashed too when this machine has PostgreSQL's server programs: the cluster then runs
 * on a server of its own (durable commits; the suite's shared one is not ours to crash). With only a server
 * given in TEST_DATABASE_URL, the programs alone are killed.
 */
const crashesDatabase = findPostgresPrograms() !== undefined;

describe.skipIf(!testServerUrl)('kill -9 under load', { timeout: 300_000 }, () => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>> | undefined;
  let cluster: Cluster | undefined;
  let smtp: SmtpTestServer | undefined;

  beforeAll(async () => {
    // The APIs send their mail over SMTP, relayed from the outbox (decision 0012), to a server in this process.
    smtp = await startSmtpTestServer();
    const env = {
      ...KILL_RUN_ENV,
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: smtp.url,
      MAIL_RELAY_INTERVAL_MS: '200',
    };
    if (crashesDatabase) {
      cluster = await startCluster({ serveApp: 'off', env });
    } else {
      database = await createPostgresTestDatabase(testServerUrl as string);
      cluster = await startCluster({ databaseUrl: database.url, serveApp: 'off', env });
    }
  }, 240_000);
  afterAll(async () => {
    await cluster?.stop();
    await database?.drop();
    await smtp?.close();
  });

  it('loses no acknowledged write, makes none twice and mails each due reminder once', async () => {
    const killed: string[] = [];
    const report = await runKillCheck(cluster as Cluster, {
      ...SAMPLE,
      ...(smtp ? { smtp } : {}),
      onKill: (member) => killed.push(killedName(member)),
    });
    const { load, ...counts } = report;
    const errors = new Map<string, number>();
    for (const { operation, error } of load.outcomes)
      if (error)
        errors.set(`${operation} ${error}`, (errors.get(`${operation} ${error}`) ?? 0) + 1);
    console.log(
      `kill -9 sample: killed ${killed.join(', ')}; journeys ${load.journeys.completed}/${load.journeys.started};`,
      `failed calls ${JSON.stringify(Object.fromEntries(errors))};`,
      JSON.stringify({ ...counts, missingOrders: counts.missingOrders.length }),
    );

    // The sample did what it is for: processes died mid-load, and writes were acknowledged around them.
    expect(report.load.kills).toBe(SAMPLE.kills.count);
    if (crashesDatabase) expect(killed).toContain('database');
    expect(report.acknowledged).toBeGreaterThan(3);
    expect(report.reminders).toBeGreaterThan(20);

    expect(report.missingOrders).toEqual([]);
    expect(report.notOnce).toEqual([]);
    expect(report.duplicated).toEqual([]);
    expect(report.unacknowledgedRows).toBeGreaterThanOrEqual(0);
    expect(report.remindersStillDue).toBe(0);
    expect(report.remindersNotMailedOnce).toEqual([]);
    // Each of those mails reached the SMTP server; a resend (a kill between the send and its mark) is the
    // same mail, under its Message-ID.
    expect(report.smtp?.remindersNotDelivered).toEqual([]);
  });
});
