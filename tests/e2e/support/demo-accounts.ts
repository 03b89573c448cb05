/**
 * The seeded demo accounts (api/src/demo/seed.ts, api/README.md "Demo accounts"). The stack starts on a fresh
 * in-memory database for every run (DATA_DIR=memory://), so each run begins from the seed.
 *
 * Lockout (docs/rest-api.md): the fifth consecutive failed sign-in locks an account and a success resets the
 * count. Journeys that type a wrong password do it once per account, for accounts (tara, nadia) that other
 * journeys then sign in to successfully, which resets the count again; lee is locked by the seed.
 */
import { SEED_PASSWORD, seedEmails, seedPatientIds } from '../../../api/src/demo/seed-ids';

export const demoPassword = SEED_PASSWORD;
export const demoEmails = seedEmails;
export const demoPatientIds = seedPatientIds;

/** A password no demo account has. */
export const wrongPassword = 'Not-the-password-1';
