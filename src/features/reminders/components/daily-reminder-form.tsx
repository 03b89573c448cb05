import { Checkboxes, Radios } from 'nhsuk-react-components';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorProps } from '../../../components/field-error-props';
import { FailureSummary } from '../../../components/failure-summary';
import { FormErrorSummary, type FormError } from '../../../components/form-error-summary';
import { Page } from '../../../components/page';
import { GatewayError } from '../../../lib/gateway-client';
import { lazyYupResolver } from '../../../lib/lazy-yup-resolver';
import { useSubmitOnce, validateOnSubmit } from '../../../lib/submit-once';
import { useMessageText } from '../../../lib/use-message-text';
import { reorderPresets, SEARCH_SOURCE, type ReorderPreset } from '../daily-reminder-choices';
import type { DailyReminderFormValues } from '../daily-reminder-schema';
import { MedicineSearch, type SearchedMedicine } from './medicine-search';
import { MedicineTypeIcon } from './medicine-type-icon';
import { ReminderDateInput } from './reminder-date-input';
import { ReminderFormButtons } from './reminder-form-buttons';
import { TimeSelect } from './time-select';

const dailyResolver = lazyYupResolver<DailyReminderFormValues>(() =>
  import('../daily-reminder-schema').then(({ dailyReminderSchema }) => dailyReminderSchema),
);

/** A medicine the form offers without searching: an item ordered before, or the reminder's current one. */
export interface MedicineChoice {
  value: string;
  description: string;
}

const fieldIds = {
  source: 'daily-source',
  medicine: 'daily-medicine',
  type: 'daily-type',
  option: 'daily-option',
  date: 'daily-reorder-date',
  time: 'daily-time',
} as const;

/** The gateway's refusals about the reorder date, shown on it; about the medicine, shown on the search. */
const fieldRefusals: Readonly<Record<string, 'date' | 'medicine' | 'time'>> = {
  'reminders.reorderTimeInPast': 'date',
  'reminders.reorderTimeInvalid': 'date',
  'reminders.descriptionRequired': 'medicine',
  'reminders.dailyTimeInvalid': 'time',
};

const presetNames = Object.keys(reorderPresets) as ReorderPreset[];

export interface DailyReminderFormProps {
  title: string;
  choices: readonly MedicineChoice[];
  defaultValues: DailyReminderFormValues;
  submitLabel: string;
  submittingLabel: string;
  failureKey: 'reminders.createFailed' | 'reminders.updateDailyFailed';
  send: (values: DailyReminderFormValues) => Promise<void>;
}

/**
 * A daily reminder's form (spec part 2 §2 'Daily reminder new or edit'): the medicine (one ordered before, or
 * 'Another medicine' and the search widget: name, then type, then option, then an optional reorder reminder
 * with its presets), and the time of day in 15-minute steps. Each step of the search appears once the one
 * before it is answered, below it, so the order of the page is the order of the questions.
 */
