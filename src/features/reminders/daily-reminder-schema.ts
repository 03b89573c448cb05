import { boolean, object, string, type InferType } from 'yup';
import { SEARCH_SOURCE, type ReorderPreset } from './daily-reminder-choices';
import { reorderDateField, reorderReminderMessages } from './reorder-reminder-schema';

/** The form's messages, catalogue keys ('ns:key', so the catalogue check sees them). */
export const dailyReminderMessages = {
  ...reorderReminderMessages,
  medicineRequired: 'reminders:form.errors.medicineRequired',
  typeRequired: 'reminders:form.errors.typeRequired',
  optionRequired: 'reminders:form.errors.optionRequired',
} as const;

/** A part of a searched medicine: required once the user chose to search. */
const searchedPart = (message: string) =>
  string()
    .default('')
    .when('source', { is: SEARCH_SOURCE, then: (part) => part.required(message) });

/**
 * A daily reminder (spec part 2 §2 'Daily reminder new or edit', §5 'a description is needed'): a medicine
 * from the patient's items or found by search (name, then type, then option), a time of day, and, for a
 * searched medicine, an optional reorder reminder at a preset or a specific date (not before now).
 */
export const dailyReminderSchema = object({
  source: string().default('').required(dailyReminderMessages.medicineRequired),
  medicine: searchedPart(dailyReminderMessages.medicineRequired),
  type: searchedPart(dailyReminderMessages.typeRequired),
  option: searchedPart(dailyReminderMessages.optionRequired),
  reorder: boolean().default(false),
  preset: string<ReorderPreset>().default('twoWeeks'),
  date: reorderDateField(
    (form) =>
      form['source'] === SEARCH_SOURCE &&
      form['reorder'] === true &&
      form['preset'] === 'specificDate',
  ),
  time: string().default('').required(dailyReminderMessages.timeRequired),
});

export type DailyReminderFormValues = InferType<typeof dailyReminderSchema>;
