import { object, string, type InferType } from 'yup';
import { reminderDateProblem } from './reminder-date-problem';

/** The form's messages, catalogue keys ('ns:key', so the catalogue check sees them). */
export const reorderReminderMessages = {
  itemRequired: 'reminders:form.errors.itemRequired',
  dateRequired: 'reminders:form.errors.dateRequired',
  dateNotReal: 'reminders:form.errors.dateNotReal',
  dateInPast: 'reminders:form.errors.dateInPast',
  timeRequired: 'reminders:form.errors.timeRequired',
} as const;

/**
 * A reorder date's boxes, checked with the form's `time` (spec part 2 §5: not before now, Europe/London) when
 * `applies` says the form asks for one; `now` may come from the validation context (tests).
 */
export function reorderDateField(applies: (form: Record<string, unknown>) => boolean = () => true) {
  return object({
    day: string().default(''),
    month: string().default(''),
    year: string().default(''),
  }).test('reorder-date', function checkReorderDate(value) {
    const form = this.parent as Record<string, unknown>;
    if (!applies(form)) return true;
    const now = (this.options.context as { now?: Date } | undefined)?.now;
    const time = typeof form['time'] === 'string' ? form['time'] : '';
    const problem = reminderDateProblem(value, time, now);
    return problem ? this.createError({ message: reorderReminderMessages[problem] }) : true;
  });
}

/**
 * A reorder reminder (spec part 2 §2 'New reorder reminder', 'Edit reorder reminder', §5: 'an item and a
 * date-time are needed. The date cannot be before now'). The item is the chosen collected item's key
 * (`orderId/orderItemId`); an edit has its one item already, so the schema's context says `itemFixed`.
 */
export const reorderReminderSchema = object({
  item: string()
    .default('')
    .when('$itemFixed', {
      is: true,
      then: (schema) => schema,
      otherwise: (schema) => schema.required(reorderReminderMessages.itemRequired),
    }),
  date: reorderDateField(),
  time: string().default('').required(reorderReminderMessages.timeRequired),
});

export type ReorderReminderFormValues = InferType<typeof reorderReminderSchema>;
