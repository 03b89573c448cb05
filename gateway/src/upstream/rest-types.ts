/** REST shapes of docs/rest-api.md, as the API sends them. Mapped to GraphQL types by each area's mapper. */

export interface RestErrorBody {
  code: string;
  message: string;
  show: boolean;
  reasons?: { field: string; reason: string }[];
}

export interface RestTokens {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
}

export interface RestAccountStatus {
  accountStatus: string;
  failedLoginAccountLocked: boolean;
  accountId: string | number;
  hasPatientIntegration: boolean;
}

export interface RestMobileConfig {
  productName: string;
  featureNHSLogin: boolean;
  featureIM1: boolean;
  featurePharmacyServiceBooking: boolean;
  featureAllergyTesting: boolean;
  featureCovidVaccination: boolean;
  featureEmailChange?: string;
  betaFeatures?: Record<string, boolean>;
  nhsLogin?: { authorizeUrl: string; clientId: string; redirectUri: string; scope: string } | null;
  links: Record<
    | 'provider'
    | 'appDownload'
    | 'terms'
    | 'privacy'
    | 'cookiePolicy'
    | 'contact'
    | 'findOutMore'
    | 'allergyTesting'
    | 'facebook'
    | 'twitter'
    | 'instagram',
    string
  >;
  supportEmail: string;
}

export interface RestAccount {
  id: string | number;
  email: string;
  accountStatus: string;
  b2CObjectId?: string | null;
  failedLoginAccountLocked: boolean;
  hasPatientIntegration: boolean;
  notificationPreferences?: unknown[];
  allowBetaFeatures: boolean;
  nhsLoginSub?: string | null;
}

export interface RestPatient {
  id: string | number;
  accountId: string | number;
  pharmacyId: string | number | null;
  firstName: string;
  lastName: string;
  primaryContactNumber?: string | null;
  dateOfBirth?: string | null;
  consent?: { consentSigned: boolean; hasConsent: boolean } | null;
  gpName: string | null;
  iM1Available: boolean;
  iM1ReminderClosed: boolean;
  allowManualReordering: boolean;
  patientIntegration: { integrationType: number; odsCode: string | null } | null;
}

export interface RestPharmacy {
  id: string | number;
  businessName: string;
  address1?: string | null;
  address2?: string | null;
  address3?: string | null;
  city?: string | null;
  postcode?: string | null;
  telephoneNumber?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  visibleOnMap: boolean;
  isServiceBookingEnabled: boolean;
  ownershipType?: string | null;
  hasPromoteServiceCard: boolean;
  promotedServices?: { serviceId: string | number; serviceCardText: string }[] | null;
  /** Issue #5: names of the services offered. */
  servicesOffered?: string[] | null;
  /** Issue #5: monday…sunday, each a list of HH:mm periods ([] = closed). */
  pharmacyOpeningTimes?: Partial<Record<RestWeekday, { from: string; to: string }[]>> | null;
  /** In pharmaciesByLocation answers only. */
  distanceKm?: number | null;
}

export type RestWeekday =
  'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export interface RestIntegrationSettings {
  appointmentsEnabled: boolean;
  practicePatientCommunicationEnabled: boolean;
  medicalRecordEnabled: boolean;
  prescribingEnabled: boolean;
  allowFilteredAppointmentBooking: boolean;
  appointmentReasonRequired: boolean;
  prescribingCommentRequired: boolean;
  showMessageSubjects: boolean;
  medicalRecordSettings?: Record<string, boolean>;
}

export interface RestLinkedPatient {
  patientId: string | number;
  fullName: string;
}

export interface RestAccountDetails {
  account: RestAccount;
  /** Null while registration has created the account but not yet its patient (spec part 1 §4). */
  patient: RestPatient | null;
  pharmacy: RestPharmacy | null;
  group?: unknown;
  integrationSettings?: RestIntegrationSettings | null;
  linkedPatients?: RestLinkedPatient[] | null;
}

export interface RestIm1AccountDetails {
  integrationSettings: RestIntegrationSettings | null;
  linkedPatients: RestLinkedPatient[] | null;
}

/** docs/rest-api.md 'Calls for issue #3' shapes. Enumerated strings are typed loosely: a provider may add values. */
export interface RestOrder {
  id: string | number;
  orderDt: string;
  orderStatus: string;
  orderType: string;
  prescriptionRequestGuid?: string | null;
  deliveryMethod?: string | null;
  cancellable?: boolean;
  steps?: { key: string; completed: boolean }[] | null;
  items?: RestOrderItem[] | null;
  /** The reference API says whether the order is live; others may not. */
  live?: boolean;
}

export interface RestOrderItem {
  orderItemId: string | number;
  description: string;
  option?: string | null;
  type?: string | null;
  itemOrderType?: string | null;
  rejected?: boolean;
  orderItemStatus: string;
  medicationCourseGuid?: string | null;
}

export interface RestOrdersList {
  orders: RestOrder[];
}

export interface RestPrescriptionCourse {
  medicationCourseGuid: string;
  name: string;
  dosage?: string | null;
  mostRecentIssueDate?: string | null;
  prescriptionType: string;
}

export interface RestPrescriptionsList {
  courses: RestPrescriptionCourse[];
}

/** Body of placeOrder. */
export interface RestOrderItemInput {
  description: string;
  type?: string;
  option?: string;
  itemOrderType: 'IM1' | 'Manual';
  medicationCourseGuid?: string;
  orderItemId?: string;
}

export interface RestPlaceOrderBody {
  items: RestOrderItemInput[];
  comment?: string;
  earlyReorderReason?: string;
  deliveryMethod?: 'Collection' | 'Delivery';
}

export interface RestPlaceOrderResult {
  orders: { id: string | number }[];
}

export interface RestReorderReminder {
  id: string | number;
  reminderType?: string;
  patientId?: string | number;
  orderId?: string | number | null;
  orderItemId?: string | number | null;
  reminderDt: string;
  description: string;
  courseGuid?: string | null;
  itemOrderType?: string;
  autoGenerated?: boolean;
  /** False once the patient removed an auto-generated reminder (spec part 2 §2). */
  status?: boolean;
}

export interface RestDailyReminder {
  id: string | number;
  patientId?: string | number;
  /** HH:mm:ss */
  reminderTime: string;
  orderId?: string | number | null;
  orderItemId?: string | number | null;
  description: string;
}

export interface RestRemindersList {
  reorderReminders: RestReorderReminder[];
  medicationReminders: RestDailyReminder[];
}
