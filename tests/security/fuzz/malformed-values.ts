/**
 * The malformed values every fuzzed request is built from (issue #21 "Fuzz"): wrong types, nulls, huge strings,
 * unicode, and objects with fields missing or added. A value of the expected shape is drawn as often as a bad
 * one, so requests get past the first check often enough to reach the rules behind it.
 */
import fc from 'fast-check';

/** Keys an attacker adds to an object: prototype pollution and fields the server must never take from input. */
const EXTRA_KEYS = ['__proto__', 'constructor', 'isAdmin', 'patientId', 'accountId'] as const;

/** Text that has broken parsers and queries elsewhere: quoting, SQL, control characters, right-to-left marks. */
const NASTY_STRINGS = [
  '',
  ' ',
  "'; DROP TABLE patients; --",
  '" OR 1=1 --',
  '\u0000',
  '\u202Eevil',
  '../../etc/passwd',
  '%00',
  '${jndi:ldap://x}',
  '<script>alert(1)</script>',
  '9'.repeat(400),
  '-1',
  'NaN',
  '1e309',
] as const;

/** Strings far over any limit the contract sets (the gateway's body limit is 100 kB). */
const hugeString = fc
  .tuple(fc.constantFrom('x', 'é', '😀', '\u0000'), fc.integer({ min: 1_000, max: 120_000 }))
  .map(([unit, length]) => unit.repeat(length));

const unicodeString = fc.string({ unit: 'binary', maxLength: 60 });

/** Any value of the wrong kind: what a broken or hostile client sends in place of the right one. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constantFrom(...NASTY_STRINGS),
  hugeString,
  unicodeString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 2 ** 31, -(2 ** 31) - 1),
  fc.boolean(),
  fc.constant([]),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.constant({}),
  fc.dictionary(fc.constantFrom(...EXTRA_KEYS), fc.string(), { maxKeys: 2 }),
);

/** `valid` or, as often, a bad value. */
export function maybeMalformed<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof(valid, badValue);
}

/** An object of `fields` (each maybe malformed), with any of them left out and sometimes a key added. */
export function malformedObject(
  fields: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  const present = fc.record(
    Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, maybeMalformed(value)])),
    // Each key may be missing: required ones too.
    { requiredKeys: [] },
  );
  return fc
    .tuple(present, fc.option(fc.tuple(fc.constantFrom(...EXTRA_KEYS), badValue), { freq: 4 }))
    .map(([object, extra]) => (extra === null ? object : { ...object, [extra[0]]: extra[1] }));
}
