import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, SummaryList } from 'nhsuk-react-components';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { FailureSummary } from '../../../components/failure-summary';
import { FormStepPage } from '../../../components/form-step-page';
import { GroupedRadios } from '../../../components/grouped-radios';
import { Page } from '../../../components/page';
import { QueryScreen } from '../../../components/query-screen';
import { graphql } from '../../../gql';
import type { BookPharmacyServiceDateScreenQuery } from '../../../gql/graphql';
import { sendAttempt } from '../../../lib/attempt-key';
import { GatewayError, gatewayRequest } from '../../../lib/gateway-client';
import { lazyYupResolver } from '../../../lib/lazy-yup-resolver';
import { formatLondonLongDate, formatLondonTime } from '../../../lib/london-date-time';
import { otherQueriesThan, queryKeyOf } from '../../../lib/query-keys';
import { pharmacyServicesPaths } from '../../../lib/route-paths';
import { serverMessageOr } from '../../../lib/server-message';
import { byPartOfDay } from '../../../lib/slot-groups';
import { useSubmitOnce, validateOnSubmit } from '../../../lib/submit-once';
import { useMessageText } from '../../../lib/use-message-text';
import { AvailableDatePicker } from '../components/available-date-picker';
import { addMonthsTo, clampMonth, monthOf } from './booking-months';
import {
  editServiceUrl,
  serviceBookingUrl,
  type ServiceBookingChoices,
} from './service-booking-choices';
import type { DateTimeStepContext, DateTimeStepValues } from './service-booking-schemas';
import { StartServiceBookingAgain, useServiceBookingChoices } from './service-booking-step';
import {
  bookPharmacyServiceDateScreenQuery,
  BookPharmacyServiceDateScreenQueryDoc,
} from './book-pharmacy-service-date-screen-query';

const BookPharmacyServiceMutation = graphql(`
  mutation BookPharmacyService($input: BookPharmacyServiceInput!, $idempotencyKey: String) {
    bookPharmacyService(input: $input, idempotencyKey: $idempotencyKey) {
      id
      serviceName
      subType
      start
    }
  }
`);

type ScreenData = BookPharmacyServiceDateScreenQuery;
type Service = ScreenData['pharmacyServices'][number];
type Slot = NonNullable<ScreenData['pharmacyServiceAvailability']>['slots'][number];

const resolver = lazyYupResolver<DateTimeStepValues>(() =>
  import('./service-booking-schemas').then(({ dateTimeStepSchema }) => dateTimeStepSchema),
);

const fieldIds = { date: 'service-date', time: 'service-time' } as const;

/**
 * A service without an end date can be booked this many months ahead of its first bookable month (the
 * gateway answers two years either side of this one).
 */
const MONTHS_AHEAD_WITHOUT_END = 12;

/** The failures of booking that the page shows above the form (spec part 2 §8 'Service booking'). */
type BookFailure = { serverMessage?: string };

/** What the confirmation page shows of the booking just made (navigation state). */
export interface ConfirmedBooking {
  serviceName: string;
  subType: string | null;
  start: string;
}

/**
 * /my-services/pharmacy-services/book/date (spec part 2 'Pharmacy services', booking flow 2; §4, §5, §8): the
 * chosen service with 'Edit' (back to step 1), then the calendar — one month at a time, only available dates,
 * from the service's first bookable date to its end date, each month read and cached on its own (§4, §9) —
 * and the chosen date's free times; 'Book' books it. A service booked elsewhere shows its link instead.
 */
export function BookPharmacyServiceDateScreen() {
  const choices = useServiceBookingChoices();
  const { serviceId } = choices;
  if (!serviceId) return <StartServiceBookingAgain />;
  return <DateStep choices={{ ...choices, serviceId }} />;
}

type Choices = ServiceBookingChoices & { serviceId: string };

