/** The medical record call's body and answer (spec part 2 §3 Medical record entry, §7 'Medical record'). */
import { Type, type Static } from '@sinclair/typebox';
import { medicalRecordTypes, problemStatuses } from '../contract/medical-record-rules';
import { nullable, stringEnum, strictObject } from '../http/schemas';

const isoDate = Type.String({ description: 'YYYY-MM-DD.' });

export const MedicalRecordBody = strictObject({
  medicalRecordType: stringEnum(medicalRecordTypes),
});
export type MedicalRecordBody = Static<typeof MedicalRecordBody>;

/** A measured value: a number or, when the laboratory reports none, text ("Negative"). */
export const RecordValue = Type.Object({
  numericValue: nullable(Type.Number()),
  textValue: nullable(Type.String()),
  units: nullable(Type.String()),
  range: Type.Object({ low: nullable(Type.Number()), high: nullable(Type.Number()) }),
});
export type RecordValue = Static<typeof RecordValue>;

export const RecordObservation = Type.Object({
  term: nullable(Type.String()),
  value: nullable(RecordValue),
});

/**
 * One entry. Every section's entries have the guid, term (null when the practice recorded none) and effective
 * date; medications also their first issue date; consultations their sections; problems their status and
 * observation; test results their value. What a section does not have is null.
 */
export const MedicalRecordEntry = Type.Object({
  eventGuid: Type.String({ format: 'uuid' }),
  term: nullable(Type.String()),
  effectiveDate: nullable(Type.Object({ value: isoDate })),
  firstIssueDate: nullable(isoDate),
  sections: nullable(
    Type.Array(Type.Object({ header: Type.String(), observations: Type.Array(RecordObservation) })),
  ),
  problemStatus: nullable(stringEnum(problemStatuses)),
  observation: nullable(RecordObservation),
  value: nullable(RecordValue),
});
export type MedicalRecordEntry = Static<typeof MedicalRecordEntry>;

export const MedicalRecordResponse = Type.Object({
  medicalRecord: Type.Object({
    medicalRecordType: stringEnum(medicalRecordTypes),
    /** Newest first; undated entries last. */
    entries: Type.Array(MedicalRecordEntry),
  }),
});
export type MedicalRecordResponse = Static<typeof MedicalRecordResponse>;
