/** JSON-schema parts of the registration and email-change bodies (building on ../http/schemas.ts). */

/**
 * An address for a new account or a new email: something@domain.tld, allowing surrounding white space
 * (trimmed before use, like sign-in). Addresses are only ever looked up, so the check stays loose.
 */
export const newEmailAddress = {
  type: 'string',
  minLength: 1,
  maxLength: 254,
  pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$',
};

/** A person's name as typed: 1 to 100 characters with at least one that is not white space. */
export const personName = { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' };

/** "YYYY-MM-DD"; whether the date exists is a rule (./patient-details-rule.ts), not the schema's business. */
export const isoDate = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };

/** A property the app always sends with one value (spec part 1 §3 registration payload fields). */
export function onlyValue(value: string | boolean) {
  return { type: typeof value, enum: [value] };
}