function DateStep({ choices }: { choices: Choices }) {
  const { t } = useTranslation('pharmacy-services');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery({
    ...bookPharmacyServiceDateScreenQuery(choices),
    // The month before stays on screen while the next one loads (the calendar shows it as loading).
    placeholderData: keepPreviousData,
  });
  return (
    <QueryScreen
      query={query}
      title={t('book.date.title')}
      loadingLabel={t('book.date.loadingService')}
      failureMessage={
        query.error instanceof GatewayError &&
        query.error.code === 'pharmacyServices.servicesLoadFailed'
          ? tErrors('pharmacyServices.servicesLoadFailed')
          : serverMessageOr(query.error, tErrors('pharmacyServices.availabilityFailed'))
      }
      decidesOnAnswer
    >
      {(data) => {
        const service = data.pharmacyServices.find(
          (candidate) => candidate.id === choices.serviceId && candidate.bookable,
        );
        const subType = service?.subTypes.find(
          (candidate) => candidate.serviceNameId === choices.subTypeId,
        );
        // spec part 2 §4: a service with sub types waits for one; a service no longer offered starts again.
        if (!service || (service.subTypes.length > 0 && !subType)) {
          return <StartServiceBookingAgain />;
        }
        if (service.externalLink) return <ExternalService service={service} choices={choices} />;
        const months = calendarMonths(service);
        const month = clampMonth(choices.month ?? months.first, months.first, months.last);
        if (month !== choices.month) {
          return (
            <Navigate
              to={serviceBookingUrl(pharmacyServicesPaths.bookDate, { ...choices, month })}
              replace
            />
          );
        }
        return (
          <DateTimeForm
            choices={{ ...choices, month }}
            months={months}
            service={service}
            subTypeName={subType?.name ?? null}
            availability={
              query.isPlaceholderData ? undefined : (data.pharmacyServiceAvailability ?? undefined)
            }
          />
        );
      }}
    </QueryScreen>
  );
}

/** spec part 2 'Booking flow' 2: the minimum date is the service's start date, the maximum its end date. */
function calendarMonths(service: Service): { first: string; last: string } {
  const first = monthOf(service.firstBookableDate);
  return {
    first,
    last: service.endDate ? monthOf(service.endDate) : addMonthsTo(first, MONTHS_AHEAD_WITHOUT_END),
  };
}

/** The chosen service (and sub type) with 'Edit', which goes back to step 1 (spec §4). */
function ChosenService({
  service,
  subTypeName,
  choices,
}: {
  service: Service;
  subTypeName: string | null;
  choices: Choices;
}) {
  const { t } = useTranslation('pharmacy-services');
  return (
    <SummaryList>
      <SummaryList.Row>
        <SummaryList.Key>{t('book.date.service')}</SummaryList.Key>
        <SummaryList.Value>
          {subTypeName
            ? t('booking.service', { service: service.name, subType: subTypeName })
            : service.name}
        </SummaryList.Value>
        <SummaryList.Action
          asElement={AppLink}
          to={editServiceUrl(choices)}
          visuallyHiddenText={t('book.date.service')}
        >
          {t('book.date.edit')}
        </SummaryList.Action>
      </SummaryList.Row>
    </SummaryList>
  );
}

/** spec part 2 'Booking flow' 2: 'A service with an external link shows the link and its text instead.' */
function ExternalService({ service, choices }: { service: Service; choices: Choices }) {
  const { t } = useTranslation('pharmacy-services');
  return (
    <>
      <AppLink className="nhsuk-back-link" to={editServiceUrl(choices)}>
        {t('book.back')}
      </AppLink>
      <Page title={t('book.date.title')}>
        <ChosenService service={service} subTypeName={null} choices={choices} />
        {service.externalDescription && <p>{service.externalDescription}</p>}
        <p>
          <a href={service.externalLink ?? undefined}>
            {service.externalLinkText ?? service.externalLink}
          </a>
        </p>
      </Page>
    </>
  );
}

