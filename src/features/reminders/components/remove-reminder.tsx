import { useTranslation } from 'react-i18next';
import { Trans } from '../../../components/trans';
import { ConfirmInPlace } from '../../../components/confirm-in-place';

/**
 * Remove, confirmed in place (spec part 2 §2 'a list with Edit and Remove'): 'Remove' shows the question with
 * 'Yes, remove it' and 'No, keep it' (src/components/confirm-in-place.tsx says how focus moves).
 */
export function RemoveReminder({
  description,
  onRemove,
}: {
  description: string;
  /** Removes the reminder; resolves whether it was removed (a failure keeps the question open). */
  onRemove: () => Promise<boolean>;
}) {
  const { t } = useTranslation('reminders');
  return (
    <ConfirmInPlace
      action={
        <Trans
          t={t}
          i18nKey="list.remove"
          values={{ description }}
          components={{ hidden: <span className="nhsuk-u-visually-hidden" /> }}
        />
      }
      question={t('list.removeQuestion', { description })}
      confirm={t('list.removeConfirm')}
      confirming={t('list.removing')}
      keep={t('list.removeKeep')}
      onConfirm={onRemove}
    />
  );
}
