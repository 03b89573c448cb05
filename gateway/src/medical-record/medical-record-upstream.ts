import type { MedicalRecordType } from '../../../api/src/contract';
import type { GatewayContext } from '../context';
import { ErrorCode } from '../errors';
import { callUpstream } from '../upstream/call-upstream';
import type { RestAnswer } from '../upstream/rest-api-types';
import { UpstreamError } from '../upstream/upstream-error';

export type RestMedicalRecordEntry =
  RestAnswer<'medicalRecord'>['medicalRecord']['entries'][number];
export type RestRecordValue = NonNullable<RestMedicalRecordEntry['value']>;
export type RestRecordObservation = NonNullable<RestMedicalRecordEntry['observation']>;

// One read per section per GraphQL request (the request memo keys by endpoint, and every section shares one).
const readsOf = new WeakMap<
  GatewayContext,
  Map<MedicalRecordType, Promise<RestMedicalRecordEntry[]>>
>();

/**
 * POST medical record (spec part 2 §7, body medicalRecordType) for one section, once per request however many
 * fields need it (the counts and the first section's entries). spec part 2 §8: errors:medicalRecord.loadFailed.
 */
export function fetchMedicalRecordSection(
  ctx: GatewayContext,
  type: MedicalRecordType,
): Promise<RestMedicalRecordEntry[]> {
  let reads = readsOf.get(ctx);
  if (!reads) {
    reads = new Map();
    readsOf.set(ctx, reads);
  }
  let read = reads.get(type);
  if (!read) {
    read = readSection(ctx, type);
    reads.set(type, read);
  }
  return read;
}

async function readSection(
  ctx: GatewayContext,
  type: MedicalRecordType,
): Promise<RestMedicalRecordEntry[]> {
  const errorCode = ErrorCode.medicalRecordLoadFailed;
  const answer = await callUpstream(ctx, 'medicalRecord', {
    method: 'POST',
    body: { medicalRecordType: type },
    errorCode,
  });
  const record = (answer as { medicalRecord?: { entries?: unknown } } | undefined)?.medicalRecord;
  if (Array.isArray(record?.entries)) return record.entries as RestMedicalRecordEntry[];
  ctx.services.log('[upstream] medicalRecord failed: status=200 reason=unexpected body');
  throw new UpstreamError(errorCode, 200, undefined);
}
