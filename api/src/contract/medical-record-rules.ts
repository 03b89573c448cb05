/**
 * The medical record's sections and the rules about them that the API, the gateway and the app share (spec part 2
 * §2 'My medical record', §3 Medical record entry, §6 medicalRecordSettings, §7 medicalRecordType).
 */

/** The sections, in the order the spec lists the tabs; each is a `medicalRecordType` of the medical record call. */
export const medicalRecordTypes = [
  'Allergies',
  'Consultations',
  'Immunisations',
  'Medication',
  'Problems',
  'TestResults',
] as const;
export type MedicalRecordType = (typeof medicalRecordTypes)[number];

/** The medicalRecordSettings flag that switches each section on (spec part 2 §3 Integration settings). */
export const medicalRecordSettingOf = {
  Allergies: 'allergiesEnabled',
  Consultations: 'consultationsEnabled',
  Immunisations: 'immunisationsEnabled',
  Medication: 'medicationEnabled',
  Problems: 'problemsEnabled',
  TestResults: 'testResultsEnabled',
} as const satisfies Record<MedicalRecordType, string>;

export type MedicalRecordSettingsFlags = Record<
  (typeof medicalRecordSettingOf)[MedicalRecordType],
  boolean
>;

/** spec part 2 §6: 'Each tab shows only if enabled in the medical record settings'; in the spec's order. */
export function enabledMedicalRecordTypes(
  settings: MedicalRecordSettingsFlags,
): MedicalRecordType[] {
  return medicalRecordTypes.filter((type) => settings[medicalRecordSettingOf[type]]);
}

/** A problem is active until the practice marks it past. */
export const problemStatuses = ['Active', 'Past'] as const;
export type ProblemStatus = (typeof problemStatuses)[number];

/** spec part 2 §2: 'The problems count covers active problems only'; every other section counts every entry. */
export function countsInSectionTotal(
  type: MedicalRecordType,
  entry: { problemStatus?: ProblemStatus | null },
): boolean {
  return type !== 'Problems' || entry.problemStatus === 'Active';
}

/** Where a test result lies against its reference range; `Unknown` when the range or the value is missing. */
export type RangeStatus = 'Below' | 'Within' | 'Above' | 'Unknown';

/** A result at either limit is within the range, as laboratories report it. */
export function rangeStatusOf(
  value: number | null | undefined,
  range: { low?: number | null; high?: number | null },
): RangeStatus {
  const low = range.low ?? null;
  const high = range.high ?? null;
  if (value === null || value === undefined || (low === null && high === null)) return 'Unknown';
  if (low !== null && value < low) return 'Below';
  if (high !== null && value > high) return 'Above';
  return 'Within';
}
