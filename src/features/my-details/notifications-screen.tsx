import { useQuery } from '@tanstack/react-query';
import { Checkboxes } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import type { NotificationsScreenQuery, NotificationType } from '../../gql/graphql';
import { useFieldErrorProps } from '../../components/field-error-props';
import {
  useNotificationToggle,
  useToggleFailureText,
  type NotificationToggle,
} from './use-notification-toggle';
import { notificationsScreenQuery } from './notifications-screen-query';

/** The inset text saying why the app boxes are disabled; each disabled box is described by it. */
const noAppReasonId = 'notifications-no-app';

type Preferences = NotificationsScreenQuery['notificationPreferences'];
type Preference = Preferences['items'][number];

/** Each type's words in locales/en/my-details.json (static keys, so the catalogue check can find them). */
function useTypeText(): Record<NotificationType, { legend: string; hint: string }> {
  const { t } = useTranslation('my-details');
  return {
    StatusUpdate: {
      legend: t('notifications.types.statusUpdate.legend'),
      hint: t('notifications.types.statusUpdate.hint'),
    },
    ReorderReminder: {
      legend: t('notifications.types.reorderReminder.legend'),
      hint: t('notifications.types.reorderReminder.hint'),
    },
    TakeMedicineReminder: {
      legend: t('notifications.types.takeMedicineReminder.legend'),
      hint: t('notifications.types.takeMedicineReminder.hint'),
    },
    // spec part 2 §2: the marketing checkbox (my-details:notifications.types.marketing).
    Marketing: {
      legend: t('notifications.types.marketing.legend'),
      hint: t('notifications.types.marketing.hint'),
    },
  };
}

/**
 * /my-details/notifications (spec part 2 'Notifications', §4, §6): an email and an app box per notification
 * type the account is offered (the gateway leaves out the integration set without the integration, and each
 * reminder type while its reminders are off), marketing (notifications.types.marketing). Each change is saved
 * as it is made (use-notification-toggle.ts). Without the mobile app the app boxes are disabled and the page
 * says why, in text that describes each of them.
 *
 * Design decision: NHS checkboxes, not switches (the NHS design system has no toggle switch); one group per
 * type, so that a screen reader hears the type with each box ('Reorder reminders, Email, checked').
 */
export function NotificationsScreen() {
  const { t } = useTranslation('my-details');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(notificationsScreenQuery);
  const { toggle, failures } = useNotificationToggle(notificationsScreenQuery.queryKey);
  return (
    <QueryScreen
      query={query}
      title={t('notifications.title')}
      loadingLabel={t('notifications.loading')}
      failureMessage={tErrors('common.unexpected')}
    >
      {({ notificationPreferences }) => (
        <Page title={t('notifications.title')} errorCount={Object.keys(failures).length}>
          <p>{t('notifications.intro')}</p>
          {!notificationPreferences.appAvailable && (
            <div className="nhsuk-inset-text">
              <p id={noAppReasonId}>{t('notifications.noApp')}</p>
            </div>
          )}
          {notificationPreferences.items.map((preference) => (
            <PreferenceGroup
              key={preference.type}
              preference={preference}
              appAvailable={notificationPreferences.appAvailable}
              failure={failures[preference.type]}
              onToggle={toggle}
            />
          ))}
        </Page>
      )}
    </QueryScreen>
  );
}

function PreferenceGroup({
  preference,
  appAvailable,
  failure,
  onToggle,
}: {
  preference: Preference;
  appAvailable: boolean;
  failure: readonly string[] | undefined;
  onToggle: (toggle: NotificationToggle) => void;
}) {
  const { t } = useTranslation('my-details');
  const text = useTypeText()[preference.type];
  const failureText = useToggleFailureText();
  const errorProps = useFieldErrorProps();
  const { type } = preference;
  return (
    <Checkboxes
      id={`notifications-${type}`}
      idPrefix={`notifications-${type}`}
      legend={text.legend}
      legendProps={{ size: 's' }}
      hint={text.hint}
      error={failure && failureText(failure)}
      errorProps={errorProps}
    >
      <Checkboxes.Item
        id={`notifications-${type}-email`}
        checked={preference.email}
        onChange={(event) => onToggle({ type, channel: 'email', enabled: event.target.checked })}
      >
        {t('notifications.channels.email')}
      </Checkboxes.Item>
      <Checkboxes.Item
        id={`notifications-${type}-app`}
        checked={preference.app && appAvailable}
        disabled={!appAvailable}
        // The reason is the page's inset text: a hint inside a disabled item is dimmed below the contrast
        // minimum (nhsuk-frontend fades the whole item), and the reason must stay readable.
        aria-describedby={appAvailable ? undefined : noAppReasonId}
        onChange={(event) => onToggle({ type, channel: 'app', enabled: event.target.checked })}
      >
        {t('notifications.channels.app')}
      </Checkboxes.Item>
    </Checkboxes>
  );
}
