import { appointmentsPaths } from '../../../lib/route-paths';

/**
 * The booking flow's choices (spec part 2 'GP appointments', 'Booking flow' 1–5), kept in the page's URL
 * (`?type=Telephone&practitioner=GP&…`): Back and Forward move between the steps with their answers, a
 * reload keeps them, and nothing about the appointment stays in the browser once the patient leaves the
 * flow. The contact number and reason are asked on the check page and never put in a URL.
 */
export interface BookingChoices {
  slotType?: SlotTypeChoice;
  practitionerType?: PractitionerTypeChoice;
  clinicianSex?: ClinicianSexChoice;
  clinicianId?: string;
  /** YYYY-MM-DD, a London date. */
  date?: string;
  sessionId?: string;
  slotId?: string;
}

/** spec part 2 §9: 'Appointment slot types: Practice and Telephone.' */
export const slotTypeChoices = ['Practice', 'Telephone'] as const;
/** spec part 2 §9: UserGP (my registered GP), GP (any GP), Nurse (a nurse). */
export const practitionerTypeChoices = ['UserGP', 'GP', 'Nurse'] as const;
/** spec part 2 §9: 'Clinician sex options: no preference, Male, Female' (no preference: not set). */
export const clinicianSexChoices = ['Male', 'Female'] as const;

export type SlotTypeChoice = (typeof slotTypeChoices)[number];
export type PractitionerTypeChoice = (typeof practitionerTypeChoices)[number];
export type ClinicianSexChoice = (typeof clinicianSexChoices)[number];

/** The choices' names in the URL. */
const params = {
  slotType: 'type',
  practitionerType: 'practitioner',
  clinicianSex: 'sex',
  clinicianId: 'clinician',
  date: 'date',
  sessionId: 'session',
  slotId: 'slot',
} as const satisfies Record<keyof BookingChoices, string>;

/** The longest id the gateway takes (gateway/src/appointments/appointments-resolvers.ts). */
const ID_MAX_LENGTH = 100;

const oneOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: string | null): T | undefined =>
    allowed.find((candidate) => candidate === value);
const anId = (value: string | null) =>
  value !== null && value !== '' && value.length <= ID_MAX_LENGTH ? value : undefined;
const aDate = (value: string | null) =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/** The choices in a step's URL; anything malformed counts as not chosen. */
export function readBookingChoices(search: URLSearchParams): BookingChoices {
  const choices: BookingChoices = {
    slotType: oneOf(slotTypeChoices)(search.get(params.slotType)),
    practitionerType: oneOf(practitionerTypeChoices)(search.get(params.practitionerType)),
    clinicianSex: oneOf(clinicianSexChoices)(search.get(params.clinicianSex)),
    clinicianId: anId(search.get(params.clinicianId)),
    date: aDate(search.get(params.date)),
    sessionId: anId(search.get(params.sessionId)),
    slotId: anId(search.get(params.slotId)),
  };
  return Object.fromEntries(Object.entries(choices).filter(([, value]) => value !== undefined));
}

/**
 * `choices` if they hold every one of `needed`, else undefined: a step reached without the choices before it
 * starts the booking again (StartBookingAgain), and its route starts no query (src/app/router.tsx).
 */
export function stepChoices<Needed extends keyof BookingChoices>(
  choices: BookingChoices,
  ...needed: Needed[]
): (BookingChoices & Required<Pick<BookingChoices, Needed>>) | undefined {
  return needed.every((key) => choices[key] !== undefined)
    ? (choices as BookingChoices & Required<Pick<BookingChoices, Needed>>)
    : undefined;
}

/** The URL of a step with these choices. */
export function bookingStepUrl(path: string, choices: BookingChoices): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(params) as (keyof BookingChoices)[]) {
    const value = choices[key];
    if (value !== undefined) search.set(params[key], value);
  }
  const query = search.toString();
  return query === '' ? path : `${path}?${query}`;
}

/**
 * spec part 2 'Booking flow' 2: the practitioner type is asked only when the practice has filtered booking
 * on; step 3's clinician is asked unless the patient wants their registered GP (that is one clinician).
 */
export function stepAfterService(filteredBooking: boolean): string {
  return filteredBooking ? appointmentsPaths.bookPractitioner : appointmentsPaths.bookClinician;
}

/** The choices with the practitioner type; the registered GP is one clinician, so no clinician filter. */
export function withPractitionerType(
  choices: BookingChoices,
  practitionerType: PractitionerTypeChoice,
): BookingChoices {
  return practitionerType === 'UserGP'
    ? { ...choices, practitionerType, clinicianSex: undefined, clinicianId: undefined }
    : { ...choices, practitionerType };
}

export function stepAfterPractitioner(choices: BookingChoices): string {
  return choices.practitionerType === 'UserGP'
    ? appointmentsPaths.bookDate
    : appointmentsPaths.bookClinician;
}

/** The step before the date: the clinician, or the practitioner type when the registered GP was chosen. */
export function stepBeforeDate(choices: BookingChoices): string {
  return choices.practitionerType === 'UserGP'
    ? appointmentsPaths.bookPractitioner
    : appointmentsPaths.bookClinician;
}

/** The step before the clinician: the practitioner type when it was asked, else the service. */
export function stepBeforeClinician(choices: BookingChoices): string {
  return choices.practitionerType
    ? appointmentsPaths.bookPractitioner
    : appointmentsPaths.bookService;
}

/** The sessions filter of these choices (the date only when `withDate`). */
export function sessionFilter(
  choices: BookingChoices & { slotType: SlotTypeChoice },
  withDate: boolean,
) {
  return {
    slotType: choices.slotType,
    practitionerType: choices.practitionerType ?? null,
    clinicianSex: choices.clinicianSex ?? null,
    clinicianId: choices.clinicianId ?? null,
    date: withDate ? (choices.date ?? null) : null,
  };
}
