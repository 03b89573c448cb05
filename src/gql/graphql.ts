/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type DeliveryMethod =
  | 'Collection'
  | 'Delivery';

/** The account's email and password, for completing an email change when signed out. */
export type EmailChangeCredentials = {
  email: string;
  password: string;
};

export type ItemOrderType =
  | 'IM1'
  | 'Manual';

/** The 'Codes From my GP' form of linkage details (spec part 1 §2 'Linkage details'). */
export type LinkageRegistrationInput = {
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** The patient's account ID (number) at the GP practice. */
  gpAccountId: string;
  linkageKey: string;
  /** The practice's ODS (organisation) code. */
  odsCode: string;
  password: string;
  surname: string;
};

/** Why the person is going to NHS login: to sign in (from /login) or to register (from /ways-to-register). */
export type NhsLoginIntent =
  | 'REGISTER'
  | 'SIGN_IN';

export type OrderItemInput = {
  /** 1 to 200 characters. */
  description: string;
  itemOrderType: ItemOrderType;
  /** The prescription course of an IM1 item (PrescriptionCourse.medicationCourseGuid). */
  medicationCourseGuid?: string | number | null | undefined;
  option?: string | null | undefined;
  /** Set when reordering an item of a previous order. */
  orderItemId?: string | number | null | undefined;
  type?: string | null | undefined;
};

export type OrderItemStatus =
  | 'Cancelled'
  | 'Dispensed'
  | 'GPApproved'
  | 'GPRejected'
  | 'Owed'
  | 'Requested';

export type OrderStatus =
  | 'Cancelled'
  | 'Collected'
  | 'Delivered'
  | 'GPApproved'
  | 'GPRejected'
  | 'OutForDelivery'
  | 'Preparing'
  | 'ReadyToCollect'
  | 'Requested';

/** A Collection order's steps end ReadyToCollect, Collected; a Delivery order's OutForDelivery, Delivered. */
export type OrderStepKey =
  | 'Collected'
  | 'Delivered'
  | 'GPApproved'
  | 'OutForDelivery'
  | 'Preparing'
  | 'ReadyToCollect'
  | 'Requested';

export type PlaceOrderInput = {
  /**
   * At most 400 characters, counted as JavaScript's `length` (an emoji counts 2), as the API counts them;
   * required, non-blank, when me.integrationSettings.prescribingCommentRequired. Surrounding spaces are dropped.
   */
  comment?: string | null | undefined;
  deliveryMethod?: DeliveryMethod | null | undefined;
  /** The early-reorder choice's text (holiday, or the patient's own), at most 400 characters. */
  earlyReorderReason?: string | null | undefined;
  /** One to fifty items once duplicates are removed. */
  items: Array<OrderItemInput>;
};

/** Repeat dispensing or other (spec part 1 §3). */
export type PrescriptionType =
  | 'Repeat'
  | 'RepeatDispensing';

/** The 'Your Details' form of register details (spec part 1 §2 'Register details'). */
export type RegistrationDetailsInput = {
  /** YYYY-MM-DD; at least 16 years ago (spec part 1 §5 and §9). */
  dateOfBirth: string;
  firstName: string;
  lastName: string;
  password: string;
  phoneNumber: string;
};

/**
 * What the email step of registration did (spec part 1 §4 'Registration'): the uniqueness check found no account,
 * so one was created and a verification email sent; or an unfinished account, so the verification email was sent
 * again; or an ACTIVE account, so the user is told an account exists and offered Log in.
 */
export type RegistrationEmailOutcome =
  | 'ACCOUNT_EXISTS'
  | 'VERIFICATION_RESENT'
  | 'VERIFICATION_SENT';

export type SignInDestination =
  | 'CHOOSE_PHARMACY'
  | 'HOME';

/** A day of the week, for opening times. */
export type Weekday =
  | 'FRIDAY'
  | 'MONDAY'
  | 'SATURDAY'
  | 'SUNDAY'
  | 'THURSDAY'
  | 'TUESDAY'
  | 'WEDNESDAY';

export type FrameQueryVariables = Exact<{ [key: string]: never; }>;


export type FrameQuery = { config: { productName: string, links: { provider: string, appDownload: string, terms: string, privacy: string, cookiePolicy: string, contact: string, facebook: string, twitter: string, instagram: string } }, session: { signedIn: boolean, idleExpiresAt: string | null } };

