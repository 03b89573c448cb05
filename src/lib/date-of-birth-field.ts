/**
 * The date-of-birth field of the forms' yup schemas, apart from date-of-birth.ts, whose helpers screens
 * import: yup (~12.6 kB gzipped) then loads with a form's schema at the first interaction
 * (src/lib/lazy-yup-resolver.ts), not with every screen that reads or writes a date (the reminders list did).
 */
import { object, string } from 'yup';
import { dateOfBirthProblem, type DateOfBirthRule } from './date-of-birth';
import { londonToday } from './london-today';

/**
 * The date of birth as a yup field (the three boxes), checked by dateOfBirthProblem against today in
 * Europe/London, or against the validation context's `today` (tests).
 */
export function dateOfBirthFieldFor(rule: DateOfBirthRule) {
  return object({
    day: string().default(''),
    month: string().default(''),
    year: string().default(''),
  }).test('date-of-birth', function checkDateOfBirth(value) {
    const today = (this.options.context as { today?: string } | undefined)?.today ?? londonToday();
    const problem = dateOfBirthProblem(value, today, rule);
    return problem ? this.createError({ message: problem }) : true;
  });
}

/** An account holder's date of birth (16 or over). */
export const dateOfBirthField = dateOfBirthFieldFor('sixteenOrOver');
