import { fetchAccountDetails } from '../account/account-upstream';
import { loadMe } from '../account/load-me';
import { ErrorCode, gatewayError } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types';
import { mapGpDetails, mapManagedPatients } from './my-details-mapper';
import { deleteLinkedPatient, deregisterActivePatient } from './my-details-upstream';

/** No real patient id is this long; refusing early keeps junk out of the upstream call and its logs. */
const PATIENT_ID_MAX_LENGTH = 100;

/** My linked patients and My GP details (spec part 2 §2), from the account details `me` reads too. */
export const myDetailsQuery: Pick<QueryResolvers, 'myLinkedPatients' | 'myGp'> = {
  myLinkedPatients: async (_parent, _args, ctx) => {
    // loadMe first: it turns a missing patient or a failed read into the codes every screen expects.
    await loadMe(ctx);
    const details = await fetchAccountDetails(ctx);
    if (details.patient === null) throw gatewayError(ErrorCode.registrationIncomplete);
    return mapManagedPatients({ ...details, patient: details.patient });
  },
  myGp: async (_parent, _args, ctx) => {
    const me = await loadMe(ctx);
    const { patient } = await fetchAccountDetails(ctx);
    // spec part 2 'My GP details': 'The screen needs a GP name and IM1 availability' (features.myGp).
    if (!me.features.myGp || !patient?.gpName) return null;
    return mapGpDetails({ ...patient, gpName: patient.gpName });
  },
};

export const myDetailsMutations: Pick<MutationResolvers, 'deletePatient' | 'deregister'> = {
  deletePatient: async (_parent, { patientId }, ctx) => {
    const id = patientId.trim();
    if (id === '' || id.length > PATIENT_ID_MAX_LENGTH)
      throw gatewayError(ErrorCode.deletePatientFailed);
    await deleteLinkedPatient(ctx, id);
    return loadMe(ctx);
  },
  deregister: async (_parent, _args, ctx) => {
    await deregisterActivePatient(ctx);
    return loadMe(ctx);
  },
};
