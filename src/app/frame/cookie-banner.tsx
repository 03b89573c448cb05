import { Button } from 'nhsuk-react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../components/trans';
import { useLocation } from 'react-router';
import { TransLink } from '../../components/trans-link';
import { hasMadeCookieChoice, rememberCookieChoice } from '../../lib/cookie-consent';
import '../../styles/frame.scss';

/**
 * The cookie banner (spec part 2): at the bottom of the page, with a link to the cookie policy; not shown once
 * a choice is made (accepted-ga).
 *
 * Design decisions: UK law (PECR, UK GDPR) and the NHS.UK and GOV.UK banners ask for a choice that is as easy
 * to refuse as to give, so the spec's one 'Accept cookies' button (its catalogue key kept) is 'Accept
 * analytics cookies', beside an equal 'Reject analytics cookies' (locales/README.md, corrections). The banner
 * is in the page flow (a fixed bar would cover focused content, WCAG 2.4.11) and is a labelled region so that
 * it can be found by landmark. Choosing replaces it with a short confirmation that takes focus (so keyboard
 * and screen reader users are not left on a removed button and hear that it worked); the confirmation goes
 * with the next route change.
 */
export function CookieBanner({
  cookiePolicyUrl,
  serviceName,
}: {
  cookiePolicyUrl: string;
  serviceName: string;
}) {
  const { t } = useTranslation('frame');
  const { pathname } = useLocation();
  const [chosenBefore] = useState(hasMadeCookieChoice);
  const [chosen, setChosen] = useState<{ accepted: boolean; on: string } | null>(null);
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const confirming = chosen?.on === pathname;

  useEffect(() => {
    if (confirming) confirmationRef.current?.focus();
  }, [confirming]);

  if (chosenBefore || (chosen !== null && !confirming)) return null;

  const choose = (accepted: boolean) => {
    rememberCookieChoice(accepted);
    setChosen({ accepted, on: pathname });
  };
  const policyLink = <TransLink href={cookiePolicyUrl} />;

  return (
    <section
      className="app-cookie-banner"
      aria-label={t('cookieBanner.label', { service: serviceName })}
    >
      <div className="nhsuk-width-container nhsuk-u-padding-top-4 nhsuk-u-padding-bottom-4">
        {confirming ? (
          <p ref={confirmationRef} tabIndex={-1} className="nhsuk-u-margin-bottom-0">
            <Trans
              t={t}
              i18nKey={chosen.accepted ? 'cookieBanner.accepted' : 'cookieBanner.rejected'}
              components={{ policyLink }}
            />
          </p>
        ) : (
          <>
            <h2 className="nhsuk-heading-s">
              {t('cookieBanner.heading', { service: serviceName })}
            </h2>
            <p>{t('cookieBanner.body', { service: serviceName })}</p>
            <p>
              <Trans t={t} i18nKey="cookieBanner.policy" components={{ policyLink }} />
            </p>
            {/* Side by side and alike: refusing is as easy as accepting. */}
            <div className="nhsuk-button-group nhsuk-u-margin-bottom-0">
              <Button type="button" onClick={() => choose(true)}>
                {t('cookieBanner.accept')}
              </Button>
              <Button type="button" onClick={() => choose(false)}>
                {t('cookieBanner.reject')}
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
