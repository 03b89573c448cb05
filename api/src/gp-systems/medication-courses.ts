/**
 * The GP systems' patient records and the repeat medication courses on them (spec part 1 §3 Prescription
 * item; the prescriptions response's `courses`). A platform patient reaches its record through the IM1
 * link (patients.practice_ods_code and gp_account_id). The simulated records are upserted by the seed.
 */
import { and, asc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { preparedQuery } from '../db/prepared';
import { gpMedicationCourses, type gpPatients } from '../db/schema';
import { londonDateAfter } from '../demo/seed-dates';
import {
  seedAppointmentGpRecords,
  seedCarerGpRecords,
  seedMessageGpRecords,
  seedCourseGuids,
  seedLinkageLetters,
  seedPracticeOdsCodes,
  seedRecordOffGpRecord,
  seedRegistrationGpRecords,
} from '../demo/seed-ids';

export type CourseRow = typeof gpMedicationCourses.$inferSelect;

/** Where a patient's record lives: the practice's ODS code and the patient's account ID on its system. */
export interface GpRecordKey {
  odsCode: string;
  gpAccountId: string;
}

// The home screen and the prescriptions screen read them on every visit, so this is prepared (issue #20).
const coursesOnRecord = preparedQuery((db) =>
  db
    .select()
    .from(gpMedicationCourses)
    .where(
      onRecord({
        odsCode: sql.placeholder('odsCode'),
        gpAccountId: sql.placeholder('gpAccountId'),
      }),
    )
    .orderBy(asc(gpMedicationCourses.name), asc(gpMedicationCourses.medicationCourseGuid))
    .prepare('list_record_courses'),
);

/** The patient's repeat courses, by name. */
export async function listCourses(db: Queryable, record: GpRecordKey): Promise<CourseRow[]> {
  return coursesOnRecord(db).execute({ odsCode: record.odsCode, gpAccountId: record.gpAccountId });
}

/** Those of `guids` that are courses on this record (others, on anyone's record or none, are left out). */
export async function findCoursesOnRecord(
  db: Queryable,
  record: GpRecordKey,
  guids: readonly string[],
): Promise<CourseRow[]> {
  if (guids.length === 0) return [];
  return db
    .select()
    .from(gpMedicationCourses)
    .where(and(onRecord(record), inArray(gpMedicationCourses.medicationCourseGuid, [...guids])));
}

/** The record's courses; its key as values, or as placeholders in a prepared query. */
function onRecord(record: { [Key in keyof GpRecordKey]: GpRecordKey[Key] | Placeholder }) {
  return and(
    eq(gpMedicationCourses.odsCode, record.odsCode),
    eq(gpMedicationCourses.gpAccountId, record.gpAccountId),
  );
}

type NewGpPatient = typeof gpPatients.$inferInsert;
type NewCourse = typeof gpMedicationCourses.$inferInsert;

/**
 * The GP records of the seeded linked patients (demo/seed.ts links them by these codes), then the records no
 * patient is linked to yet (registration with linkage details, NHS login). Linkage keys are "LK" and ten
 * letters or digits, as on a linkage letter.
 */
export const simulatedGpPatients: NewGpPatient[] = [
  {
    odsCode: seedPracticeOdsCodes.emis,
    gpAccountId: '1000001',
    linkageKey: 'LKALEX100001',
    usualDoctorName: 'Dr Priya Shah',
    firstName: 'Alex',
    lastName: 'Morgan',
    dateOfBirth: '1985-04-12',
  },
  {
    odsCode: seedPracticeOdsCodes.emis,
    gpAccountId: '1000002',
    linkageKey: 'LKSAMM100002',
    usualDoctorName: null,
    firstName: 'Sam',
    lastName: 'Morgan',
    dateOfBirth: '2016-09-03',
  },
  {
    odsCode: seedPracticeOdsCodes.emis,
    gpAccountId: '1000003',
    linkageKey: 'LKJOMO100003',
    usualDoctorName: 'Dr Amir Khan',
    firstName: 'Jo',
    lastName: 'Morgan',
    dateOfBirth: '1951-01-22',
  },
  // Ellis: a record with no repeat courses (the empty prescriptions states).
  {
    odsCode: seedPracticeOdsCodes.emis,
    gpAccountId: '1000004',
    linkageKey: 'LKELLI100004',
    usualDoctorName: null,
    firstName: 'Ellis',
    lastName: 'Evans',
    dateOfBirth: '1993-08-19',
  },
  {
    odsCode: seedPracticeOdsCodes.tpp,
    gpAccountId: '2000001',
    linkageKey: 'LKTARA200001',
    usualDoctorName: 'Dr Owen Price',
    firstName: 'Tara',
    lastName: 'Taylor',
    dateOfBirth: '1990-06-30',
  },
  // Rita and Dee Rowe: one account acting for one other patient (no repeat courses).
  {
    odsCode: seedPracticeOdsCodes.emis,
    gpAccountId: '1000301',
    linkageKey: 'LKRITA100301',
    firstName: 'Rita',
    lastName: 'Rowe',
    dateOfBirth: '1972-05-17',
  },
  {
    odsCode: seedPracticeOdsCodes.emis,
    gpAccountId: '1000302',
    linkageKey: 'LKDEER100302',
    firstName: 'Dee',
    lastName: 'Rowe',
    dateOfBirth: '1941-10-02',
  },
  seedRegistrationGpRecords.robinReid,
  seedRegistrationGpRecords.priyaNine,
  ...Object.values(seedCarerGpRecords),
  ...Object.values(seedAppointmentGpRecords),
  ...Object.values(seedMessageGpRecords),
  ...Object.values(seedLinkageLetters),
  seedRecordOffGpRecord,
];

/** The seeded courses, with issue dates relative to `today` so the demo reads as current. */
export function simulatedCourses(today: Date): NewCourse[] {
  const issued = (daysAgo: number) => londonDateAfter(today, -daysAgo);
  const alex = { odsCode: seedPracticeOdsCodes.emis, gpAccountId: '1000001' };
  const sam = { odsCode: seedPracticeOdsCodes.emis, gpAccountId: '1000002' };
  const jo = { odsCode: seedPracticeOdsCodes.emis, gpAccountId: '1000003' };
  const tara = { odsCode: seedPracticeOdsCodes.tpp, gpAccountId: '2000001' };
  const { robinReid, priyaNine } = seedRegistrationGpRecords;
  const robin = { odsCode: robinReid.odsCode, gpAccountId: robinReid.gpAccountId };
  const priya = { odsCode: priyaNine.odsCode, gpAccountId: priyaNine.gpAccountId };
  return [
    {
      ...alex,
      medicationCourseGuid: seedCourseGuids.alexAmlodipine,
      name: 'Amlodipine 5mg tablets',
      dosage: 'One tablet once a day',
      mostRecentIssueDate: issued(26),
      prescriptionType: 'Repeat',
    },
    {
      ...alex,
      medicationCourseGuid: seedCourseGuids.alexAtorvastatin,
      name: 'Atorvastatin 20mg tablets',
      dosage: 'One tablet at night',
      mostRecentIssueDate: issued(26),
      prescriptionType: 'Repeat',
    },
    {
      ...alex,
      medicationCourseGuid: seedCourseGuids.alexSalbutamol,
      name: 'Salbutamol 100micrograms/dose inhaler',
      dosage: 'Two puffs up to four times a day when required',
      mostRecentIssueDate: issued(58),
      prescriptionType: 'Repeat',
    },
    {
      ...alex,
      medicationCourseGuid: seedCourseGuids.alexOmeprazole,
      name: 'Omeprazole 20mg gastro-resistant capsules',
      dosage: 'One capsule once a day before breakfast',
      mostRecentIssueDate: issued(40),
      prescriptionType: 'RepeatDispensing',
    },
    {
      ...sam,
      medicationCourseGuid: seedCourseGuids.samBeclometasone,
      name: 'Clenil Modulite 50micrograms/dose inhaler',
      dosage: 'Two puffs twice a day',
      mostRecentIssueDate: issued(30),
      prescriptionType: 'Repeat',
    },
    {
      ...sam,
      medicationCourseGuid: seedCourseGuids.samSalbutamol,
      name: 'Salbutamol 100micrograms/dose inhaler',
      dosage: 'Two puffs when required',
      mostRecentIssueDate: issued(30),
      prescriptionType: 'Repeat',
    },
    {
      ...jo,
      medicationCourseGuid: seedCourseGuids.joMetformin,
      name: 'Metformin 500mg tablets',
      dosage: 'One tablet twice a day with meals',
      mostRecentIssueDate: issued(21),
      prescriptionType: 'Repeat',
    },
    {
      ...jo,
      medicationCourseGuid: seedCourseGuids.joRamipril,
      name: 'Ramipril 5mg capsules',
      dosage: 'One capsule once a day',
      mostRecentIssueDate: null,
      prescriptionType: 'RepeatDispensing',
    },
    {
      ...tara,
      medicationCourseGuid: seedCourseGuids.taraSertraline,
      name: 'Sertraline 50mg tablets',
      dosage: 'One tablet once a day',
      mostRecentIssueDate: issued(28),
      prescriptionType: 'Repeat',
    },
    {
      ...tara,
      medicationCourseGuid: seedCourseGuids.taraDesogestrel,
      name: 'Desogestrel 75microgram tablets',
      dosage: 'One tablet daily, taken continuously',
      mostRecentIssueDate: issued(84),
      prescriptionType: 'Repeat',
    },
    {
      ...robin,
      medicationCourseGuid: seedCourseGuids.robinLisinopril,
      name: 'Lisinopril 10mg tablets',
      dosage: 'One tablet once a day',
      mostRecentIssueDate: issued(24),
      prescriptionType: 'Repeat',
    },
    {
      ...robin,
      medicationCourseGuid: seedCourseGuids.robinSimvastatin,
      name: 'Simvastatin 40mg tablets',
      dosage: 'One tablet at night',
      mostRecentIssueDate: issued(24),
      prescriptionType: 'Repeat',
    },
    {
      ...priya,
      medicationCourseGuid: seedCourseGuids.priyaLevothyroxine,
      name: 'Levothyroxine 50microgram tablets',
      dosage: 'One tablet each morning',
      mostRecentIssueDate: issued(27),
      prescriptionType: 'Repeat',
    },
    {
      ...priya,
      medicationCourseGuid: seedCourseGuids.priyaCetirizine,
      name: 'Cetirizine 10mg tablets',
      dosage: 'One tablet once a day when required',
      mostRecentIssueDate: issued(63),
      prescriptionType: 'Repeat',
    },
    {
      ...priya,
      medicationCourseGuid: seedCourseGuids.priyaFolicAcid,
      name: 'Folic acid 400microgram tablets',
      dosage: 'One tablet once a day',
      mostRecentIssueDate: null,
      prescriptionType: 'RepeatDispensing',
    },
  ];
}
