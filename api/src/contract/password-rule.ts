/**
 * THE password rule (spec part 2 §5 'Password (reset)', §9 'Password minimum is 8 characters'): at least 8
 * characters, with a lowercase letter, an uppercase letter, a number and a special character. The app's forms
 * and strength meter read it; the API refuses a new password that breaks it.
 *
 * The specification names the classes, not their members; here they are the ones a user can see on a UK
 * keyboard: a–z, A–Z, 0–9, and any other character that is not white space (so `!`, `£`, `é` are special).
 */
export const PASSWORD_MIN_LENGTH = 8;

/** The parts of the rule, in the order the app's hint names them. */
export const passwordRequirements = [
  'length',
  'lowercase',
  'uppercase',
  'number',
  'special',
] as const;
export type PasswordRequirement = (typeof passwordRequirements)[number];

const requirementMet: Record<PasswordRequirement, (password: string) => boolean> = {
  // Counted in code points, as a person counts characters: an emoji is one.
  length: (password) => Array.from(password).length >= PASSWORD_MIN_LENGTH,
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
