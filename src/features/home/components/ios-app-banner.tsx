import { NotificationBanner } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';

/** The iOS app-download banner on home (spec part 1 §2 'Home screen'), linking to config.links.appDownload. */
export function IosAppBanner({
  productName,
  appDownloadUrl,
}: {
  productName: string;
  appDownloadUrl: string;
}) {
  const { t } = useTranslation('home');
  return (
    // Both home banners are titled 'Important'; naming each region by its title and its text keeps the two
    // landmarks distinguishable when both show (axe landmark-unique).
    <NotificationBanner aria-labelledby="home-ios-app-title home-ios-app-text" disableAutoFocus>
      <NotificationBanner.Title id="home-ios-app-title">
        {t('iosApp.title')}
      </NotificationBanner.Title>
      <p id="home-ios-app-text" className="nhsuk-notification-banner__heading">
        {t('iosApp.text', { product: productName })}
      </p>
      <p>
        <a className="nhsuk-notification-banner__link" href={appDownloadUrl}>
          {t('iosApp.link', { product: productName })}
        </a>
      </p>
    </NotificationBanner>
  );
}