export function DailyReminderForm({
  title,
  choices,
  defaultValues,
  submitLabel,
  submittingLabel,
  failureKey,
  send,
}: DailyReminderFormProps) {
  const { t } = useTranslation('reminders');
  const { t: tErrors } = useTranslation('errors');
  const messageText = useMessageText();
  const fieldErrorProps = useFieldErrorProps();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [medicine, setMedicine] = useState<SearchedMedicine>();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, submitCount },
  } = useForm<DailyReminderFormValues>({
    resolver: dailyResolver,
    defaultValues,
    ...validateOnSubmit,
  });
  const [source, typeName, option, reorder, preset] = useWatch({
    control,
    name: ['source', 'type', 'option', 'reorder', 'preset'],
  });
  const searching = source === SEARCH_SOURCE;
  const types = medicine?.types ?? [];
  const options = types.find((candidate) => candidate.type === typeName)?.options ?? [];

  const choose = (chosen: SearchedMedicine | undefined) => {
    setMedicine(chosen);
    setValue('medicine', chosen?.description ?? '');
    // A new name starts its type and option afresh; one type alone is chosen for the user.
    const onlyType = chosen?.types.length === 1 ? chosen.types[0] : undefined;
    setValue('type', onlyType?.type ?? '');
    setValue('option', onlyType?.options.length === 1 ? (onlyType.options[0] ?? '') : '');
  };

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
        const field = code ? fieldRefusals[code] : undefined;
        if (field) setError(field, { message: `errors:${code}` });
        else setFailure(failureKey);
      }
    },
  });

  const errorOf = (field: 'source' | 'medicine' | 'type' | 'option' | 'date' | 'time') =>
    messageText(errors[field]?.message);
  const summary: FormError[] = (
    [
      ['source', `${fieldIds.source}-0`],
      ['medicine', fieldIds.medicine],
      ['type', `${fieldIds.type}-0`],
      ['option', `${fieldIds.option}-0`],
      ['date', `${fieldIds.date}-day`],
      ['time', fieldIds.time],
    ] as const
  ).flatMap(([field, fieldId]) => {
    const message = errorOf(field);
    return message ? [{ fieldId, message }] : [];
  });

  return (
    <Page title={title} errorCount={summary.length + (failure ? 1 : 0)}>
      {failure && <FailureSummary message={tErrors(failureKey)} />}
      <FormErrorSummary errors={summary} submitCount={submitCount} />
      <form noValidate onSubmit={onSubmit}>
        <Radios
          id={fieldIds.source}
          legend={t('dailyForm.medicineLegend')}
          legendProps={{ size: 's' }}
          hint={t('dailyForm.medicineHint')}
          error={errorOf('source')}
          errorProps={fieldErrorProps}
        >
          {choices.map((choice, index) => (
            <Radios.Item
              key={choice.value}
              id={`${fieldIds.source}-${index}`}
              value={choice.value}
              {...register('source')}
            >
              {choice.description}
            </Radios.Item>
          ))}
          <Radios.Item
            id={`${fieldIds.source}-${choices.length}`}
            value={SEARCH_SOURCE}
            {...register('source')}
          >
            {t('dailyForm.searchChoice')}
          </Radios.Item>
        </Radios>
        {/* Below the choice rather than as the radio's own reveal: nhsuk-frontend's reveal puts
            aria-expanded on the radio, which radios may not have (axe aria-allowed-attr). */}
        {searching && (
          <div className="nhsuk-inset-text">
            <MedicineSearch id={fieldIds.medicine} error={errorOf('medicine')} onChoose={choose} />
            {types.length > 0 && (
              <Radios
                id={fieldIds.type}
                legend={t('search.typeLegend')}
                legendProps={{ size: 's' }}
                error={errorOf('type')}
                errorProps={fieldErrorProps}
              >
                {types.map((candidate, index) => (
                  <Radios.Item
                    key={candidate.type}
                    id={`${fieldIds.type}-${index}`}
                    value={candidate.type}
                    {...register('type', { onChange: () => setValue('option', '') })}
                  >
                    <MedicineTypeIcon type={candidate.type} />
                    {candidate.type}
                  </Radios.Item>
                ))}
              </Radios>
            )}
            {options.length > 0 && (
              <Radios
                id={fieldIds.option}
                legend={t('search.optionLegend')}
                legendProps={{ size: 's' }}
                error={errorOf('option')}
                errorProps={fieldErrorProps}
              >
                {options.map((candidate, index) => (
                  <Radios.Item
                    key={candidate}
                    id={`${fieldIds.option}-${index}`}
                    value={candidate}
                    {...register('option')}
                  >
                    {candidate}
                  </Radios.Item>
                ))}
              </Radios>
            )}
            {option && (
              <Checkboxes idPrefix="daily-reorder">
                <Checkboxes.Item id="daily-reorder" {...register('reorder')}>
                  {t('search.reorderChoice')}
                </Checkboxes.Item>
              </Checkboxes>
            )}
            {option && reorder && (
              <>
                <Radios
                  id="daily-reorder-preset"
                  legend={t('search.reorderLegend')}
                  legendProps={{ size: 's' }}
                >
                  {presetNames.map((name, index) => (
                    <Radios.Item
                      key={name}
                      id={`daily-reorder-preset-${index}`}
                      value={name}
                      {...register('preset')}
                    >
                      {t(`search.preset.${name}`)}
                    </Radios.Item>
                  ))}
                </Radios>
                {preset === 'specificDate' && (
                  <ReminderDateInput
                    id={fieldIds.date}
                    fields={{
                      day: register('date.day'),
                      month: register('date.month'),
                      year: register('date.year'),
                    }}
                    error={errorOf('date')}
                  />
                )}
              </>
            )}
          </div>
        )}
        <TimeSelect
          id={fieldIds.time}
          label={t('dailyForm.timeLabel')}
          hint={t('dailyForm.timeHint')}
          error={errorOf('time')}
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
