import { NotificationBanner } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';

/**
 * What another page asked /login to say, through navigation state (spec part 1 §2): `invalidAccount`
 * shows the invalid-account message; `msg` is a catalogue code this page knows, or text the sender has
 * already translated. Shown as an NHS "Important" notification banner under the heading, which is where
 * focus lands on arrival, so it is read next.
 */
export function LoginNotice({ invalidAccount, msg }: { invalidAccount: boolean; msg?: string }) {
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');

  const knownMessages: Record<string, string> = {
    UNAUTHENTICATED: tErrors('UNAUTHENTICATED'),
    'common.unexpected': tErrors('common.unexpected'),
    'auth.accountDetailsFailed': tErrors('auth.accountDetailsFailed'),
    'auth.invalidAccount': tErrors('auth.invalidAccount'),
    'auth.notVerified': tErrors('auth.notVerified'),
    'auth.incorrectEmailOrPassword': tErrors('auth.incorrectEmailOrPassword'),
    'auth.contactSupport': tErrors('auth.contactSupport'),
    'auth.registrationIncompleteNhsLogin': tErrors('auth.registrationIncompleteNhsLogin'),
    'auth.attemptsExceeded': tErrors('auth.attemptsExceeded'),
  };
  const messages = [
    invalidAccount ? tErrors('auth.invalidAccount') : undefined,
    msg ? (knownMessages[msg] ?? msg) : undefined,
  ].filter((message, index, all): message is string => !!message && all.indexOf(message) === index);

  if (messages.length === 0) return null;
  return (
    <NotificationBanner titleId="login-notice-title">
      <NotificationBanner.Title id="login-notice-title">
        {t('login.notice.title')}
      </NotificationBanner.Title>
      {messages.map((message) => (
        <p key={message} className="nhsuk-notification-banner__heading">
          {message}
        </p>
      ))}
    </NotificationBanner>
  );
}
