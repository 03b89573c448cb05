import { enabledMedicalRecordTypes, type MedicalRecordType } from '../../../api/src/contract';
import { fetchAccountDetails } from '../account/account-upstream';
import { loadMe } from '../account/load-me';
import type { GatewayContext } from '../context';
import { ErrorCode, errorCodeOf, gatewayError } from '../errors';
import type { QueryResolvers } from '../generated/resolvers-types';
import { countOf, mapSection } from './medical-record-mapper';
import { fetchMedicalRecordSection } from './medical-record-upstream';

/** My medical record (spec part 2 'My medical record', §6, §7, §8). */
export const medicalRecordQuery: Pick<QueryResolvers, 'medicalRecord' | 'medicalRecordSection'> = {
  medicalRecord: async (_parent, _args, ctx) => {
    const types = await shownSections(ctx);
    if (types === null) return null;
    // Every shown section is read at once, for its count; one that fails leaves the others standing.
    const reads = await Promise.allSettled(
      types.map((type) => fetchMedicalRecordSection(ctx, type)),
    );
    const sections = types.map((type, index) => {
      const read = reads[index];
      return read?.status === 'fulfilled'
        ? { type, count: countOf(type, read.value), failureCode: null }
        : { type, count: null, failureCode: failureCodeOf(read?.reason) };
    });
    const [firstType] = types;
    const [first] = reads;
    return {
      sections,
      firstSection:
        firstType !== undefined && first?.status === 'fulfilled'
          ? mapSection(firstType, first.value)
          : null,
    };
  },
  medicalRecordSection: async (_parent, { type }, ctx) => {
    const types = await shownSections(ctx);
    if (!types?.includes(type)) throw gatewayError(ErrorCode.medicalRecordLoadFailed);
    return mapSection(type, await fetchMedicalRecordSection(ctx, type));
  },
};

/**
 * spec part 2 §6: 'The medical record needs medicalRecordEnabled' (me.features.medicalRecord, with IM1) and 'Each
 * tab shows only if enabled in the medical record settings'. Null when the record is not available at all.
 */
async function shownSections(ctx: GatewayContext): Promise<MedicalRecordType[] | null> {
  const me = await loadMe(ctx);
  if (!me.features.medicalRecord) return null;
  const settings = (await fetchAccountDetails(ctx)).integrationSettings?.medicalRecordSettings;
  return settings ? enabledMedicalRecordTypes(settings) : null;
}

/** Any failure of a section is the catalogue's one medical record message; signing out still wins. */
function failureCodeOf(reason: unknown): string {
  if (errorCodeOf(reason) === ErrorCode.unauthenticated) throw reason;
  return ErrorCode.medicalRecordLoadFailed;
}
