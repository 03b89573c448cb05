import { object, string, type InferType } from 'yup';

/** The catalogue keys of the booking forms' messages ('ns:key', so the catalogue check sees them). */
export const serviceBookingMessages = {
  serviceRequired: 'pharmacy-services:book.service.required',
  subTypeRequired: 'errors:pharmacyServices.subTypeRequired',
  dateRequired: 'pharmacy-services:book.date.required',
  timeRequired: 'errors:pharmacyServices.timeRequired',
} as const;

/** Step 1's validation context: the services offered, each with its sub types' ids (none: no sub type). */
export interface ServiceStepContext {
  services: readonly { id: string; subTypeIds: readonly string[] }[];
}

/**
 * spec part 2 §5: 'If the service has sub types, a sub type is required' (booking flow 1): one of the
 * offered services, and then one of its own sub types.
 */
export const serviceStepSchema = object({
  service: string()
    .default('')
    .required(serviceBookingMessages.serviceRequired)
    .test('offered', serviceBookingMessages.serviceRequired, (value, { options }) =>
      servicesOf(options.context).some((service) => service.id === value),
    ),
  subType: string()
    .default('')
    .test(
      'of-the-service',
      serviceBookingMessages.subTypeRequired,
      (value, { parent, options }) => {
        const { service } = parent as { service: string };
        const subTypeIds = servicesOf(options.context).find(({ id }) => id === service)?.subTypeIds;
        return !subTypeIds?.length || subTypeIds.includes(value);
      },
    ),
});
export type ServiceStepValues = InferType<typeof serviceStepSchema>;

/** Step 2's validation context: the month's available dates, each with its free times (ISO instants). */
export interface DateTimeStepContext {
  timesOn: (date: string) => readonly string[] | undefined;
}

/**
 * spec part 2 §5: 'Pharmacy service booking: a time is required', on a date the calendar offers (booking
 * flow 2); the time is asked only once a date is chosen.
 */
export const dateTimeStepSchema = object({
  date: string()
    .default('')
    .required(serviceBookingMessages.dateRequired)
    .test('offered', serviceBookingMessages.dateRequired, (value, { options }) =>
      Boolean(contextOf(options.context).timesOn(value)?.length),
    ),
  // Asked only on an offered date: without one, the date's own error says what to do.
  time: string()
    .default('')
    .test('offered', serviceBookingMessages.timeRequired, (value, { parent, options }) => {
      const { date } = parent as { date: string };
      const times = contextOf(options.context).timesOn(date);
      return !times?.length || times.includes(value);
    }),
});
export type DateTimeStepValues = InferType<typeof dateTimeStepSchema>;

function servicesOf(context: unknown): ServiceStepContext['services'] {
  return (context as ServiceStepContext | undefined)?.services ?? [];
}

function contextOf(context: unknown): DateTimeStepContext {
  return (context as DateTimeStepContext | undefined) ?? { timesOn: () => undefined };
}
