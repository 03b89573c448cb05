import { passwordRequirements, unmetPasswordRequirements } from '../../api/src/contract';

/*
 * THE password rule (spec part 2 §5 'Password (reset)', §9) is the shared contract's
 * (api/src/contract/password-rule.ts), which the API applies again. Here it becomes the messages and the
 * strength meter; the forms' yup fields are in password-fields.ts, so that a screen showing the meter does
 * not load yup with its page.
 */

/** The rule's messages ('ns:key', so the catalogue check sees them). */
export const passwordRuleMessages = {
  required: 'auth:password.required',
  // The gateway's code for the API's refusal of a weak password has the same text.
  tooWeak: 'errors:auth.passwordTooWeak',
} as const;

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
