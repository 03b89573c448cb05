import type { AppDatabase, AppTransaction } from './database';

/** Carries a refusal out of a transaction, rolling it back on the way. */
class Refusal<R> extends Error {
  constructor(readonly outcome: R) {
    super('refused inside a transaction');
  }
}

/**
 * Runs `work` in one transaction. Calling `refuse(outcome)` inside rolls back everything the work did and
 * makes the call return `outcome`: for refusals that only show once rows are locked or written, so that
 * nothing is stored on a refusal.
 */
export async function transactionOrRefusal<T, R>(
  db: AppDatabase,
  work: (tx: AppTransaction, refuse: (outcome: R) => never) => Promise<T>,
): Promise<T | R> {
  const refuse = (outcome: R): never => {
    throw new Refusal(outcome);
  };
  try {
    return await db.transaction((tx) => work(tx, refuse));
  } catch (error) {
    if (error instanceof Refusal) return error.outcome as R;
    throw error;
  }
}
