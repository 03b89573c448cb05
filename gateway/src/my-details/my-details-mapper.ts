import { mapLinkedPatients } from '../account/account-mapper';
import type { GpDetails, ManagedPatient } from '../generated/resolvers-types';
import type { RestAccountDetails, RestPatient } from '../upstream/rest-api-types';

/**
 * The account's patients for My linked patients, in Me.linkedPatients' order (the same whoever is active).
 * spec part 2 §4: 'The currently active linked patient cannot be deleted'; the account's own patient cannot be
 * deleted either (part 2 §7, the API's ownPatient).
 */
export function mapManagedPatients(
  details: RestAccountDetails & { patient: RestPatient },
): ManagedPatient[] {
  const linked = details.linkedPatients ?? [];
  const own = new Set(linked.filter((p) => p.ownPatient).map((p) => p.patientId));
  return mapLinkedPatients(linked, details.patient).map(({ patientId, fullName, selected }) => ({
    patientId,
    fullName,
    selected,
    deletable: !selected && !own.has(patientId),
  }));
}

/** The active patient's practice and usual doctor (spec part 2 'My GP details'). */
export function mapGpDetails(patient: RestPatient & { gpName: string }): GpDetails {
  return {
    gpName: patient.gpName,
    address1: patient.gpAddress1 ?? null,
    address2: patient.gpAddress2 ?? null,
    address3: patient.gpAddress3 ?? null,
    address4: patient.gpAddress4 ?? null,
    postcode: patient.gpPostcode ?? null,
    telephone: patient.gpContactNumber ?? null,
    doctorName: patient.doctorName ?? null,
  };
}
