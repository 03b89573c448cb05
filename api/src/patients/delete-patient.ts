/**
 * Delete patient (spec part 2 §7 'Delete patient', §4 'Linked patient deletion'): the account stops acting for
 * one of the other patients it has proxy access to. The patient's own data stays: only the link goes.
 */
import { and, eq, notExists } from 'drizzle-orm';
import { loadActivePatientContext } from '../accounts/account-details';
import type { Queryable } from '../db/database';
import { accountPatients, accounts } from '../db/schema';
import { ApiError, invalidAccessToken } from '../http/api-error';
import { patientForbidden } from './patient-scope';

/**
 * Removes `patientId` from the account's patients. Refused, changing nothing: 403 `patient.forbidden` for an
 * id that is not one of the account's patients (unknown or another account's, the same body as
 * updateSelectedPatient's); 409 `patient.active` for the active patient (part 2 §4: 'The currently active
 * linked patient cannot be deleted'); 422 `patient.ownPatient` for the account's own patient.
 */
export async function deleteLinkedPatient(
  db: Queryable,
  accountId: string,
  patientId: string,
): Promise<void> {
  const context = await loadActivePatientContext(db, accountId);
  if (!context) throw invalidAccessToken();
  if (context.patient?.id === patientId) throw activePatient();
  const target = context.otherPatients.find((candidate) => candidate.id === patientId);
  if (!target) throw patientForbidden();
  if (target.isPrimary) {
    throw new ApiError(422, 'patient.ownPatient', "The account's own patient cannot be deleted.");
  }
  // The conditions and the delete are one statement: a patient selected meanwhile is not deleted.
  const deleted = await db
    .delete(accountPatients)
    .where(
      and(
        eq(accountPatients.accountId, accountId),
        eq(accountPatients.patientId, patientId),
        eq(accountPatients.isPrimary, false),
        notSelectedBy(db, accountId, patientId),
      ),
    )
    .returning({ patientId: accountPatients.patientId });
  if (deleted.length === 0) throw activePatient();
}

function activePatient(): ApiError {
  return new ApiError(
    409,
    'patient.active',
    'The active patient cannot be deleted: switch to another patient first.',
  );
}

/** True unless the account has `patientId` selected. */
function notSelectedBy(db: Queryable, accountId: string, patientId: string) {
  return notExists(
    db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, accountId), eq(accounts.selectedPatientId, patientId))),
  );
}
