import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { PasswordGate } from './password-gate';

/** A hash stand-in that finishes when the test says, so the queue can be looked at mid-burst. */
function heldWork() {
  let finish: () => void = () => undefined;
  let markStarted: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const work = () => {
    markStarted();
    return done;
  };
  return { work, finish, started };
}

describe('PasswordGate', () => {
  it('runs at most `concurrency` hashes at once, the rest in turn', async () => {
    const gate = new PasswordGate({ concurrency: 2, maxWaitMs: 60_000 });
    let running = 0;
    let most = 0;
    const hash = () =>
      gate.run(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
      });
    await Promise.all(Array.from({ length: 7 }, hash));
    expect(most).toBe(2);
  });

  it('refuses a hash at once with 503 service.busy and Retry-After when it would wait past the limit', async () => {
    let clock = 0;
    const gate = new PasswordGate({ concurrency: 1, maxWaitMs: 1_000 }, () => clock);
    // One measured hash of 400 ms sets what the next ones are expected to cost.
    const first = heldWork();
    const measured = gate.run(first.work);
    await first.started;
    clock += 400;
    first.finish();
    await measured;

    const held = Array.from({ length: 4 }, () => heldWork());
    const admitted = held.map(({ work }) => gate.run(work));
    // The estimate moved a fifth of the way from 250 to 400 ms (280 ms): a fifth hash, with 4 ahead of it,
    // would wait 1.12 s, past the limit; the fourth, with 3 ahead, 0.84 s, inside it.
    const refused = await gate
      .run(() => Promise.resolve('hashed'))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'service.busy' });
    const retryAfter = Number((refused as ApiError).headers['retry-after']);
    expect(retryAfter).toBe(2);

    // Work that must be done (the demo data, a test's fixture) waits its turn instead.
    const waited = gate.run(() => Promise.resolve('hashed'), 'wait');
    for (const { finish } of held) finish();
    await Promise.all(admitted);
    await expect(waited).resolves.toBe('hashed');
    // The queue drained: a request's hash is taken again.
    await expect(gate.run(() => Promise.resolve('hashed'))).resolves.toBe('hashed');
  });

  it('refuses a hash whose turn comes after the limit, without running it, when the estimate was wrong', async () => {
    let clock = 0;
    const gate = new PasswordGate({ concurrency: 1, maxWaitMs: 1_000 }, () => clock);
    // Admitted on the first guess (250 ms a hash), but the one ahead takes 3 s.
    const ahead = heldWork();
    const first = gate.run(ahead.work);
    let ran = false;
    const late = gate.run(() => {
      ran = true;
      return Promise.resolve('hashed');
    });
    await ahead.started;
    clock += 3_000;
    ahead.finish();
    await first;
    await expect(late).rejects.toMatchObject({ statusCode: 503, code: 'service.busy' });
    expect(ran).toBe(false);
  });

  it('admits what fits inside the limit: the first rounds of a burst, not more', async () => {
    const gate = new PasswordGate({ concurrency: 2, maxWaitMs: 1_000 }, () => 0);
    // Before any measurement a hash is reckoned at 250 ms: 2 at a time, a wait of 1 s lets 5 rounds in.
    const held = Array.from({ length: 30 }, () => heldWork());
    const outcomes = held.map(({ work }) =>
      gate.run(work).then(
        () => 'done',
        (error: unknown) => (error instanceof ApiError ? error.code : 'other'),
      ),
    );
    for (const { finish } of held) finish();
    const results = await Promise.all(outcomes);
    expect(results.filter((result) => result === 'done')).toHaveLength(10);
    expect(results.filter((result) => result === 'service.busy')).toHaveLength(20);
  });
});
