import { string } from 'yup';

/**
 * THE password rule (spec part 2 §5 'Password (reset)', §9 'Password minimum is 8 characters'): at least 8
 * characters, with a lowercase letter, an uppercase letter, a number and a special character. Every form that
 * sets a password uses it (reset password; registration to come); the API enforces the same rule again.
 *
 * The specification names the classes, not their members; here they are the ones a user can see on a UK
 * keyboard: a–z, A–Z, 0–9, and any other character that is not a space (so `!`, `£`, `é` are special).
 */
export const passwordMinLength = 8;

/** The parts of the rule, in the order the hint names them. */
export const passwordRequirements = [
  'length',
  'lowercase',
  'uppercase',
  'number',
  'special',
] as const;
export type PasswordRequirement = (typeof passwordRequirements)[number];

const requirementMet: Record<PasswordRequirement, (password: string) => boolean> = {
  // Counted in code points (as JSON Schema's minLength counts), not UTF-16 units: an emoji is one.
  length: (password) => Array.from(password).length >= passwordMinLength,
  lowercase: (password) => /[a-z]/.test(password),
  uppercase: (password) => /[A-Z]/.test(password),
  number: (password) => /[0-9]/.test(password),
  special: (password) => /[^A-Za-z0-9\s]/.test(password),
};

/** The parts of the rule a password does not meet yet, in the rule's order. */
export function unmetPasswordRequirements(password: string): PasswordRequirement[] {
  return passwordRequirements.filter((requirement) => !requirementMet[requirement](password));
}

/** Whether a password meets the whole rule. */
export function meetsPasswordRule(password: string): boolean {
  return unmetPasswordRequirements(password).length === 0;
}

/** The rule's messages ('ns:key', so the catalogue check sees them). */
export const passwordRuleMessages = {
  required: 'auth:password.required',
  // The gateway's code for the API's refusal of a weak password has the same text.
  tooWeak: 'errors:auth.passwordTooWeak',
} as const;

/**
 * The rule as a yup field for a new password: required, then the whole rule. The password is kept exactly
 * as typed (spaces may be part of it), as sign-in sends it.
 */
export const newPasswordField = string()
  .default('')
  .required(passwordRuleMessages.required)
  // An empty password is only asked for, not also called weak.
  .test(
    'password-rule',
    passwordRuleMessages.tooWeak,
    (value) => value === '' || meetsPasswordRule(value),
  );

/**
 * The confirmation of a new password: required, and the same as the form's `password` field. A test rather
 * than oneOf(ref): yup checks oneOf before required, and an empty field should be asked for, not called
 * different. Each form gives its own words.
 */
export function confirmNewPasswordField(messages: { required: string; mismatch: string }) {
  return string()
    .default('')
    .required(messages.required)
    .test(
      'matches-password',
      messages.mismatch,
      (value, context) =>
        value === '' || value === (context.parent as { password?: unknown }).password,
    );
}

export type PasswordStrengthLevel = 'weak' | 'fair' | 'strong';

export interface PasswordStrength {
  level: PasswordStrengthLevel;
  /** The level in words ('ns:key'). */
  descriptionKey: string;
  /** The level's colour, a name of the NHS palette (its tag classes: `nhsuk-tag--<colour>`). */
  colour: 'red' | 'orange' | 'green';
  /** How much of the rule the password meets, 0 to 100 in steps of 20. */
  percent: number;
}

const strengthByLevel: Record<PasswordStrengthLevel, Omit<PasswordStrength, 'percent'>> = {
  weak: { level: 'weak', descriptionKey: 'auth:passwordStrength.weak', colour: 'red' },
  fair: { level: 'fair', descriptionKey: 'auth:passwordStrength.fair', colour: 'orange' },
  strong: { level: 'strong', descriptionKey: 'auth:passwordStrength.strong', colour: 'green' },
};

/**
 * The strength meter's reading (spec part 2 §5: 'a description, a colour and a percentage'). The spec gives
 * no scale; this one measures the password against the rule, so that the meter never contradicts the
 * validation: each of the rule's five parts is 20 %, and only a password that meets the whole rule (100 %)
 * is 'strong'. Two parts or fewer is 'weak', three or four 'fair'.
 */
export function passwordStrength(password: string): PasswordStrength {
  const met = passwordRequirements.length - unmetPasswordRequirements(password).length;
  const percent = Math.round((met / passwordRequirements.length) * 100);
  const level: PasswordStrengthLevel =
    met === passwordRequirements.length ? 'strong' : met >= 3 ? 'fair' : 'weak';
  return { ...strengthByLevel[level], percent };
}
