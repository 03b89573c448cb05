import { Card } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { graphql } from '../../../gql';
import type { ScheduleCardFragment } from '../../../gql/graphql';
import { formatReminderTime } from '../../../lib/format-reminder-time';
import { remindersPaths } from '../../../lib/route-paths';

/** What the schedule card shows; HomeScreen's query spreads it. The gateway already keeps ≤ 3 of each. */
export const ScheduleCardFields = graphql(`
  fragment ScheduleCard on TodaysSchedule {
    daily {
      id
      reminderTime
      description
    }
    reorder {
      id
      description
      daysToGo
      dueForReorder
    }
  }
`);

/** spec part 1 §9 / part 2 §9: the home schedule card shows at most 3 daily and 3 reorder reminders. */
const maxRemindersPerKind = 3;

/**
 * 'Your schedule for today' (spec part 1 §2 'Home screen'). Daily reminders show their time; today's reorder
 * reminders show 'Due for reorder' (TPP-type patients, once due) or the days to go (part 2 §2). It links to
 * the reminders screen where the patient may use it.
 */
export function ScheduleCard({
  schedule,
  remindersLink = false,
}: {
  schedule: ScheduleCardFragment;
  /** The patient may use the reminders screen (features.reminders): the card links to it. */
  remindersLink?: boolean;
}) {
  const { t, i18n } = useTranslation('home');
  const daily = schedule.daily.slice(0, maxRemindersPerKind);
  const reorder = schedule.reorder.slice(0, maxRemindersPerKind);
  const empty = daily.length === 0 && reorder.length === 0;

  return (
    <Card>
      <Card.Heading>{t('schedule.heading')}</Card.Heading>
      {empty ? (
        <Card.Description>{t('schedule.empty')}</Card.Description>
      ) : (
        <>
          {daily.length > 0 && (
            <>
              <h3 className="nhsuk-heading-s">{t('schedule.dailyHeading')}</h3>
              <ul className="nhsuk-list">
                {daily.map((reminder) => (
                  <li key={reminder.id}>
                    {t('schedule.dailyItem', {
                      time: formatReminderTime(reminder.reminderTime, i18n.language),
                      description: reminder.description,
                    })}
                  </li>
                ))}
              </ul>
            </>
          )}
          {reorder.length > 0 && (
            <>
              <h3 className="nhsuk-heading-s">{t('schedule.reorderHeading')}</h3>
              <ul className="nhsuk-list">
                {reorder.map((reminder) => (
                  <li key={reminder.id}>
                    {t('schedule.reorderItem', {
                      description: reminder.description,
                      when: reorderWhen(reminder, t),
                    })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      {remindersLink && (
        <Card.Description>
          <AppLink to={remindersPaths.list}>{t('schedule.manage')}</AppLink>
        </Card.Description>
      )}
    </Card>
  );
}

type HomeT = ReturnType<typeof useTranslation<'home'>>['t'];

/** spec part 2 §2 'Reminders screen': 'Due for reorder' for TPP once due, else the days to go. */
function reorderWhen(reminder: ScheduleCardFragment['reorder'][number], t: HomeT): string {
  if (reminder.dueForReorder) return t('schedule.dueForReorder');
  if (reminder.daysToGo <= 0) return t('schedule.reorderToday');
  return t('schedule.daysToGo', { count: reminder.daysToGo });
}
