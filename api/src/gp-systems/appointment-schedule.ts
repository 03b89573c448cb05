/**
 * The simulated GP systems' appointment book (spec part 2 §3 Appointment session, Clinician; §9): each demo
 * practice's clinicians and, made from a repeatable rule rather than stored, their sessions over the booking
 * window. The rule always leaves some free and some taken slots, and some weekdays fully booked, wherever the
 * demo runs; a practice with no clinicians has no slots at all. Bookings made through the app are rows in
 * `appointments` (api/src/appointments/), which take their slot out of what is free.
 */
import { isoDateAfter } from '../contract';
import type { SlotTypeStatus } from '../db/schema';
import { seedPracticeOdsCodes } from '../demo/seed-ids';
import { compactTimeOf, londonDateOf, londonInstant, weekdayOf } from '../time/london-time';

/** spec part 2 §9: 'Appointment date window: 30 days from today.' */
export const APPOINTMENT_WINDOW_DAYS = 30;

export const slotTypes = ['Practice', 'Telephone'] as const satisfies readonly SlotTypeStatus[];
export const jobRoles = ['GP', 'Nurse'] as const;
/** spec part 2 §9: UserGP (my registered GP), GP (any GP), Nurse. */
export const practitionerTypes = ['UserGP', 'GP', 'Nurse'] as const;
export const clinicianSexes = ['Male', 'Female'] as const;

export type JobRole = (typeof jobRoles)[number];
export type PractitionerType = (typeof practitionerTypes)[number];
export type ClinicianSex = (typeof clinicianSexes)[number];

export interface Clinician {
  clinicianId: string;
  displayName: string;
  jobRole: JobRole;
  sex: ClinicianSex;
}

export interface ScheduledSlot {
  slotId: string;
  startTime: Date;
  endTime: Date;
}

export interface ScheduledSession {
  sessionId: string;
  /** The London calendar date, YYYY-MM-DD. */
  sessionDate: string;
  slotTypeStatus: SlotTypeStatus;
  clinician: Clinician;
  /** The slots the rule leaves free (bookings in the database are not taken out here). */
  slots: ScheduledSlot[];
}

const clinician = (
  clinicianId: string,
  displayName: string,
  jobRole: JobRole,
  sex: ClinicianSex,
): Clinician => ({ clinicianId, displayName, jobRole, sex });

/** Each practice's clinicians; a practice missing here has no sessions. The usual doctors of the seeded records are among them. */
const practiceClinicians: Readonly<Record<string, readonly Clinician[]>> = {
  [seedPracticeOdsCodes.emis]: [
    clinician('A12345-C1', 'Dr Priya Shah', 'GP', 'Female'),
    clinician('A12345-C2', 'Dr Amir Khan', 'GP', 'Male'),
    clinician('A12345-C3', 'Nurse Helen Ward', 'Nurse', 'Female'),
    clinician('A12345-C4', 'Nurse Tom Reilly', 'Nurse', 'Male'),
  ],
  [seedPracticeOdsCodes.tpp]: [
    clinician('B67890-C1', 'Dr Owen Price', 'GP', 'Male'),
    clinician('B67890-C2', 'Dr Sarah Lee', 'GP', 'Female'),
    clinician('B67890-C3', 'Nurse Ruth Bell', 'Nurse', 'Female'),
  ],
};

export function cliniciansOf(odsCode: string): readonly Clinician[] {
  return practiceClinicians[odsCode] ?? [];
}

// Each clinician holds a morning and an afternoon session of eight 15-minute slots on weekdays.
const SESSION_STARTS = [
  { part: 'am', hour: 9 },
  { part: 'pm', hour: 14 },
] as const;
const SLOTS_PER_SESSION = 8;
const SLOT_MINUTES = 15;

/**
 * The practice's sessions from today (London) to APPOINTMENT_WINDOW_DAYS ahead, each with the slots the rule
 * leaves free that start after `now`; sessions with none left are not listed.
 */
export function scheduledSessions(odsCode: string, now: Date): ScheduledSession[] {
  // Appointment times are the practice's wall-clock times.
  const today = londonDateOf(now);
  const sessions: ScheduledSession[] = [];
  for (let offset = 0; offset <= APPOINTMENT_WINDOW_DAYS; offset += 1) {
    const date = isoDateAfter(today, offset);
    for (const [index, holder] of cliniciansOf(odsCode).entries()) {
      for (const session of sessionsOfDay(odsCode, date, holder, index)) {
        const slots = session.slots.filter((slot) => slot.startTime > now);
        if (slots.length > 0) sessions.push({ ...session, slots });
      }
    }
  }
  return sessions;
}

/** The free slot with this id among the practice's sessions now, with its session; else undefined. */
export function findScheduledSlot(
  odsCode: string,
  slotId: string,
  now: Date,
): { session: ScheduledSession; slot: ScheduledSlot } | undefined {
  for (const session of scheduledSessions(odsCode, now)) {
    const slot = session.slots.find((candidate) => candidate.slotId === slotId);
    if (slot) return { session, slot };
  }
  return undefined;
}

function sessionsOfDay(
  odsCode: string,
  sessionDate: string,
  holder: Clinician,
  clinicianIndex: number,
): ScheduledSession[] {
  const weekday = weekdayOf(sessionDate);
  if (weekday === 0 || weekday === 6) return [];
  const dayOfMonth = Number(sessionDate.slice(8, 10));
  // The 3rd, 10th, 17th, 24th and 31st are fully booked already (when they fall on a weekday).
  const fullyBooked = dayOfMonth % 7 === 3;
  return SESSION_STARTS.map(({ part, hour }, partIndex) => {
    const sessionId = `${odsCode}-${sessionDate.replaceAll('-', '')}-${holder.clinicianId}-${part}`;
    const slots: ScheduledSlot[] = [];
    for (let index = 0; index < SLOTS_PER_SESSION; index += 1) {
      // About a third of the slots are already taken by other patients.
      const taken = fullyBooked || (dayOfMonth + clinicianIndex + index) % 3 === 0;
      if (taken) continue;
      const minuteOfDay = hour * 60 + index * SLOT_MINUTES;
      const startTime = londonInstant(sessionDate, minuteOfDay);
      slots.push({
        slotId: `${sessionId}-${compactTimeOf(minuteOfDay)}`,
        startTime,
        endTime: new Date(startTime.getTime() + SLOT_MINUTES * 60_000),
      });
    }
    // Alternate clinicians see patients in the practice in the morning or the afternoon, by telephone otherwise.
    const slotTypeStatus = slotTypes[(clinicianIndex + partIndex) % 2] ?? 'Practice';
    return { sessionId, sessionDate, slotTypeStatus, clinician: holder, slots };
  });
}
