/**
 * The password rule (password-rule.ts) as the forms' yup fields, apart from the messages and the strength
 * meter, which screens import: yup loads with a form's schema at the first interaction
 * (src/lib/lazy-yup-resolver.ts), not with the page.
 */
import { string } from 'yup';
import { meetsPasswordRule } from '../../api/src/contract';
import { passwordRuleMessages } from './password-rule';

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
