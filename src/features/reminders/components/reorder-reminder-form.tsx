import { Radios } from 'nhsuk-react-components';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorProps } from '../../../components/field-error-props';
import { FailureSummary } from '../../../components/failure-summary';
import { FormErrorSummary, type FormError } from '../../../components/form-error-summary';
import { Page } from '../../../components/page';
import { GatewayError } from '../../../lib/gateway-client';
import { formatLongDate } from '../../../lib/format-long-date';
import { lazyYupResolver } from '../../../lib/lazy-yup-resolver';
import { useSubmitOnce, validateOnSubmit } from '../../../lib/submit-once';
import { useMessageText } from '../../../lib/use-message-text';
import type { ReorderReminderFormValues } from '../reorder-reminder-schema';
import { ReminderDateInput } from './reminder-date-input';
import { ReminderFormButtons } from './reminder-form-buttons';
import { TimeSelect } from './time-select';

const reorderResolver = lazyYupResolver<ReorderReminderFormValues>(() =>
  import('../reorder-reminder-schema').then(({ reorderReminderSchema }) => reorderReminderSchema),
);

/** An item a reorder reminder can be for (Query.collectedItems). */
export interface CollectedItem {
  orderId: string;
  orderItemId: string;
  description: string;
  orderedAt: string;
}

/** The form's key for an item: its order and order item ids. */
export const itemKey = (item: { orderId: string; orderItemId: string }) =>
  `${item.orderId}/${item.orderItemId}`;

/** Field ids, for the error summary's links. */
const fieldIds = {
  item: 'reorder-item',
  date: 'reorder-date',
  time: 'reorder-time',
} as const;

/** The gateway's refusals of a date and time (gateway reminder-rules.ts), shown on the date. */
const dateRefusals: readonly string[] = [
  'reminders.reorderTimeInPast',
  'reminders.reorderTimeInvalid',
];

export interface ReorderReminderFormProps {
  title: string;
  /** New: the collected items to choose from. Edit: undefined, and `description` names the one item. */
  items?: readonly CollectedItem[];
  description?: string;
  defaultValues: ReorderReminderFormValues;
  submitLabel: string;
  submittingLabel: string;
  /** The catalogue key shown when the request fails for another reason than the date. */
  failureKey: 'reminders.createFailed' | 'reminders.updateFailed';
  /** Sends the reminder; the screen navigates to the list once it resolves. */
  send: (values: ReorderReminderFormValues) => Promise<void>;
}

/**
 * A reorder reminder's form (spec part 2 §2 'New reorder reminder', 'Edit reorder reminder'): the item (a
 * choice of collected items, or the one being edited), the NHS date input and a select of 15-minute times.
 * The button stays enabled and says, on press, what is missing (ACCESSIBILITY.md: not a disabled button that
 * gives no reason); while sending it says so and inputs cannot send twice (spec part 2 §4).
 */
export function ReorderReminderForm({
  title,
  items,
  description,
  defaultValues,
  submitLabel,
  submittingLabel,
  failureKey,
  send,
}: ReorderReminderFormProps) {
  const { t, i18n } = useTranslation('reminders');
  const { t: tErrors } = useTranslation('errors');
  const messageText = useMessageText();
  const fieldErrorProps = useFieldErrorProps();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<ReorderReminderFormValues>({
    resolver: reorderResolver,
    context: { itemFixed: items === undefined },
    defaultValues,
    ...validateOnSubmit,
  });

  const onSubmit = useSubmitOnce({
    handleSubmit,
    beforeAttempt: () => setFailure(undefined),
    send: async (values) => {
      setSending(true);
      try {
        await send(values);
      } catch (error) {
        setSending(false);
        const code = error instanceof GatewayError ? error.code : undefined;
        if (code && dateRefusals.includes(code)) {
          setError('date', { message: `errors:${code}` });
        } else {
          setFailure(failureKey);
        }
      }
    },
  });

  const itemError = messageText(errors.item?.message);
  const dateError = messageText(errors.date?.message);
  const timeError = messageText(errors.time?.message);
  const firstItemId = `${fieldIds.item}-0`;
  const summary: FormError[] = [
    ...(itemError ? [{ fieldId: firstItemId, message: itemError }] : []),
    ...(dateError ? [{ fieldId: `${fieldIds.date}-day`, message: dateError }] : []),
    ...(timeError ? [{ fieldId: fieldIds.time, message: timeError }] : []),
  ];

  return (
    <Page title={title} errorCount={summary.length + (failure ? 1 : 0)}>
      {failure && <FailureSummary message={tErrors(failureKey)} />}
      <FormErrorSummary errors={summary} submitCount={submitCount} />
      <form noValidate onSubmit={onSubmit}>
        {items ? (
          <>
            <div className="nhsuk-inset-text">
              <p>{t('reorderForm.collectedOnly')}</p>
            </div>
            <Radios
              id={fieldIds.item}
              legend={t('reorderForm.itemLegend')}
              legendProps={{ size: 's' }}
              error={itemError}
              errorProps={fieldErrorProps}
            >
              {items.map((item, index) => (
                <Radios.Item
                  key={itemKey(item)}
                  id={`${fieldIds.item}-${index}`}
                  value={itemKey(item)}
                  hint={t('reorderForm.orderedOn', {
                    date: formatLongDate(item.orderedAt, i18n.language),
                  })}
                  {...register('item')}
                >
                  {item.description}
                </Radios.Item>
              ))}
            </Radios>
          </>
        ) : (
          <dl className="nhsuk-summary-list">
            <div className="nhsuk-summary-list__row">
              <dt className="nhsuk-summary-list__key">{t('reorderForm.medicine')}</dt>
              <dd className="nhsuk-summary-list__value">{description}</dd>
            </div>
          </dl>
        )}
        <ReminderDateInput
          id={fieldIds.date}
          fields={{
            day: register('date.day'),
            month: register('date.month'),
            year: register('date.year'),
          }}
          error={dateError}
        />
        <TimeSelect
          id={fieldIds.time}
          label={t('form.timeLabel')}
          error={timeError}
          field={register('time')}
        />
        <ReminderFormButtons
          sending={sending}
          submitLabel={submitLabel}
          submittingLabel={submittingLabel}
        />
      </form>
    </Page>
  );
}