export type FrameAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type FrameAccountQuery = { me: { patient: { firstName: string }, features: { hasPharmacy: boolean, im1Enabled: boolean, im1Linked: boolean, patientIntegration: boolean, canOrder: boolean } } };

export type FrameBadgesQueryVariables = Exact<{ [key: string]: never; }>;


export type FrameBadgesQuery = { orders: { readyToCollectCount: number } };

export type FrameSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type FrameSignOutMutation = { signOut: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type LoginScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginScreenQuery = { config: { featureNHSLogin: boolean, productName: string, links: { findOutMore: string } } };

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type SignInMutation = { signIn: { destination: SignInDestination } };

export type CompletePasswordResetMutationVariables = Exact<{
  token: string;
  newPassword: string;
}>;


export type CompletePasswordResetMutation = { completePasswordReset: boolean };

export type VerifyNewEmailScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type VerifyNewEmailScreenQuery = { config: { featureEmailChange: boolean }, session: { signedIn: boolean } };

export type VerifyEmailChangeMutationVariables = Exact<{
  token: string;
  credentials?: EmailChangeCredentials | null | undefined;
}>;


export type VerifyEmailChangeMutation = { verifyEmailChange: boolean };

export type DismissLinkPromptMutationVariables = Exact<{ [key: string]: never; }>;


export type DismissLinkPromptMutation = { dismissLinkPrompt: { features: { linkPrompt: boolean } } };

export type LiveOrdersCardFragment = { live: Array<{ id: string, orderedAt: string, status: OrderStatus }> };

export type PatientSwitcherFragment = { patient: { id: string, firstName: string, lastName: string, iM1Available: boolean }, linkedPatients: Array<{ patientId: string, fullName: string, selected: boolean }>, features: { multiPatient: boolean, im1Enabled: boolean, im1Linked: boolean } };

export type SelectPatientMutationVariables = Exact<{
  patientId: string | number;
}>;


export type SelectPatientMutation = { selectPatient: { patient: { id: string } } };

export type PrescriptionsCardFragment = { medicationCourseGuid: string };

export type PromotedServicesFragment = { businessName: string, hasPromoteServiceCard: boolean, promotedServices: Array<{ serviceId: string, serviceCardText: string }> };

export type ScheduleCardFragment = { daily: Array<{ id: string, reminderTime: string, description: string }>, reorder: Array<{ id: string, description: string, daysToGo: number, dueForReorder: boolean }> };

export type HomeScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeScreenQuery = { me: { features: { linkPrompt: boolean, manualReordering: boolean, prescribing: boolean, canOrder: boolean, allergyTesting: boolean, covidVaccination: boolean, multiPatient: boolean, im1Enabled: boolean, im1Linked: boolean }, pharmacy: { id: string, businessName: string, hasPromoteServiceCard: boolean, promotedServices: Array<{ serviceId: string, serviceCardText: string }> } | null, patient: { id: string, firstName: string, lastName: string, iM1Available: boolean }, linkedPatients: Array<{ patientId: string, fullName: string, selected: boolean }> }, orders: { live: Array<{ id: string, orderedAt: string, status: OrderStatus }> }, prescriptions: Array<{ medicationCourseGuid: string }>, todaysSchedule: { daily: Array<{ id: string, reminderTime: string, description: string }>, reorder: Array<{ id: string, description: string, daysToGo: number, dueForReorder: boolean }> }, config: { productName: string, links: { allergyTesting: string, appDownload: string } } };

export type OrderCardFragment = { id: string, orderedAt: string, status: OrderStatus, deliveryMethod: DeliveryMethod, items: Array<{ orderItemId: string, description: string, option: string | null, rejected: boolean, status: OrderItemStatus }>, steps: Array<{ key: OrderStepKey, completed: boolean }> };

export type OrderStatusTrackerFragment = { steps: Array<{ key: OrderStepKey, completed: boolean }> };

export type CurrentOrdersFragment = { live: Array<{ id: string, cancellable: boolean, orderedAt: string, status: OrderStatus, deliveryMethod: DeliveryMethod, items: Array<{ orderItemId: string, description: string, option: string | null, rejected: boolean, status: OrderItemStatus }>, steps: Array<{ key: OrderStepKey, completed: boolean }> }> };

export type CurrentOrdersScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentOrdersScreenQuery = { orders: { live: Array<{ id: string, cancellable: boolean, orderedAt: string, status: OrderStatus, deliveryMethod: DeliveryMethod, items: Array<{ orderItemId: string, description: string, option: string | null, rejected: boolean, status: OrderItemStatus }>, steps: Array<{ key: OrderStepKey, completed: boolean }> }> } };

export type CancelOrderMutationVariables = Exact<{
  orderId: string | number;
  reason: string;
}>;


export type CancelOrderMutation = { cancelOrder: { live: Array<{ id: string, cancellable: boolean, orderedAt: string, status: OrderStatus, deliveryMethod: DeliveryMethod, items: Array<{ orderItemId: string, description: string, option: string | null, rejected: boolean, status: OrderItemStatus }>, steps: Array<{ key: OrderStepKey, completed: boolean }> }> } };

export type MyMedsScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMedsScreenQuery = { orders: { readyToCollectCount: number, live: Array<{ id: string }>, previous: Array<{ id: string }> } };

export type SendOrderFeedbackMutationVariables = Exact<{
  orderId: string | number;
  enjoyed: boolean;
  comments?: string | null | undefined;
}>;


export type SendOrderFeedbackMutation = { sendOrderFeedback: boolean };

export type NewOrderScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type NewOrderScreenQuery = { me: { patient: { id: string }, features: { prescribing: boolean, manualReordering: boolean }, integrationSettings: { prescribingCommentRequired: boolean } | null, pharmacy: { businessName: string } | null }, prescriptions: Array<{ medicationCourseGuid: string, name: string, dosage: string | null, mostRecentIssueDate: string | null, prescriptionType: PrescriptionType }> };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type PlaceOrderMutation = { placeOrder: { orderIds: Array<string> } };

export type PreviousOrdersScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type PreviousOrdersScreenQuery = { orders: { previous: Array<{ id: string, orderedAt: string, items: Array<{ orderItemId: string, description: string, option: string | null, type: string | null, itemOrderType: ItemOrderType, rejected: boolean, status: OrderItemStatus, medicationCourseGuid: string | null }> }> } };

export type ChoosePharmacyScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type ChoosePharmacyScreenQuery = { config: { mapsApiKey: string | null }, me: { patient: { firstName: string }, pharmacy: { id: string, businessName: string, address1: string | null, address2: string | null, address3: string | null, city: string | null, postcode: string | null, telephoneNumber: string | null, latitude: number | null, longitude: number | null, visibleOnMap: boolean, distanceKm: number | null } | null, linkedPatients: Array<{ patientId: string }> } };

export type ChoosePharmacyMutationVariables = Exact<{
  pharmacyId: string | number;
  forAllPatients: boolean;
}>;


export type ChoosePharmacyMutation = { choosePharmacy: { pharmacy: { id: string } | null } };

export type PharmacyChoiceFragment = { id: string, businessName: string, address1: string | null, address2: string | null, address3: string | null, city: string | null, postcode: string | null, telephoneNumber: string | null, latitude: number | null, longitude: number | null, visibleOnMap: boolean, distanceKm: number | null };

export type MyPharmacyScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPharmacyScreenQuery = { me: { pharmacy: { id: string, businessName: string, address1: string | null, address2: string | null, address3: string | null, city: string | null, postcode: string | null, telephoneNumber: string | null, servicesOffered: Array<string>, openingTimes: Array<{ day: Weekday, periods: Array<{ from: string, to: string }> }> } | null, features: { pharmacyServiceBooking: boolean } } };

export type PharmaciesNearQueryVariables = Exact<{
  postcode?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}>;


export type PharmaciesNearQuery = { pharmaciesNear: { latitude: number, longitude: number, pharmacies: Array<{ id: string, businessName: string, address1: string | null, address2: string | null, address3: string | null, city: string | null, postcode: string | null, telephoneNumber: string | null, latitude: number | null, longitude: number | null, visibleOnMap: boolean, distanceKm: number | null }> } };

export type LinkageDetailsScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type LinkageDetailsScreenQuery = { registration: { email: string } | null };

export type CompleteRegistrationWithLinkageMutationVariables = Exact<{
  input: LinkageRegistrationInput;
}>;


export type CompleteRegistrationWithLinkageMutation = { completeRegistrationWithLinkage: { destination: SignInDestination } };

export type RegisterDetailsScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type RegisterDetailsScreenQuery = { registration: { email: string } | null };

export type CompleteRegistrationMutationVariables = Exact<{
  input: RegistrationDetailsInput;
}>;


export type CompleteRegistrationMutation = { completeRegistration: { destination: SignInDestination } };

export type VerifyRegistrationEmailMutationVariables = Exact<{
  token: string;
}>;


export type VerifyRegistrationEmailMutation = { verifyRegistrationEmail: { email: string } };

export type StartRegistrationMutationVariables = Exact<{
  email: string;
  marketingOptin: boolean;
}>;


export type StartRegistrationMutation = { startRegistration: RegistrationEmailOutcome };

export type WaysToRegisterScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type WaysToRegisterScreenQuery = { config: { productName: string, featureNHSLogin: boolean, links: { terms: string, privacy: string } } };

export type StartNhsLoginMutationVariables = Exact<{
  intent: NhsLoginIntent;
  marketingOptin?: boolean | null | undefined;
}>;


export type StartNhsLoginMutation = { startNhsLogin: string };

export type CompleteNhsLoginMutationVariables = Exact<{
  code: string;
  state: string;
}>;


export type CompleteNhsLoginMutation = { completeNhsLogin: { destination: SignInDestination } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const LiveOrdersCardFragmentDoc = new TypedDocumentString(`
    fragment LiveOrdersCard on Orders {
  live {
    id
    orderedAt
    status
  }
}
    `, {"fragmentName":"LiveOrdersCard"}) as unknown as TypedDocumentString<LiveOrdersCardFragment, unknown>;
export const PatientSwitcherFragmentDoc = new TypedDocumentString(`
    fragment PatientSwitcher on Me {
  patient {
    id
    firstName
    lastName
    iM1Available
  }
  linkedPatients {
    patientId
    fullName
    selected
  }
  features {
    multiPatient
    im1Enabled
    im1Linked
  }
}
    `, {"fragmentName":"PatientSwitcher"}) as unknown as TypedDocumentString<PatientSwitcherFragment, unknown>;
export const PrescriptionsCardFragmentDoc = new TypedDocumentString(`
    fragment PrescriptionsCard on PrescriptionCourse {
  medicationCourseGuid
}
    `, {"fragmentName":"PrescriptionsCard"}) as unknown as TypedDocumentString<PrescriptionsCardFragment, unknown>;
export const PromotedServicesFragmentDoc = new TypedDocumentString(`
    fragment PromotedServices on Pharmacy {
  businessName
  hasPromoteServiceCard
  promotedServices {
    serviceId
    serviceCardText
  }
}
    `, {"fragmentName":"PromotedServices"}) as unknown as TypedDocumentString<PromotedServicesFragment, unknown>;
export const ScheduleCardFragmentDoc = new TypedDocumentString(`
    fragment ScheduleCard on TodaysSchedule {
  daily {
    id
    reminderTime
    description
  }
  reorder {
    id
    description
    daysToGo
    dueForReorder
  }
}
    `, {"fragmentName":"ScheduleCard"}) as unknown as TypedDocumentString<ScheduleCardFragment, unknown>;
export const OrderStatusTrackerFragmentDoc = new TypedDocumentString(`
    fragment OrderStatusTracker on Order {
  steps {
    key
    completed
  }
}
    `, {"fragmentName":"OrderStatusTracker"}) as unknown as TypedDocumentString<OrderStatusTrackerFragment, unknown>;
export const OrderCardFragmentDoc = new TypedDocumentString(`
    fragment OrderCard on Order {
  id
  orderedAt
  status
  deliveryMethod
  items {
    orderItemId
    description
    option
    rejected
    status
  }
  ...OrderStatusTracker
}
    fragment OrderStatusTracker on Order {
  steps {
    key
    completed
  }
}`, {"fragmentName":"OrderCard"}) as unknown as TypedDocumentString<OrderCardFragment, unknown>;
export const CurrentOrdersFragmentDoc = new TypedDocumentString(`
    fragment CurrentOrders on Orders {
  live {
    id
    cancellable
    ...OrderCard
  }
}
    fragment OrderCard on Order {
  id
  orderedAt
  status
  deliveryMethod
  items {
    orderItemId
    description
    option
    rejected
    status
  }
  ...OrderStatusTracker
}
fragment OrderStatusTracker on Order {
  steps {
    key
    completed
  }
}`, {"fragmentName":"CurrentOrders"}) as unknown as TypedDocumentString<CurrentOrdersFragment, unknown>;
export const PharmacyChoiceFragmentDoc = new TypedDocumentString(`
    fragment PharmacyChoice on Pharmacy {
  id
  businessName
  address1
  address2
  address3
  city
  postcode
  telephoneNumber
  latitude
  longitude
  visibleOnMap
  distanceKm
}
    `, {"fragmentName":"PharmacyChoice"}) as unknown as TypedDocumentString<PharmacyChoiceFragment, unknown>;
export const FrameDocument = new TypedDocumentString(`
    query Frame {
  config {
    productName
    links {
      provider
      appDownload
      terms
      privacy
      cookiePolicy
      contact
      facebook
      twitter
      instagram
    }
  }
  session {
    signedIn
    idleExpiresAt
  }
}
    `) as unknown as TypedDocumentString<FrameQuery, FrameQueryVariables>;
export const FrameAccountDocument = new TypedDocumentString(`
    query FrameAccount {
  me {
    patient {
      firstName
    }
    features {
      hasPharmacy
      im1Enabled
      im1Linked
      patientIntegration
      canOrder
    }
  }
}
    `) as unknown as TypedDocumentString<FrameAccountQuery, FrameAccountQueryVariables>;
export const FrameBadgesDocument = new TypedDocumentString(`
    query FrameBadges {
  orders {
    readyToCollectCount
  }
}
    `) as unknown as TypedDocumentString<FrameBadgesQuery, FrameBadgesQueryVariables>;
export const FrameSignOutDocument = new TypedDocumentString(`
    mutation FrameSignOut {
  signOut
}
    `) as unknown as TypedDocumentString<FrameSignOutMutation, FrameSignOutMutationVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const LoginScreenDocument = new TypedDocumentString(`
    query LoginScreen {
  config {
    featureNHSLogin
    links {
      findOutMore
    }
    productName
  }
}
    `) as unknown as TypedDocumentString<LoginScreenQuery, LoginScreenQueryVariables>;
export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) {
    destination
  }
}
    `) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const CompletePasswordResetDocument = new TypedDocumentString(`
    mutation CompletePasswordReset($token: String!, $newPassword: String!) {
  completePasswordReset(token: $token, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<CompletePasswordResetMutation, CompletePasswordResetMutationVariables>;
export const VerifyNewEmailScreenDocument = new TypedDocumentString(`
    query VerifyNewEmailScreen {
  config {
    featureEmailChange
  }
  session {
    signedIn
  }
}
    `) as unknown as TypedDocumentString<VerifyNewEmailScreenQuery, VerifyNewEmailScreenQueryVariables>;
export const VerifyEmailChangeDocument = new TypedDocumentString(`
    mutation VerifyEmailChange($token: String!, $credentials: EmailChangeCredentials) {
  verifyEmailChange(token: $token, credentials: $credentials)
}
    `) as unknown as TypedDocumentString<VerifyEmailChangeMutation, VerifyEmailChangeMutationVariables>;
export const DismissLinkPromptDocument = new TypedDocumentString(`
    mutation DismissLinkPrompt {
  dismissLinkPrompt {
    features {
      linkPrompt
    }
  }
}
    `) as unknown as TypedDocumentString<DismissLinkPromptMutation, DismissLinkPromptMutationVariables>;
export const SelectPatientDocument = new TypedDocumentString(`
    mutation SelectPatient($patientId: ID!) {
  selectPatient(patientId: $patientId) {
    patient {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SelectPatientMutation, SelectPatientMutationVariables>;
export const HomeScreenDocument = new TypedDocumentString(`
    query HomeScreen {
  me {
    ...PatientSwitcher
    features {
      linkPrompt
      manualReordering
      prescribing
      canOrder
      allergyTesting
      covidVaccination
    }
    pharmacy {
      id
      ...PromotedServices
    }
  }
  orders {
    ...LiveOrdersCard
  }
  prescriptions {
    ...PrescriptionsCard
  }
  todaysSchedule {
    ...ScheduleCard
  }
  config {
    productName
    links {
      allergyTesting
      appDownload
    }
  }
}
    fragment LiveOrdersCard on Orders {
  live {
    id
    orderedAt
    status
  }
}
fragment PatientSwitcher on Me {
  patient {
    id
    firstName
    lastName
    iM1Available
  }
  linkedPatients {
    patientId
    fullName
    selected
  }
  features {
    multiPatient
    im1Enabled
    im1Linked
  }
}
fragment PrescriptionsCard on PrescriptionCourse {
  medicationCourseGuid
}
fragment PromotedServices on Pharmacy {
  businessName
  hasPromoteServiceCard
  promotedServices {
    serviceId
    serviceCardText
  }
}
fragment ScheduleCard on TodaysSchedule {
  daily {
    id
    reminderTime
    description
  }
  reorder {
    id
    description
    daysToGo
    dueForReorder
  }
}`) as unknown as TypedDocumentString<HomeScreenQuery, HomeScreenQueryVariables>;
export const CurrentOrdersScreenDocument = new TypedDocumentString(`
    query CurrentOrdersScreen {
  orders {
    ...CurrentOrders
  }
}
    fragment OrderCard on Order {
  id
  orderedAt
  status
  deliveryMethod
  items {
    orderItemId
    description
    option
    rejected
    status
  }
  ...OrderStatusTracker
}
fragment OrderStatusTracker on Order {
  steps {
    key
    completed
  }
}
fragment CurrentOrders on Orders {
  live {
    id
    cancellable
    ...OrderCard
  }
}`) as unknown as TypedDocumentString<CurrentOrdersScreenQuery, CurrentOrdersScreenQueryVariables>;
export const CancelOrderDocument = new TypedDocumentString(`
    mutation CancelOrder($orderId: ID!, $reason: String!) {
  cancelOrder(orderId: $orderId, reason: $reason) {
    ...CurrentOrders
  }
}
    fragment OrderCard on Order {
  id
  orderedAt
  status
  deliveryMethod
  items {
    orderItemId
    description
    option
    rejected
    status
  }
  ...OrderStatusTracker
}
fragment OrderStatusTracker on Order {
  steps {
    key
    completed
  }
}
fragment CurrentOrders on Orders {
  live {
    id
    cancellable
    ...OrderCard
  }
}`) as unknown as TypedDocumentString<CancelOrderMutation, CancelOrderMutationVariables>;
export const MyMedsScreenDocument = new TypedDocumentString(`
    query MyMedsScreen {
  orders {
    live {
      id
    }
    previous {
      id
    }
    readyToCollectCount
  }
}
    `) as unknown as TypedDocumentString<MyMedsScreenQuery, MyMedsScreenQueryVariables>;
export const SendOrderFeedbackDocument = new TypedDocumentString(`
    mutation SendOrderFeedback($orderId: ID!, $enjoyed: Boolean!, $comments: String) {
  sendOrderFeedback(orderId: $orderId, enjoyed: $enjoyed, comments: $comments)
}
    `) as unknown as TypedDocumentString<SendOrderFeedbackMutation, SendOrderFeedbackMutationVariables>;
export const NewOrderScreenDocument = new TypedDocumentString(`
    query NewOrderScreen {
  me {
    patient {
      id
    }
    features {
      prescribing
      manualReordering
    }
    integrationSettings {
      prescribingCommentRequired
    }
    pharmacy {
      businessName
    }
  }
  prescriptions {
    medicationCourseGuid
    name
    dosage
    mostRecentIssueDate
    prescriptionType
  }
}
    `) as unknown as TypedDocumentString<NewOrderScreenQuery, NewOrderScreenQueryVariables>;
export const PlaceOrderDocument = new TypedDocumentString(`
    mutation PlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    orderIds
  }
}
    `) as unknown as TypedDocumentString<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const PreviousOrdersScreenDocument = new TypedDocumentString(`
    query PreviousOrdersScreen {
  orders {
    previous {
      id
      orderedAt
      items {
        orderItemId
        description
        option
        type
        itemOrderType
        rejected
        status
        medicationCourseGuid
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PreviousOrdersScreenQuery, PreviousOrdersScreenQueryVariables>;
export const ChoosePharmacyScreenDocument = new TypedDocumentString(`
    query ChoosePharmacyScreen {
  config {
    mapsApiKey
  }
  me {
    patient {
      firstName
    }
    pharmacy {
      ...PharmacyChoice
    }
    linkedPatients {
      patientId
    }
  }
}
    fragment PharmacyChoice on Pharmacy {
  id
  businessName
  address1
  address2
  address3
  city
  postcode
  telephoneNumber
  latitude
  longitude
  visibleOnMap
  distanceKm
}`) as unknown as TypedDocumentString<ChoosePharmacyScreenQuery, ChoosePharmacyScreenQueryVariables>;
export const ChoosePharmacyDocument = new TypedDocumentString(`
    mutation ChoosePharmacy($pharmacyId: ID!, $forAllPatients: Boolean!) {
  choosePharmacy(pharmacyId: $pharmacyId, forAllPatients: $forAllPatients) {
    pharmacy {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ChoosePharmacyMutation, ChoosePharmacyMutationVariables>;
export const MyPharmacyScreenDocument = new TypedDocumentString(`
    query MyPharmacyScreen {
  me {
    pharmacy {
      id
      businessName
      address1
      address2
      address3
      city
      postcode
      telephoneNumber
      openingTimes {
        day
        periods {
          from
          to
        }
      }
      servicesOffered
    }
    features {
      pharmacyServiceBooking
    }
  }
}
    `) as unknown as TypedDocumentString<MyPharmacyScreenQuery, MyPharmacyScreenQueryVariables>;
export const PharmaciesNearDocument = new TypedDocumentString(`
    query PharmaciesNear($postcode: String, $latitude: Float, $longitude: Float) {
  pharmaciesNear(postcode: $postcode, latitude: $latitude, longitude: $longitude) {
    latitude
    longitude
    pharmacies {
      ...PharmacyChoice
    }
  }
}
    fragment PharmacyChoice on Pharmacy {
  id
  businessName
  address1
  address2
  address3
  city
  postcode
  telephoneNumber
  latitude
  longitude
  visibleOnMap
  distanceKm
}`) as unknown as TypedDocumentString<PharmaciesNearQuery, PharmaciesNearQueryVariables>;
export const LinkageDetailsScreenDocument = new TypedDocumentString(`
    query LinkageDetailsScreen {
  registration {
    email
  }
}
    `) as unknown as TypedDocumentString<LinkageDetailsScreenQuery, LinkageDetailsScreenQueryVariables>;
export const CompleteRegistrationWithLinkageDocument = new TypedDocumentString(`
    mutation CompleteRegistrationWithLinkage($input: LinkageRegistrationInput!) {
  completeRegistrationWithLinkage(input: $input) {
    destination
  }
}
    `) as unknown as TypedDocumentString<CompleteRegistrationWithLinkageMutation, CompleteRegistrationWithLinkageMutationVariables>;
export const RegisterDetailsScreenDocument = new TypedDocumentString(`
    query RegisterDetailsScreen {
  registration {
    email
  }
}
    `) as unknown as TypedDocumentString<RegisterDetailsScreenQuery, RegisterDetailsScreenQueryVariables>;
export const CompleteRegistrationDocument = new TypedDocumentString(`
    mutation CompleteRegistration($input: RegistrationDetailsInput!) {
  completeRegistration(input: $input) {
    destination
  }
}
    `) as unknown as TypedDocumentString<CompleteRegistrationMutation, CompleteRegistrationMutationVariables>;
export const VerifyRegistrationEmailDocument = new TypedDocumentString(`
    mutation VerifyRegistrationEmail($token: String!) {
  verifyRegistrationEmail(token: $token) {
    email
  }
}
    `) as unknown as TypedDocumentString<VerifyRegistrationEmailMutation, VerifyRegistrationEmailMutationVariables>;
export const StartRegistrationDocument = new TypedDocumentString(`
    mutation StartRegistration($email: String!, $marketingOptin: Boolean!) {
  startRegistration(email: $email, marketingOptin: $marketingOptin)
}
    `) as unknown as TypedDocumentString<StartRegistrationMutation, StartRegistrationMutationVariables>;
export const WaysToRegisterScreenDocument = new TypedDocumentString(`
    query WaysToRegisterScreen {
  config {
    productName
    featureNHSLogin
    links {
      terms
      privacy
    }
  }
}
    `) as unknown as TypedDocumentString<WaysToRegisterScreenQuery, WaysToRegisterScreenQueryVariables>;
export const StartNhsLoginDocument = new TypedDocumentString(`
    mutation StartNhsLogin($intent: NhsLoginIntent!, $marketingOptin: Boolean) {
  startNhsLogin(intent: $intent, marketingOptin: $marketingOptin)
}
    `) as unknown as TypedDocumentString<StartNhsLoginMutation, StartNhsLoginMutationVariables>;
export const CompleteNhsLoginDocument = new TypedDocumentString(`
    mutation CompleteNhsLogin($code: String!, $state: String!) {
  completeNhsLogin(code: $code, state: $state) {
    destination
  }
}
    `) as unknown as TypedDocumentString<CompleteNhsLoginMutation, CompleteNhsLoginMutationVariables>;