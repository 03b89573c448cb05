import { Footer } from 'nhsuk-react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FrameQuery } from '../../gql/graphql';
import { routePaths } from '../../lib/route-paths';
import { AppLink } from '../../components/app-link';
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
 * (NHS service manual). Until configuration has come (and in the HTML rendered at build time, issue #20) it
 * holds only what needs none: the accessibility statement and the logo; the rest joins it below the fold.
 */
export function AppFooter({ links, serviceName }: { links?: FooterLinks; serviceName?: string }) {
  const { t } = useTranslation('frame');
  const [year] = useState(currentUkYear);
  return (
    <Footer>
      {/* An array, not a fragment: Footer lays out the Footer.Content among its direct children. */}
      {links && serviceName !== undefined
        ? [
            <Footer.Content key="service">
              <Footer.Heading>{serviceName}</Footer.Heading>
              <Footer.List>
                <Footer.ListItem href={links.provider}>{t('footer.provider')}</Footer.ListItem>
                <Footer.ListItem href={links.appDownload}>
                  {t('footer.appDownload')}
                </Footer.ListItem>
                <Footer.ListItem href={links.contact}>{t('footer.contact')}</Footer.ListItem>
              </Footer.List>
            </Footer.Content>,
            <Footer.Content key="social">
              <Footer.Heading>{t('footer.followUs')}</Footer.Heading>
              <Footer.List>
                <Footer.ListItem href={links.facebook}>{t('footer.facebook')}</Footer.ListItem>
                <Footer.ListItem href={links.twitter}>{t('footer.twitter')}</Footer.ListItem>
                <Footer.ListItem href={links.instagram}>{t('footer.instagram')}</Footer.ListItem>
              </Footer.List>
            </Footer.Content>,
          ]
        : null}
      <Footer.Meta visuallyHiddenText={t('footer.supportLinks')}>
        {/* An array too: Footer.Meta picks its list items out of its direct children. */}
        {links
          ? [
              <Footer.ListItem key="terms" href={links.terms}>
                {t('footer.terms')}
              </Footer.ListItem>,
              <Footer.ListItem key="privacy" href={links.privacy}>
                {t('footer.privacy')}
              </Footer.ListItem>,
              <Footer.ListItem key="cookies" href={links.cookiePolicy}>
                {t('footer.cookies')}
              </Footer.ListItem>,
            ]
          : null}
        <Footer.ListItem asElement={AppLink} to={routePaths.accessibilityStatement}>
          {t('footer.accessibilityStatement')}
        </Footer.ListItem>
        <NhsLogo className="app-footer__logo" label={t('footer.nhsServicesLogo')} />
        {/* Empty rather than the component's English default until the service's name has come. */}
        <Footer.Copyright>
          {serviceName === undefined ? '' : t('footer.copyright', { year, service: serviceName })}
        </Footer.Copyright>
      </Footer.Meta>
    </Footer>
  );
}

/**
 * The current year in UK time (docs: CONTENT.md). The year turns in winter, when UK time is GMT, so the UTC
 * year is the UK year at every instant. Not Intl.DateTimeFormat with Europe/London: its first use loads the
 * browser's time-zone data, which was the footer's longest task on a phone (issue #20).
 */
function currentUkYear(): number {
  return new Date().getUTCFullYear();
}
