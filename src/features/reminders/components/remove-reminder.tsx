import { Button } from 'nhsuk-react-components';
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';

/**
 * Remove, confirmed in place (spec part 2 §2 'a list with Edit and Remove'; GOV.UK pattern: ask before a
 * destructive action). 'Remove' shows the question with 'Yes, remove it' and 'No, keep it'; the question takes
 * focus so that it is read out, and 'No, keep it' gives focus back to 'Remove'. While removing, the button
 * says so and a second press does nothing.
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
  const [asking, setAsking] = useState(false);
  const [removing, setRemoving] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const removeButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const questionId = useId();

  useEffect(() => {
    if (asking) questionRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      removeButtonRef.current?.focus();
    }
  }, [asking]);

  const confirm = async () => {
    if (removing) return;
    setRemoving(true);
    const removed = await onRemove();
    // Once removed this part is gone with its reminder (or, turned off, shows no Remove): nothing to reset.
    if (!removed) setRemoving(false);
  };

  if (!asking) {
    return (
      <Button type="button" secondary ref={removeButtonRef} onClick={() => setAsking(true)}>
        <Trans
          t={t}
          i18nKey="list.remove"
          values={{ description }}
          components={{ hidden: <span className="nhsuk-u-visually-hidden" /> }}
        />
      </Button>
    );
  }
  return (
    <div role="group" aria-labelledby={questionId}>
      <p id={questionId} className="nhsuk-u-font-weight-bold" tabIndex={-1} ref={questionRef}>
        {t('list.removeQuestion', { description })}
      </p>
      <div className="nhsuk-button-group">
        <Button
          type="button"
          warning
          aria-disabled={removing || undefined}
          onClick={() => void confirm()}
        >
          {removing ? t('list.removing') : t('list.removeConfirm')}
        </Button>
        <Button
          type="button"
          secondary
          onClick={() => {
            returnFocus.current = true;
            setAsking(false);
          }}
        >
          {t('list.removeKeep')}
        </Button>
      </div>
    </div>
  );
}
