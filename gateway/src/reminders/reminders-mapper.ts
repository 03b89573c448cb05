import type {
  DailyReminder,
  ReorderReminderSummary,
  TodaysSchedule,
} from '../generated/resolvers-types';
import type { RestDailyReminder, RestRemindersList } from '../upstream/rest-api-types';
import { HOME_SCHEDULE_LIMIT, isSameLondonDay, reorderCountdown } from './reminder-rules';

/** What the schedule depends on besides the reminders: the clock, and whether the patient's GP system is TPP. */
export interface ScheduleContext {
  now: number;
  integrationType: number | null | undefined;
}

/**
 * Reminders list → the home card 'Your schedule for today' (spec part 1 §2 'Home screen': 'at most 3 daily and 3
 * reorder reminders; only today's reorder reminders'). Daily reminders come every day, earliest time first;
 * reorder reminders are today's in Europe/London, still active (status false means removed, spec part 2 §2),
 * earliest first, each with its countdown (reminder-rules.ts).
 */
export function mapTodaysSchedule(
  reminders: RestRemindersList,
  { now, integrationType }: ScheduleContext,
): TodaysSchedule {
  const daily = reminders.medicationReminders
    .map(mapDailyReminder)
    .sort(
      (a, b) =>
        Number(a.unreadable) - Number(b.unreadable) ||
        a.reminder.reminderTime.localeCompare(b.reminder.reminderTime) ||
        a.reminder.id.localeCompare(b.reminder.id),
    )
    .slice(0, HOME_SCHEDULE_LIMIT)
    .map(({ reminder }) => reminder);

  const reorder = reminders.reorderReminders
    .flatMap((reminder): ReorderReminderSummary[] => {
      const at = Date.parse(reminder.reminderDt);
      if (Number.isNaN(at) || !reminder.status || !isSameLondonDay(at, now)) return [];
      return [
        {
          id: reminder.id,
          description: reminder.description,
          reminderAt: new Date(at).toISOString(),
          ...reorderCountdown(at, now, integrationType),
        },
      ];
    })
    .sort((a, b) => Date.parse(a.reminderAt) - Date.parse(b.reminderAt) || a.id.localeCompare(b.id))
    .slice(0, HOME_SCHEDULE_LIMIT);

  return { daily, reorder };
}

/** HH:mm:ss, padded, so that times sort as text; an unreadable time is kept as sent and sorts last. */
function mapDailyReminder(rest: RestDailyReminder): {
  reminder: DailyReminder;
  unreadable: boolean;
} {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(rest.reminderTime.trim());
  const [, hours = '', minutes = '', seconds = '00'] = match ?? [];
  const reminderTime = match
    ? `${hours.padStart(2, '0')}:${minutes}:${seconds}`
    : rest.reminderTime;
  return {
    reminder: { id: rest.id, reminderTime, description: rest.description },
    unreadable: match === null,
  };
}
