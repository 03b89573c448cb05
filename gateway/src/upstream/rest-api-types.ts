import type { EndpointName } from '../config';
import type { components, operations } from '../generated/rest-api';

/**
 * The REST calls' bodies and answers, read from the types openapi-typescript generates from the API's route
 * schemas (`gateway/src/generated/rest-api.ts`), never written by hand: when the API changes a schema, every
 * gateway module that reads the changed field stops type-checking. An endpoint name is the API's operation id.
 */
type Operation<N extends EndpointName> = operations[N];

/** The JSON body of a success answer: 200, else 201; undefined for 204 (no content). */
type SuccessJson<R> = R extends { 200: { content: { 'application/json': infer B } } }
  ? B
  : R extends { 201: { content: { 'application/json': infer B } } }
    ? B
    : undefined;

/** What the call answers on success. */
export type RestAnswer<N extends EndpointName> = SuccessJson<Operation<N>['responses']>;

/** The JSON body the call takes; never for a call without one. */
export type RestBody<N extends EndpointName> =
  NonNullable<Operation<N>['requestBody']> extends { content: { 'application/json': infer B } }
    ? B
    : never;

/** The API's error answer (docs/rest-api.md 'Errors'). */
export type RestErrorBody = components['schemas']['ErrorBody'];

/*
 * Names for the parts of answers that more than one module reads (mappers, access rules, the fake REST API);
 * each is a path into a generated answer, so it follows the API's schema.
 */
export type RestTokens = RestAnswer<'signIn'>;
export type RestAccountStatus = RestAnswer<'accountStatus'>;
export type RestMobileConfig = RestAnswer<'mobileConfig'>;
export type RestAccountDetails = RestAnswer<'accountDetails'>;
export type RestAccount = RestAccountDetails['account'];
export type RestPatient = NonNullable<RestAccountDetails['patient']>;
export type RestIm1AccountDetails = RestAnswer<'im1AccountDetails'>;
export type RestIntegrationSettings = NonNullable<RestIm1AccountDetails['integrationSettings']>;
export type RestLinkedPatient = NonNullable<RestIm1AccountDetails['linkedPatients']>[number];
/** A pharmacy as account details carry it; a search answer's also has its distance. */
export type RestPharmacy = NonNullable<RestAccountDetails['pharmacy']> & { distanceKm?: number };
export type RestWeekday = keyof RestPharmacy['pharmacyOpeningTimes'];
export type RestOrdersList = RestAnswer<'ordersList'>;
export type RestOrder = RestOrdersList['orders'][number];
export type RestOrderItem = RestOrder['items'][number];
export type RestPlaceOrderBody = RestBody<'placeOrder'>;
export type RestOrderItemInput = RestPlaceOrderBody['items'][number];
export type RestPlaceOrderResult = RestAnswer<'placeOrder'>;
export type RestPrescriptionsList = RestAnswer<'prescriptionsList'>;
export type RestPrescriptionCourse = RestPrescriptionsList['courses'][number];
export type RestRemindersList = RestAnswer<'remindersList'>;
export type RestReorderReminder = RestRemindersList['reorderReminders'][number];
export type RestDailyReminder = RestRemindersList['medicationReminders'][number];
