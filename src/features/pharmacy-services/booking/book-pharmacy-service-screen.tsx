import { useQuery } from '@tanstack/react-query';
import { Button } from 'nhsuk-react-components';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AnswerRadios } from '../../../components/answer-radios';
import { FormStepPage } from '../../../components/form-step-page';
import { Page } from '../../../components/page';
import { QueryScreen } from '../../../components/query-screen';
import type { BookPharmacyServiceScreenQuery } from '../../../gql/graphql';
import { lazyYupResolver } from '../../../lib/lazy-yup-resolver';
import { pharmacyServicesPaths } from '../../../lib/route-paths';
import { validateOnSubmit } from '../../../lib/submit-once';
import { useMessageText } from '../../../lib/use-message-text';
import { monthOf } from './booking-months';
import { dateStepUrl, type ServiceBookingChoices } from './service-booking-choices';
import type { ServiceStepContext, ServiceStepValues } from './service-booking-schemas';
import { useServiceBookingChoices } from './service-booking-step';
import { bookPharmacyServiceScreenQuery } from './book-pharmacy-service-screen-query';

type Service = BookPharmacyServiceScreenQuery['pharmacyServices'][number];

const resolver = lazyYupResolver<ServiceStepValues>(() =>
  import('./service-booking-schemas').then(({ serviceStepSchema }) => serviceStepSchema),
);

const fieldIds = { service: 'pharmacy-service', subType: 'service-sub-type' } as const;

/**
 * /my-services/pharmacy-services/book (spec part 2 'Pharmacy services', booking flow 1; §5): the nominated
 * pharmacy's bookable services as radios with their prices; a service with sub types then asks which one
 * (spec §4: the search waits for it). 'Search' opens the calendar at the service's first bookable month, or
 * the service's own link for one booked elsewhere. A pharmacy that takes no bookings says so instead.
 */
export function BookPharmacyServiceScreen() {
  const { t } = useTranslation('pharmacy-services');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(bookPharmacyServiceScreenQuery);
  const choices = useServiceBookingChoices();
  return (
    <QueryScreen
      query={query}
      title={t('book.service.title')}
      loadingLabel={t('book.loading')}
      failureMessage={tErrors('pharmacyServices.servicesLoadFailed')}
    >
      {(data) => {
        const services = data.pharmacyServices.filter((service) => service.bookable);
        if (!data.me.features.pharmacyServiceBooking || services.length === 0) {
          return (
            <Page title={t('book.service.title')}>
              <p>
                {data.me.features.pharmacyServiceBooking
                  ? t('book.service.none')
                  : t('list.notAccepting')}
              </p>
            </Page>
          );
        }
        return <ServiceForm choices={choices} services={services} />;
      }}
    </QueryScreen>
  );
}

function ServiceForm({
  choices,
  services,
}: {
  choices: ServiceBookingChoices;
  services: Service[];
}) {
  const { t } = useTranslation('pharmacy-services');
  const messageText = useMessageText();
  const navigate = useNavigate();
  const context: ServiceStepContext = {
    services: services.map((service) => ({
      id: service.id,
      subTypeIds: service.subTypes.map((subType) => subType.serviceNameId),
    })),
  };
  const chosenBefore = services.find((service) => service.id === choices.serviceId);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, submitCount },
  } = useForm<ServiceStepValues, ServiceStepContext>({
    resolver,
    context,
    defaultValues: {
      service: chosenBefore?.id ?? '',
      subType:
        chosenBefore?.subTypes.find((subType) => subType.serviceNameId === choices.subTypeId)
          ?.serviceNameId ?? '',
    },
    ...validateOnSubmit,
  });
  const chosenId = useWatch({ control, name: 'service' });
  const chosen = services.find((service) => service.id === chosenId);
  const errorOf = (field: keyof ServiceStepValues) => messageText(errors[field]?.message);
  const summary = (['service', 'subType'] as const).flatMap((field) => {
    const message = errorOf(field);
    return message ? [{ fieldId: `${fieldIds[field]}-0`, message }] : [];
  });
  const search = ({ service, subType }: ServiceStepValues) => {
    const picked = services.find((candidate) => candidate.id === service);
    if (!picked) return;
    const subTypeId = picked.subTypes.length > 0 ? subType : undefined;
    void navigate(
      dateStepUrl(
        picked.id,
        subTypeId,
        picked.externalLink ? undefined : monthOf(picked.firstBookableDate),
      ),
    );
  };

  return (
    <FormStepPage
      title={t('book.service.title')}
      back={pharmacyServicesPaths.list}
      backLabel={t('book.back')}
      errors={summary}
      submitCount={submitCount}
      onSubmit={(event) => void handleSubmit(search)(event)}
      submit={<Button type="submit">{t('book.service.search')}</Button>}
    >
      <AnswerRadios
        id={fieldIds.service}
        legend={t('book.service.legend')}
        error={errorOf('service')}
        options={services.map((service) => ({
          value: service.id,
          label: service.name,
          hint: service.pricingInformation ?? undefined,
        }))}
        field={register('service')}
      />
      {chosen && chosen.subTypes.length > 0 && (
        <AnswerRadios
          id={fieldIds.subType}
          legend={t('book.service.subTypeLegend', { service: chosen.name })}
          error={errorOf('subType')}
          options={chosen.subTypes.map((subType) => ({
            value: subType.serviceNameId,
            label: subType.name,
          }))}
          field={register('subType')}
        />
      )}
    </FormStepPage>
  );
}
