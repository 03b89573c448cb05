/**
 * Deregister for online services (spec part 2 'Deregister for online services', §4 'Deregistration', §7
 * 'Deregister'): the active patient's GP registration and integration settings are removed; their orders,
 * reminders and history stay, and no other patient changes.
 */
import { and, eq } from 'drizzle-orm';
import { listAccountPatients } from '../accounts/repository';
import type { AppDatabase } from '../db/database';
import { accounts, patients } from '../db/schema';
import { ApiError } from '../http/api-error';
import { loadPatientScope } from '../patients/patient-scope';

/** 422 `im1.notAvailable`: the active patient has no GP registration to remove. */
export function im1NotAvailable(): ApiError {
  return new ApiError(
    422,
    'im1.notAvailable',
    'The selected patient is not linked to GP online services.',
  );
}

/**
 * Unlinks the account's active patient from their practice (practice, GP account id, IM1 availability and GP
 * name: the integration settings come from the practice, so they go with it). When that patient is one the
 * account acts for by proxy, the account's own patient becomes the active one again: only IM1-linked patients
 * list the others (spec part 1 §3), so staying on an unlinked proxy patient would leave no way back.
 */
export async function deregisterActivePatient(db: AppDatabase, accountId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const scope = await loadPatientScope(tx, accountId);
    if (!scope.practice) throw im1NotAvailable();
    await tx
      .update(patients)
      .set({ practiceOdsCode: null, gpAccountId: null, im1Available: false, gpName: null })
      .where(eq(patients.id, scope.patient.id));
    const own = (await listAccountPatients(tx, accountId)).find((patient) => patient.isPrimary);
    if (own && own.id !== scope.patient.id) {
      await tx
        .update(accounts)
        .set({ selectedPatientId: null })
        .where(and(eq(accounts.id, accountId), eq(accounts.selectedPatientId, scope.patient.id)));
    }
  });
}
