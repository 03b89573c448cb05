/**
 * My profile's rules that the app, the gateway and the API share (spec part 2 'My profile', §5, §6).
 */

/** spec part 2 §5, §9: 'Address search starts only with more than 3 characters, debounced by 1 second.' */
export const ADDRESS_SEARCH_MIN_LENGTH = 4;
export const ADDRESS_SEARCH_DEBOUNCE_MS = 1000;

/** A phone number as typed, at most this long (spaces and a leading + count). */
export const PHONE_NUMBER_MAX_LENGTH = 32;

/** An address line or town: at most this long (the search's lines are far shorter). */
export const ADDRESS_LINE_MAX_LENGTH = 100;

/** A postcode as typed, spaces included ("NE1 4ST" is 7, "SW1A 1AA" 8). */
export const POSTCODE_MAX_LENGTH = 10;

/**
 * Whether the profile's fields may be changed (spec part 2 §6): 'Profile editing is restricted when the
 * patient is registered for GP integration. Only non-integrated users can edit the fields, or accounts
 * without a national login id when the feature flag is on.' The flag is the email-change flag, the one
 * feature flag §6 names for the profile (mobile config featureEmailChange).
 */
export function mayEditProfile(facts: {
  /** The account or its active patient has a GP integration (features.patientIntegration). */
  integrated: boolean;
  /** The account signs in with NHS login (nhsLoginSub set). */
  nhsLoginAccount: boolean;
  featureFlagOn: boolean;
}): boolean {
  return !facts.integrated || (!facts.nhsLoginAccount && facts.featureFlagOn);
}

/**
 * The reasons a profile field can be refused for, as the API's 422 names them (docs/rest-api.md
 * updatePatientDetails) and the app words them (profile:form.reasons.*).
 */
export const profileFieldReasons = [
  'required',
  'tooLong',
  'invalidPhone',
  'invalidDate',
  'invalidPostcode',
] as const;
export type ProfileFieldReason = (typeof profileFieldReasons)[number];

/** The fields a profile 422 can name (spec part 2 §5 and the second phone number). */
export const profileFields = [
  'firstName',
  'lastName',
  'primaryContactNumber',
  'secondaryContactNumber',
  'dateOfBirth',
  'address1',
  'city',
  'postcode',
] as const;
export type ProfileField = (typeof profileFields)[number];

/** The patient update's fields, as sent (spec part 2 §3 Patient). */
export interface ProfileDetails {
  firstName: string;
  lastName: string;
  primaryContactNumber: string;
  secondaryContactNumber?: string | null | undefined;
  dateOfBirth: string;
  address1: string;
  address2?: string | null | undefined;
  address3?: string | null | undefined;
  city: string;
  postcode: string;
}

/** The same fields as sent on and stored: each trimmed, an optional one left blank is none (null). */
export interface TidyProfileDetails extends ProfileDetails {
  secondaryContactNumber: string | null;
  address2: string | null;
  address3: string | null;
}

/** Trims every field; a blank optional field becomes null. The gateway sends and the API stores this. */
export function tidyProfileDetails(details: ProfileDetails): TidyProfileDetails {
  const optional = (value: string | null | undefined) => value?.trim() || null;
  return {
    firstName: details.firstName.trim(),
    lastName: details.lastName.trim(),
    primaryContactNumber: details.primaryContactNumber.trim(),
    secondaryContactNumber: optional(details.secondaryContactNumber),
    dateOfBirth: details.dateOfBirth.trim(),
    address1: details.address1.trim(),
    address2: optional(details.address2),
    address3: optional(details.address3),
    city: details.city.trim(),
    postcode: details.postcode.trim(),
  };
}
