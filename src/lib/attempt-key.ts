import { randomId } from './random-id';

/**
 * Issue 22: the Idempotency-Key of one user attempt at a creating mutation (an order, a booking, a message, a
 * reminder). A key is made when the user sends and kept until that attempt succeeds, so a 'Try again' after a
 * timeout or a failure sends the same key, and the server answers it from the first answer if that one was
 * written after all (api/src/http/idempotency.ts). Changed answers are a new attempt with a new key; so is the
 * same answers sent again after a success. Kept in memory: the tab's attempts, not across a reload.
 */
const attempts = new Map<string, { answers: string; key: string }>();

/**
 * Sends `answers` as one attempt at `action` (a name for the form, e.g. 'placeOrder'): `send` gets the key of
 * the last unfinished attempt with the same answers, or a new one. A success ends the attempt.
 */
export async function sendAttempt<T>(
  action: string,
  answers: unknown,
  send: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  const text = JSON.stringify(answers);
  let attempt = attempts.get(action);
  if (attempt?.answers !== text) {
    attempt = { answers: text, key: randomId() };
    attempts.set(action, attempt);
  }
  const result = await send(attempt.key);
  if (attempts.get(action) === attempt) attempts.delete(action);
  return result;
}

/** Forgets every unfinished attempt: another patient is active, so the same answers are not the same request. */
export function forgetAttempts(): void {
  attempts.clear();
}
