import { Button } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { remindersPaths } from '../../../lib/route-paths';

/**
 * The reminder forms' actions (spec part 2 §2: Create or Update reminder, and Cancel back to the list). While
 * sending, the button says so and is marked disabled (spec part 2 §4), still focusable for screen readers.
 */
export function ReminderFormButtons({
  sending,
  submitLabel,
  submittingLabel,
}: {
  sending: boolean;
  submitLabel: string;
  submittingLabel: string;
}) {
  const { t } = useTranslation('reminders');
  return (
    <div className="nhsuk-button-group">
      <Button type="submit" aria-disabled={sending || undefined}>
        {sending ? submittingLabel : submitLabel}
      </Button>
      <ButtonLink to={remindersPaths.list} secondary>
        {t('form.cancel')}
      </ButtonLink>
    </div>
  );
}
