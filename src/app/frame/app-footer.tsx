import { Footer } from 'nhsuk-react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FrameQuery } from '../../gql/graphql';
import { routePaths } from '../../lib/route-paths';
import { NhsLogo } from './nhs-logo';
import '../../styles/frame.scss';

type FooterLinks = Pick<
  FrameQuery['config']['links'],
  | 'provider'
  | 'appDownload'
  | 'terms'
  | 'privacy'
  | 'cookiePolicy'
  | 'contact'
  | 'facebook'
  | 'twitter'
  | 'instagram'
>;

/**
 * The page footer (spec part 1 §1): links to the provider's site, the app download page, terms and social
 * networks (addresses from configuration, words from locales), the accessibility statement (a page of the
 * app), a copyright line with the current year and an NHS services logo. External links open in the same tab
 * (NHS service manual).
 */
export function AppFooter({ links, serviceName }: { links: FooterLinks; serviceName: string }) {
  const { t, i18n } = useTranslation('frame');
  const [year] = useState(() => currentYear(i18n.resolvedLanguage ?? i18n.language));
  return (
    <Footer>
      <Footer.Content>
        <Footer.Heading>{serviceName}</Footer.Heading>
        <Footer.List>
          <Footer.ListItem href={links.provider}>{t('footer.provider')}</Footer.ListItem>
          <Footer.ListItem href={links.appDownload}>{t('footer.appDownload')}</Footer.ListItem>
          <Footer.ListItem href={links.contact}>{t('footer.contact')}</Footer.ListItem>
        </Footer.List>
      </Footer.Content>
      <Footer.Content>
        <Footer.Heading>{t('footer.followUs')}</Footer.Heading>
        <Footer.List>
          <Footer.ListItem href={links.facebook}>{t('footer.facebook')}</Footer.ListItem>
          <Footer.ListItem href={links.twitter}>{t('footer.twitter')}</Footer.ListItem>
          <Footer.ListItem href={links.instagram}>{t('footer.instagram')}</Footer.ListItem>
        </Footer.List>
      </Footer.Content>
      <Footer.Meta visuallyHiddenText={t('footer.supportLinks')}>
        <Footer.ListItem href={links.terms}>{t('footer.terms')}</Footer.ListItem>
        <Footer.ListItem href={links.privacy}>{t('footer.privacy')}</Footer.ListItem>
        <Footer.ListItem href={links.cookiePolicy}>{t('footer.cookies')}</Footer.ListItem>
        <Footer.ListItem asElement={Link} to={routePaths.accessibilityStatement}>
          {t('footer.accessibilityStatement')}
        </Footer.ListItem>
        <NhsLogo className="app-footer__logo" label={t('footer.nhsServicesLogo')} />
        <Footer.Copyright>{t('footer.copyright', { year, service: serviceName })}</Footer.Copyright>
      </Footer.Meta>
    </Footer>
  );
}

/** The current year as the user's language writes it, in UK time (docs: CONTENT.md). */
function currentYear(language: string): string {
  return new Intl.DateTimeFormat(language, { year: 'numeric', timeZone: 'Europe/London' }).format(
    new Date(),
  );
}
