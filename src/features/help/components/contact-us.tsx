import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../../components/trans';
import { TransLink } from '../../../components/trans-link';
import { graphql } from '../../../gql';
import { gatewayQuery } from '../../../lib/query-keys';

/**
 * The support address (SUPPORT_EMAIL in the API's configuration). Its own query, not a field of the help
 * screen's: a failed FAQs read must not take the contact details with it (a failing non-null field nulls the
 * whole answer), as the frame splits its queries for the same reason (src/app/frame/frame-queries.ts). The
 * gateway caches the configuration, so this costs no extra upstream call.
 */
const HelpContactQuery = graphql(`
  query HelpContact {
    config {
      supportEmail
    }
  }
`);

/** Where medical questions go: support cannot answer them (NHS 111 online). */
const nhs111Url = 'https://111.nhs.uk/';

/**
 * The Contact us block (spec part 2 §2 'FAQs', §9): support hours Monday to Friday 9am to 5pm, replies within
 * 24 hours on weekdays and 48 hours at weekends, and the support email as a mailto link (shown once known).
 */
export function ContactUs() {
  const { t } = useTranslation('help');
  const { data } = useQuery(gatewayQuery(HelpContactQuery));
  const email = data?.config.supportEmail;
  return (
    <section aria-labelledby="contact-us-heading">
      <h2 className="nhsuk-heading-m" id="contact-us-heading">
        {t('contact.heading')}
      </h2>
      {email && (
        <p>
          <Trans
            t={t}
            i18nKey="contact.email"
            values={{ email }}
            components={{ emailLink: <TransLink href={`mailto:${email}`} /> }}
          />
        </p>
      )}
      <p>{t('contact.hours')}</p>
      <p>{t('contact.replies')}</p>
      <p>
        <Trans
          t={t}
          i18nKey="contact.noMedicalAdvice"
          components={{ nhs111Link: <TransLink href={nhs111Url} /> }}
        />
      </p>
    </section>
  );
}
