import { Card } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { graphql } from '../../../gql';
import type { PrescriptionsCardFragment } from '../../../gql/graphql';

/** What the prescriptions card counts; HomeScreen's query spreads it on each course. */
export const PrescriptionsCardFields = graphql(`
  fragment PrescriptionsCard on PrescriptionCourse {
    medicationCourseGuid
  }
`);

/** The new-order flow (spec part 1 §2 'New order'), being built alongside this card. */
export const newOrderPath = '/my-meds/orders/new';

/**
 * 'Prescriptions' (spec part 1 §2 'Home screen'), for patients who can prescribe (§6): how many repeat
 * courses their GP record holds, and a way to order when the new-order flow is open to them.
 */
export function PrescriptionsCard({
  courses,
  canOrder,
}: {
  courses: readonly PrescriptionsCardFragment[];
  canOrder: boolean;
}) {
  const { t } = useTranslation('home');
  const count = courses.length;
  return (
    <Card>
      <Card.Heading>{t('prescriptions.heading')}</Card.Heading>
      <Card.Description>
        {count === 0 ? t('prescriptions.none') : t('prescriptions.count', { count })}
      </Card.Description>
      {canOrder && (
        <p>
          <AppLink className="nhsuk-link" to={newOrderPath}>
            {t('prescriptions.order')}
          </AppLink>
        </p>
      )}
    </Card>
  );
}