function DateTimeForm({
  choices,
  months,
  service,
  subTypeName,
  availability,
}: {
  choices: Choices & { month: string };
  months: { first: string; last: string };
  service: Service;
  subTypeName: string | null;
  /** Undefined while the month loads. */
  availability: ScreenData['pharmacyServiceAvailability'] | undefined;
}) {
  const { t } = useTranslation('pharmacy-services');
  const { t: tErrors } = useTranslation('errors');
  const messageText = useMessageText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<BookFailure>();
  const freeSlots = (availability?.slots ?? []).filter((slot) => slot.available);
  const timesOn = (date: string) =>
    freeSlots.filter((slot) => slot.date === date).map((slot) => slot.start);
  const context: DateTimeStepContext = { timesOn };
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors, submitCount },
  } = useForm<DateTimeStepValues, DateTimeStepContext>({
    resolver,
    context,
    defaultValues: { date: '', time: '' },
    ...validateOnSubmit,
  });
  const date = useWatch({ control, name: 'date' });
  // Another month, or another date: the choice made in the one before no longer stands.
  useEffect(() => setValue('date', ''), [choices.month, setValue]);
  useEffect(() => setValue('time', ''), [date, setValue]);

  const book = useMutation({
    mutationFn: ({ time }: DateTimeStepValues) => {
      const input = { serviceId: service.id, subType: subTypeName, start: time };
      return sendAttempt('bookPharmacyService', input, (idempotencyKey) =>
        gatewayRequest(BookPharmacyServiceMutation, { input, idempotencyKey }),
      );
    },
  });
  const onSubmit = useSubmitOnce({
    handleSubmit,
    beforeAttempt: () => setFailure(undefined),
    send: async (values) => {
      let booked;
      try {
        booked = await book.mutateAsync(values);
      } catch (error) {
        if (error instanceof GatewayError && error.code === 'pharmacyServices.timeRequired') {
          setError('time', { message: `errors:${error.code}` });
          return;
        }
        // spec part 2 §8: a 422 (the time was taken meanwhile) shows the server's message. The patient stays
        // here with their service, and the month is read again so that the time taken is no longer offered.
        setFailure({
          serverMessage: error instanceof GatewayError ? error.serverMessage : undefined,
        });
        setValue('time', '');
        await queryClient.invalidateQueries({
          queryKey: queryKeyOf(BookPharmacyServiceDateScreenQueryDoc),
        });
        return;
      }
      // Booked: the bookings list and every month's availability are stale (spec §4: booking appends it).
      await queryClient.invalidateQueries({
        predicate: otherQueriesThan(BookPharmacyServiceDateScreenQueryDoc),
      });
      queryClient.removeQueries({ queryKey: queryKeyOf(BookPharmacyServiceDateScreenQueryDoc) });
      const confirmed: ConfirmedBooking = {
        serviceName: booked.bookPharmacyService.serviceName,
        subType: booked.bookPharmacyService.subType ?? null,
        start: booked.bookPharmacyService.start,
      };
      // The flow's choices lived in its URLs; the confirmation replaces this page, so Back does not book again.
      void navigate(pharmacyServicesPaths.bookConfirmed, { replace: true, state: confirmed });
    },
  });

  const errorOf = (field: keyof DateTimeStepValues) => messageText(errors[field]?.message);
  const summary = (['date', 'time'] as const).flatMap((field) => {
    const message = errorOf(field);
    return message ? [{ fieldId: `${fieldIds[field]}-0`, message }] : [];
  });
  const dateSlots = freeSlots.filter((slot) => slot.date === date);

  return (
    <FormStepPage
      title={t('book.date.title')}
      back={editServiceUrl(choices)}
      backLabel={t('book.back')}
      errors={summary}
      submitCount={submitCount}
      onSubmit={onSubmit}
      failure={
        failure && (
          <FailureSummary
            message={failure.serverMessage ?? tErrors('pharmacyServices.bookFailed')}
          />
        )
      }
      before={<ChosenService service={service} subTypeName={subTypeName} choices={choices} />}
      submit={
        <Button type="submit" aria-disabled={book.isPending || undefined}>
          {book.isPending ? t('book.time.booking') : t('book.time.book')}
        </Button>
      }
    >
      <AvailableDatePicker
        id={fieldIds.date}
        month={choices.month}
        firstMonth={months.first}
        lastMonth={months.last}
        monthHref={(month) =>
          serviceBookingUrl(pharmacyServicesPaths.bookDate, { ...choices, month })
        }
        dates={availability?.availableDates}
        error={errorOf('date')}
        field={register('date')}
      />
      {/* The times appear below the dates when one is chosen: said politely, so a screen reader user knows
          there is more to answer (always rendered: a live region must exist before its text changes). */}
      <p className="nhsuk-u-visually-hidden" role="status">
        {dateSlots.length > 0
          ? t('book.time.shown', { count: dateSlots.length, date: formatLondonLongDate(date) })
          : ''}
      </p>
      {dateSlots.length > 0 && (
        <TimeRadios
          date={date}
          slots={dateSlots}
          error={errorOf('time')}
          field={register('time')}
        />
      )}
    </FormStepPage>
  );
}

/** The chosen date's free times as radios grouped morning and afternoon ('9:15am to 9:30am'). */
function TimeRadios({
  date,
  slots,
  error,
  field,
}: {
  date: string;
  slots: Slot[];
  error: string | undefined;
  field: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('pharmacy-services');
  const when = formatLondonLongDate(date);
  return (
    <>
      <h2 className="nhsuk-heading-m">{t('book.time.heading', { date: when })}</h2>
      <GroupedRadios
        id={fieldIds.time}
        legend={t('book.time.heading', { date: when })}
        error={error}
        groups={byPartOfDay(slots.map((slot) => ({ ...slot, startTime: slot.start }))).map(
          (group) => ({
            key: group.part,
            legend: t(`book.time.${group.part}`),
            options: group.items.map((slot) => ({
              value: slot.start,
              label: t('book.time.option', {
                start: formatLondonTime(slot.start),
                end: formatLondonTime(slot.end),
              }),
            })),
          }),
        )}
        field={field}
      />
    </>
  );
}
