import { Card } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../../components/trans';
import { AppLink } from '../../../components/app-link';
import { graphql } from '../../../gql';
import type { PromotedServicesFragment } from '../../../gql/graphql';

/** What the promoted service cards show; HomeScreen's query spreads it on the pharmacy. */
export const PromotedServicesFields = graphql(`
  fragment PromotedServices on Pharmacy {
    businessName
    hasPromoteServiceCard
    promotedServices {
      serviceId
      serviceCardText
    }
  }
`);

/**
 * The pharmacy's promoted service cards (spec part 1 §2 'Home screen': pharmacy hasPromoteServiceCard,
 * promotedServices). The card text is the pharmacy's own words (serviceCardText); the heading around them is
 * ours. With pharmacy services on (`bookingPath`), each card leads there to book.
 */
export function PromotedServices({
  pharmacy,
  bookingPath,
}: {
  pharmacy: PromotedServicesFragment;
  bookingPath?: string | undefined;
}) {
  const { t } = useTranslation('home');
  if (!pharmacy.hasPromoteServiceCard || pharmacy.promotedServices.length === 0) return null;
  return (
    <section aria-labelledby="home-promoted-services">
      <h2 id="home-promoted-services">
        {t('promotedServices.heading', { pharmacy: pharmacy.businessName })}
      </h2>
      {pharmacy.promotedServices.map((service) => (
        <Card key={service.serviceId}>
          <Card.Description>{service.serviceCardText}</Card.Description>
          {bookingPath && (
            <p>
              <AppLink to={bookingPath}>
                <Trans
                  t={t}
                  i18nKey="promotedServices.book"
                  values={{ service: service.serviceCardText }}
                  components={{ hidden: <span className="nhsuk-u-visually-hidden" /> }}
                />
              </AppLink>
            </p>
          )}
        </Card>
      ))}
    </section>
  );
}
