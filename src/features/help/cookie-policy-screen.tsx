import { Button, Radios } from 'nhsuk-react-components';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FocusedNotificationBanner } from '../../components/focused-notification-banner';
import { Page } from '../../components/page';
import { ResponsiveTable } from '../../components/responsive-table';
import {
  cookieConsentStorageKey,
  readCookieChoice,
  rememberCookieChoice,
} from '../../lib/cookie-consent';

/** One cookie or stored item as locales/en/help.json words it. */
interface StoredItemText {
  name: string;
  purpose: string;
  expires: string;
}

/**
 * /help/cookies (issue #19), public, where the cookie banner's policy link goes by default
 * (LINK_COOKIE_POLICY): what each cookie and stored item is for and how long it is kept, and the analytics
 * choice (accepted-ga), which can be changed here at any time. The banner is not shown on this page.
 */
export function CookiePolicyScreen() {
  const { t } = useTranslation('help');
  const headings = [
    t('cookies.table.name'),
    t('cookies.table.purpose'),
    t('cookies.table.expires'),
  ];
  const row = ({ name, purpose, expires }: StoredItemText) => ({
    key: name,
    cells: [<code key="name">{name}</code>, purpose, expires],
  });
  /*
   * Every cookie and browser-storage item the app sets, by the name it is stored under (tests/e2e/help.spec.ts
   * reads a signed-in session's real cookies and storage and finds each one on this page). Where each is set:
   * the gateway's session cookie (gateway/src/session/request-session.ts; `__Host-session` over https) and flow
   * cookie (gateway/src/session/flow-cookie.ts), accepted-ga (src/lib/cookie-consent.ts), and the
   * sessionStorage items of src/features/registration/registration-progress-store.ts,
   * src/features/auth/ios-app-banner-store.ts and src/features/auth/login-entry-parameters.ts. A new one
   * belongs here too.
   */
  const cookieRows = [
    row(t('cookies.essential.session', { returnObjects: true })),
    row(t('cookies.essential.flow', { returnObjects: true })),
  ];
  // Set only once analytics cookies are accepted (src/lib/analytics-loader.ts), removed when refused.
  const analyticsRows = [
    row(t('cookies.analytics.ga', { returnObjects: true })),
    row(t('cookies.analytics.gaProperty', { returnObjects: true })),
  ];
  const storageRows = [
    row(t('cookies.essential.acceptedGa', { returnObjects: true })),
    row(t('cookies.essential.registrationProgress', { returnObjects: true })),
    row(t('cookies.essential.iosAppBanner', { returnObjects: true })),
    row(t('cookies.essential.preselectedPharmacy', { returnObjects: true })),
  ];
  return (
    <Page title={t('cookies.title')}>
      <p>{t('cookies.intro')}</p>
      <h2 className="nhsuk-heading-m">{t('cookies.essential.heading')}</h2>
      <p>{t('cookies.essential.intro')}</p>
      <ResponsiveTable
        caption={t('cookies.essential.cookiesCaption')}
        headings={headings}
        rows={cookieRows}
      />
      <ResponsiveTable
        caption={t('cookies.essential.storageCaption')}
        headings={headings}
        rows={storageRows}
      />
      <h2 className="nhsuk-heading-m">{t('cookies.analytics.heading')}</h2>
      <p>{t('cookies.analytics.body')}</p>
      <ResponsiveTable
        caption={t('cookies.analytics.caption')}
        headings={headings}
        rows={analyticsRows}
      />
      <h2 className="nhsuk-heading-m">{t('cookies.others.heading')}</h2>
      <p>{t('cookies.others.body')}</p>
      <AnalyticsChoiceForm />
    </Page>
  );
}

/**
 * The analytics choice as the NHS.UK and GOV.UK cookie pages ask it: two radios, the current choice selected
 * ('Do not use' until one is made, as nothing is set before consent), and a save button whose outcome is a
 * success banner that takes focus.
 */
function AnalyticsChoiceForm() {
  const { t } = useTranslation('help');
  const [choice, setChoice] = useState<'accepted' | 'rejected'>(
    () => readCookieChoice() ?? 'rejected',
  );
  const [saved, setSaved] = useState<'accepted' | 'rejected' | null>(null);
  const save = (event: SyntheticEvent) => {
    event.preventDefault();
    rememberCookieChoice(choice === 'accepted');
    setSaved(choice);
  };
  return (
    <form onSubmit={save} noValidate>
      <h2 className="nhsuk-heading-m">{t('cookies.settings.heading')}</h2>
      {saved && (
        // Keyed by the choice, so that saving again with the other choice announces it afresh.
        <FocusedNotificationBanner
          key={saved}
          success
          titleId="cookie-settings-saved"
          title={t('cookies.settings.saved')}
        >
          <p>
            {saved === 'accepted'
              ? t('cookies.settings.savedAccepted')
              : t('cookies.settings.savedRejected')}
          </p>
        </FocusedNotificationBanner>
      )}
      <Radios id={cookieConsentStorageKey} legend={t('cookies.settings.legend')}>
        <Radios.Item
          id={`${cookieConsentStorageKey}-accept`}
          name={cookieConsentStorageKey}
          value="accepted"
          checked={choice === 'accepted'}
          onChange={() => setChoice('accepted')}
        >
          {t('cookies.settings.accept')}
        </Radios.Item>
        <Radios.Item
          id={`${cookieConsentStorageKey}-reject`}
          name={cookieConsentStorageKey}
          value="rejected"
          checked={choice === 'rejected'}
          onChange={() => setChoice('rejected')}
        >
          {t('cookies.settings.reject')}
        </Radios.Item>
      </Radios>
      <Button type="submit">{t('cookies.settings.save')}</Button>
    </form>
  );
}
