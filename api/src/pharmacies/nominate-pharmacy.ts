import { eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { accountPatients, patients, pharmacies } from '../db/schema';
import { ApiError } from '../http/api-error';

/** 422 `pharmacy.notFound` (docs/rest-api.md updatePatient); shown as it is (spec part 1 §8). */
export function pharmacyNotFound(): ApiError {
  return new ApiError(
    422,
    'pharmacy.notFound',
    'The pharmacy you chose could not be found. Please choose another pharmacy.',
    { show: true },
  );
}

/**
 * Nominates `pharmacyId` for the selected patient, or with `allPatients` for every patient the account may
 * act for (spec part 1 §2 'I agree to allow the nominated pharmacy to be updated for all patients associated
 * with this account'). One transaction: the pharmacy row is key-share locked so it cannot vanish between the
 * check and the update, and on a refusal nothing is stored.
 */
export async function nominatePharmacy(
  db: AppDatabase,
  options: { accountId: string; patientId: string; pharmacyId: string; allPatients: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [pharmacy] = await tx
      .select({ id: pharmacies.id })
      .from(pharmacies)
      .where(eq(pharmacies.id, options.pharmacyId))
      .for('key share');
    if (!pharmacy) throw pharmacyNotFound();
    const patientIds = options.allPatients
      ? tx
          .select({ id: accountPatients.patientId })
          .from(accountPatients)
          .where(eq(accountPatients.accountId, options.accountId))
      : [options.patientId];
    await tx
      .update(patients)
      .set({ pharmacyId: pharmacy.id })
      .where(inArray(patients.id, patientIds));
  });
}
