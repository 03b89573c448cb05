import { BoundedMemo } from '../../../api/src/contract';

/**
 * Values this gateway has already unsealed, by their sealed string (issue #20: unsealing is the largest part of
 * the gateway's own cost per request: iron derives two keys with WebCrypto for every unseal). Two uses, one per
 * gateway: the session ids of cookies (a browser sends the same cookie until it is rewritten, at most once a
 * minute: IDLE_SLIDE_STEP_MS), and the tokens sealed at rest in the session store (rewritten only when they are
 * refreshed). Only a value that unsealed with this gateway's secret is stored, and only the exact same string
 * finds it, so a tampered or foreign string still goes through iron and is refused. The session itself is still
 * read from the store every time, so expiry and sign-out on any instance hold as for a fresh unseal. Bounded:
 * the oldest goes first.
 */
export class UnsealedValues<Value> extends BoundedMemo<string, Value> {
  constructor(capacity = 5_000) {
    super(capacity);
  }
}

/** Session ids by their sealed cookie value. */
export class UnsealedSessionIds extends UnsealedValues<string> {}
