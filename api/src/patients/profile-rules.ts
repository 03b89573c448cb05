/**
 * The patient update's field rules as the API answers them (spec part 2 §5 'Profile', §7 'The profile save
 * uses a separate patient update call'): names not blank, phone numbers that are UK numbers (libphonenumber-js,
 * stricter than the app's form, which only checks the shape), a date of birth that exists, is not in the
 * future and not before 1900, an address line and town, and a postcode that is one.
 */
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import {
  ADDRESS_LINE_MAX_LENGTH,
  EARLIEST_BIRTH_YEAR,
  isExistingDate,
  PERSON_NAME_MAX_LENGTH,
  type ProfileDetails,
  type ProfileField,
  type ProfileFieldReason,
} from '../contract';
import { normalisePostcode } from '../geocoding/geocoder';

export interface ProfileReason {
  field: ProfileField;
  reason: ProfileFieldReason;
}

// Ofcom keeps these ranges for drama and examples (the demo data's numbers): UK numbers that reach no one,
// which libphonenumber-js's metadata does not list as allocated.
const OFCOM_DRAMA = [
  /^07700900\d{3}$/,
  /^01632960\d{3}$/,
  /^0(113|114|115|116|117|118|121|131|141|151|161|191)4960\d{3}$/,
  /^0207946\d{4}$/,
];

/** A number that is a UK one: valid by libphonenumber-js for GB, or in Ofcom's drama ranges. */
export function isUkPhoneNumber(phone: string): boolean {
  const parsed = parsePhoneNumberFromString(phone.trim(), 'GB');
  if (parsed?.countryCallingCode !== '44') return false;
  const national = `0${parsed.nationalNumber}`;
  return (
    isValidPhoneNumber(phone.trim(), 'GB') || OFCOM_DRAMA.some((range) => range.test(national))
  );
}

/** Every problem with the details on `today` ("YYYY-MM-DD"), as the 422's reasons; empty when all is well. */
export function profileReasons(details: ProfileDetails, today: string): ProfileReason[] {
  const reasons: ProfileReason[] = [];
  const text = (field: ProfileField, value: string, maxLength: number) => {
    const trimmed = value.trim();
    if (trimmed === '') reasons.push({ field, reason: 'required' });
    else if (trimmed.length > maxLength) reasons.push({ field, reason: 'tooLong' });
  };
  text('firstName', details.firstName, PERSON_NAME_MAX_LENGTH);
  text('lastName', details.lastName, PERSON_NAME_MAX_LENGTH);
  if (details.primaryContactNumber.trim() === '') {
    reasons.push({ field: 'primaryContactNumber', reason: 'required' });
  } else if (!isUkPhoneNumber(details.primaryContactNumber)) {
    reasons.push({ field: 'primaryContactNumber', reason: 'invalidPhone' });
  }
  const secondary = details.secondaryContactNumber?.trim() ?? '';
  if (secondary !== '' && !isUkPhoneNumber(secondary)) {
    reasons.push({ field: 'secondaryContactNumber', reason: 'invalidPhone' });
  }
  const dateOfBirth = details.dateOfBirth.trim();
  if (
    !isExistingDate(dateOfBirth) ||
    dateOfBirth < `${EARLIEST_BIRTH_YEAR}` ||
    dateOfBirth > today
  ) {
    reasons.push({ field: 'dateOfBirth', reason: 'invalidDate' });
  }
  text('address1', details.address1, ADDRESS_LINE_MAX_LENGTH);
  text('city', details.city, ADDRESS_LINE_MAX_LENGTH);
  if (details.postcode.trim() === '') reasons.push({ field: 'postcode', reason: 'required' });
  else if (normalisePostcode(details.postcode)?.kind !== 'postcode') {
    reasons.push({ field: 'postcode', reason: 'invalidPostcode' });
  }
  return reasons;
}
