import { Card } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
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
 * ours. Booking a service (/my-services/pharmacy-services) is not built yet, so the cards do not link.
 */
export function PromotedServices({ pharmacy }: { pharmacy: PromotedServicesFragment }) {
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
        </Card>
      ))}
    </section>
  );
}
