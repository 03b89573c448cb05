import { gatewayError, ErrorCode, unauthenticated } from '../errors';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types';
import { forgetAccountReads, updateSelectedPatient } from './account-upstream';
import { loadMe } from './load-me';

/** No real patient id is this long; refusing early keeps junk out of the upstream call and its logs. */
const PATIENT_ID_MAX_LENGTH = 100;

/** Query.me: account details (+ IM1 details) with derived features. */
export const meQuery: Pick<QueryResolvers, 'me'> = {
  me: (_parent, _args, ctx) => loadMe(ctx, { isAccountLoad: true }),
};

/** Mutation.selectPatient: switches the active patient upstream, then returns the new `me`. */
export const selectPatientMutation: Pick<MutationResolvers, 'selectPatient'> = {
  selectPatient: async (_parent, { patientId }, ctx) => {
    if (ctx.session.current === null) throw unauthenticated();
    const id = patientId.trim();
    if (id === '' || id.length > PATIENT_ID_MAX_LENGTH)
      throw gatewayError(ErrorCode.patientForbidden);
    await updateSelectedPatient(ctx, id);
    // The reads made earlier in this request describe the previous patient.
    forgetAccountReads(ctx);
    return loadMe(ctx);
  },
};
