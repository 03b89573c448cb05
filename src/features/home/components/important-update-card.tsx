import { Card } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { newOrderPath } from './prescriptions-card';

/**
 * 'Important update' for patients who reorder manually (spec part 1 §2 'Home screen'; §6: unlinked
 * patients with allowManualReordering may order manual items). An NHS feature card, so it stands out.
 */
export function ImportantUpdateCard({ canOrder }: { canOrder: boolean }) {
  const { t } = useTranslation('home');
  return (
    <Card feature>
      <Card.Heading>{t('importantUpdate.heading')}</Card.Heading>
      <Card.Description>{t('importantUpdate.body')}</Card.Description>
      {canOrder && (
        <p>
          <AppLink className="nhsuk-link" to={newOrderPath}>
            {t('importantUpdate.order')}
          </AppLink>
        </p>
      )}
    </Card>
  );
}
