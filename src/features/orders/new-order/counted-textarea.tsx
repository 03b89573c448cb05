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
 * counted after trimming with the contract's characterCount, as the gateway and the API count. Every counted
 * field in the app is one of these.
 *
 * The markup is what nhsuk-frontend's CharacterCount script leaves once it has run, rendered by React instead:
 * the script counts untrimmed text, writes its own English words and reworks the DOM React owns (nor can
 * nhsuk-react-components' CharacterCount pass it a count function). So the root carries the script's
 * "initialised" mark itself: under `.nhsuk-frontend-supported` nhsuk-frontend's CSS hides every
 * `.nhsuk-character-count__message` until that mark is there, which would leave sighted users without the
 * count. The visible count is not a live region (it would speak on every key); a hidden copy is announced,
 * politely, once typing pauses.
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
        // Shows the count under nhsuk-frontend's CSS (see above); no data-module, so its script never runs here.
        'data-nhsuk-character-count-init': '',
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
