import { Textarea } from 'nhsuk-react-components';
import { useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { characterCount } from '../../../../api/src/contract';
import { useFieldErrorProps } from '../../../components/field-error-props';

/** How long typing must pause before screen readers hear the count (GOV.UK character count: 1 s). */
const announceAfterMs = 1000;

/**
 * A textarea with the spec's counter, orders:newOrder.summary.counterRemaining / counterTooMany (spec part 1 §5),
 * counted after trimming with the contract's characterCount, as the gateway and the API count. Built from the NHS character-count classes rather than its
 * component, whose script writes its own English text. The visible count is not a live region (it would
 * speak on every key); a hidden copy is announced once typing pauses.
 */
export function CountedTextarea({
  id,
  label,
  hint,
  error,
  maxLength,
  value,
  field,
}: {
  id: string;
  label: string;
  hint?: string;
  /** The inline error, translated. */
  error?: string;
  maxLength: number;
  /** The field's current text (react-hook-form's watch). */
  value: string;
  field: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('orders');
  const fieldErrorProps = useFieldErrorProps();
  const remaining = maxLength - characterCount(value.trim());
  const count =
    remaining >= 0
      ? t('newOrder.summary.counterRemaining', { max: maxLength, count: remaining })
      : t('newOrder.summary.counterTooMany', { count: -remaining });
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(count), announceAfterMs);
    return () => clearTimeout(timer);
  }, [count]);

  const infoId = `${id}-info`;
  return (
    <Textarea
      id={id}
      rows={5}
      label={label}
      labelProps={{ size: 's' }}
      hint={hint}
      error={error}
      errorProps={fieldErrorProps}
      aria-describedby={infoId}
      formGroupProps={{
        className: 'nhsuk-character-count',
        afterInput: (
          <>
            <div
              id={infoId}
              aria-hidden="true"
              className={`nhsuk-character-count__message ${remaining < 0 ? 'nhsuk-error-message' : 'nhsuk-hint'}`}
            >
              {count}
            </div>
            <div className="nhsuk-u-visually-hidden" aria-live="polite">
              {announced === count && value !== '' ? announced : ''}
            </div>
          </>
        ),
      }}
      {...field}
    />
  );
}
