/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AppointmentSessionFilter = {
  clinicianId?: string | number | null | undefined;
  clinicianSex?: ClinicianSex | null | undefined;
  /** YYYY-MM-DD in Europe/London; all dates of the window when left out. */
  date?: string | null | undefined;
  practitionerType?: PractitionerType | null | undefined;
  slotType: SlotType;
};

export type BookAppointmentInput = {
  contactNumber: string;
  endTime: string;
  reason?: string | null | undefined;
  sessionId: string | number;
  slotId: string | number;
  startTime: string;
};

export type BookPharmacyServiceInput = {
  serviceId: string | number;
  /** ISO 8601 start of the chosen slot. */
  start: string;
  subType?: string | null | undefined;
};

export type ClinicianSex =
  | 'Female'
  | 'Male';

/** spec part 2 §2: a service is given at the pharmacy (location information) or by video (link and password). */
export type ConsultationType =
  | 'InPerson'
  | 'Video';

export type CreateReorderReminderInput = {
  orderId: string | number;
  orderItemId: string | number;
  when: ReminderDateTimeInput;
};

/**
 * A daily reminder: for an item ordered before (orderId and orderItemId; its description is the item's) or for a
 * searched medicine (description only). `reminderTime` is HH:mm on a 15-minute step.
 */
export type DailyReminderInput = {
  description?: string | null | undefined;
  orderId?: string | number | null | undefined;
  orderItemId?: string | number | null | undefined;
  reminderTime: string;
  /** Also set a reorder reminder for this medicine (the search widget's optional reorder reminder). */
  reorderOn?: ReminderDateTimeInput | null | undefined;
};

export type DeliveryMethod =
  | 'Collection'
  | 'Delivery';

/** The account's email and password, for completing an email change when signed out. */
export type EmailChangeCredentials = {
  email: string;
  password: string;
};

/**
 * spec part 2 §2 'FAQs': a paragraph; one item of a bulleted list (consecutive bullets form one list); a gap
 * between blocks (its value is empty); a paragraph in bold.
 */
export type FaqContentBlockType =
  | 'bold'
  | 'bullet'
  | 'paragraph'
  | 'space';

export type ItemOrderType =
  | 'IM1'
  | 'Manual';

export type JobRole =
  | 'GP'
  | 'Nurse';

/**
 * A GP registration letter's details (spec part 1 §2 'Connect IM1 form', 'Register for online services'; part 2
 * 'Change my GP practice'). The codes may be typed in any case and with spaces: the gateway normalises them.
 */
export type LinkageLetterInput = {
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** The patient's account ID (number) at the GP practice. */
  gpAccountId: string;
  linkageKey: string;
  /** The practice's ODS (organisation) code. */
  odsCode: string;
  /** The patient's last name, as the GP practice has it. */
  surname: string;
};

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

/** spec part 2 §2: the tabs, in this order; §7: the medical record call's medicalRecordType. */
export type MedicalRecordType =
  | 'Allergies'
  | 'Consultations'
  | 'Immunisations'
  | 'Medication'
  | 'Problems'
  | 'TestResults';

/**
 * Why the person is going to NHS login: to sign in (from /login), to register (from /ways-to-register), or to
 * connect the signed-in patient to their GP record (from /connect-im1-information; completed by linkWithNhsLogin).
 */
export type NhsLoginIntent =
  | 'LINK'
  | 'REGISTER'
  | 'SIGN_IN';

/** The channels the web app offers: email, and the mobile app's push notifications. */
export type NotificationChannel =
  | 'app'
  | 'email';

/** spec part 2 §9: the notification types. */
export type NotificationType =
  | 'Marketing'
  | 'ReorderReminder'
  | 'StatusUpdate'
  | 'TakeMedicineReminder';

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

/** spec part 2 §9: my registered GP (UserGP), any GP, or a nurse. */
export type PractitionerType =
  | 'GP'
  | 'Nurse'
  | 'UserGP';

/** Repeat dispensing or other (spec part 1 §3). */
export type PrescriptionType =
  | 'Repeat'
  | 'RepeatDispensing';

export type ProblemStatus =
  | 'Active'
  | 'Past';

export type ProfileInput = {
  address1: string;
  address2?: string | null | undefined;
  address3?: string | null | undefined;
  city: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  firstName: string;
  lastName: string;
  postcode: string;
  primaryContactNumber: string;
  secondaryContactNumber?: string | null | undefined;
};

export type RangeStatus =
  | 'Above'
  | 'Below'
  | 'Unknown'
  | 'Within';

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

/** A Europe/London wall-clock date and time: YYYY-MM-DD, and HH:mm on a 15-minute step. */
export type ReminderDateTimeInput = {
  date: string;
  time: string;
};

export type SendMessageInput = {
  body: string;
  recipientGuid: string | number;
  /** The thread this replies to; the recipient must be that thread's. */
  replyToId?: string | number | null | undefined;
  subject: string;
};

export type SignInDestination =
  | 'CHOOSE_PHARMACY'
  | 'HOME';

/** spec part 2 §9: the slot types a practice offers. */
export type SlotType =
  | 'Practice'
  | 'Telephone';

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


export type FrameQuery = { config: { productName: string, analyticsScriptUrl: string | null, links: { provider: string, appDownload: string, terms: string, privacy: string, cookiePolicy: string, contact: string, facebook: string, twitter: string, instagram: string } }, session: { signedIn: boolean, idleExpiresAt: string | null } };

export type FrameAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type FrameAccountQuery = { me: { patient: { firstName: string }, features: { hasPharmacy: boolean, im1Enabled: boolean, im1Linked: boolean, patientIntegration: boolean, canOrder: boolean, myGp: boolean, appointments: boolean, messages: boolean, medicalRecord: boolean, pharmacyServices: boolean, pharmacyServiceBooking: boolean } } };

export type FrameBadgesQueryVariables = Exact<{ [key: string]: never; }>;


export type FrameBadgesQuery = { unreadMessageCount: number | null, orders: { readyToCollectCount: number } };

export type FrameSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type FrameSignOutMutation = { signOut: boolean };

export type FrameExtendSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type FrameExtendSessionMutation = { extendSession: { signedIn: boolean, idleExpiresAt: string | null } };

export type AppointmentsScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type AppointmentsScreenQuery = { appointments: Array<{ slotId: string, startTime: string, endTime: string, slotType: SlotType, canBeCancelled: boolean, clinician: { displayName: string } | null }> };

export type BookCheckScreenQueryVariables = Exact<{
  filter: AppointmentSessionFilter;
}>;


export type BookCheckScreenQuery = { appointmentSessions: Array<{ sessionId: string, clinician: { displayName: string }, slots: Array<{ slotId: string, startTime: string, endTime: string }> }>, me: { integrationSettings: { appointmentReasonRequired: boolean } | null } };

export type BookAppointmentMutationVariables = Exact<{
  input: BookAppointmentInput;
  idempotencyKey?: string | null | undefined;
}>;


export type BookAppointmentMutation = { bookAppointment: boolean };

export type BookClinicianScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type BookClinicianScreenQuery = { appointmentClinicians: Array<{ clinicianId: string, displayName: string, jobRole: JobRole, sex: ClinicianSex }> };

export type BookDateScreenQueryVariables = Exact<{
  filter: AppointmentSessionFilter;
}>;


export type BookDateScreenQuery = { appointmentSessions: Array<{ sessionId: string, sessionDate: string }> };

export type BookPractitionerScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type BookPractitionerScreenQuery = { me: { integrationSettings: { allowFilteredAppointmentBooking: boolean } | null } };

export type BookServiceScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type BookServiceScreenQuery = { me: { integrationSettings: { allowFilteredAppointmentBooking: boolean } | null } };

export type BookTimeScreenQueryVariables = Exact<{
  filter: AppointmentSessionFilter;
}>;


export type BookTimeScreenQuery = { appointmentSessions: Array<{ sessionId: string, clinician: { displayName: string }, slots: Array<{ slotId: string, startTime: string, endTime: string }> }> };

export type BookableSessionFragment = { sessionId: string, clinician: { displayName: string }, slots: Array<{ slotId: string, startTime: string, endTime: string }> };

export type CancelAppointmentScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type CancelAppointmentScreenQuery = { appointments: Array<{ slotId: string, startTime: string, endTime: string, slotType: SlotType, canBeCancelled: boolean, clinician: { displayName: string } | null }> };

export type CancelAppointmentMutationVariables = Exact<{
  slotId: string | number;
  reason: string;
}>;


export type CancelAppointmentMutation = { cancelAppointment: boolean };

export type BookedAppointmentFragment = { slotId: string, startTime: string, endTime: string, slotType: SlotType, canBeCancelled: boolean, clinician: { displayName: string } | null };

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

export type HelpContactQueryVariables = Exact<{ [key: string]: never; }>;


export type HelpContactQuery = { config: { supportEmail: string } };

export type FaqQuestionFragment = { id: string, title: string, content: Array<{ type: FaqContentBlockType, value: string }> };

export type HelpScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type HelpScreenQuery = { faqs: Array<{ id: string, name: string, questions: Array<{ id: string, title: string, content: Array<{ type: FaqContentBlockType, value: string }> }> }> };

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


export type HomeScreenQuery = { me: { features: { linkPrompt: boolean, manualReordering: boolean, prescribing: boolean, canOrder: boolean, allergyTesting: boolean, covidVaccination: boolean, pharmacyServices: boolean, reminders: boolean, messages: boolean, multiPatient: boolean, im1Enabled: boolean, im1Linked: boolean }, pharmacy: { id: string, businessName: string, hasPromoteServiceCard: boolean, promotedServices: Array<{ serviceId: string, serviceCardText: string }> } | null, patient: { id: string, firstName: string, lastName: string, iM1Available: boolean }, linkedPatients: Array<{ patientId: string, fullName: string, selected: boolean }> }, orders: { live: Array<{ id: string, orderedAt: string, status: OrderStatus }> }, prescriptions: Array<{ medicationCourseGuid: string }>, todaysSchedule: { daily: Array<{ id: string, reminderTime: string, description: string }>, reorder: Array<{ id: string, description: string, daysToGo: number, dueForReorder: boolean }> }, config: { productName: string, links: { allergyTesting: string, appDownload: string } } };

export type ChangeGpScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type ChangeGpScreenQuery = { me: { patient: { id: string, firstName: string, lastName: string, dateOfBirth: string | null } } };

export type ConnectIm1FormScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type ConnectIm1FormScreenQuery = { me: { patient: { id: string, iM1Available: boolean } } };

export type ConnectIm1InformationScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type ConnectIm1InformationScreenQuery = { config: { featureNHSLogin: boolean } };

export type LinkWithLetterMutationVariables = Exact<{
  letter: LinkageLetterInput;
  secondary: boolean;
}>;


export type LinkWithLetterMutation = { linkWithLetter: { patient: { id: string, iM1Available: boolean } } };

export type ChangeGpMutationVariables = Exact<{
  letter: LinkageLetterInput;
}>;


export type ChangeGpMutation = { changeGp: { patient: { id: string, gpName: string | null } } };

export type MultiPatientInfoScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type MultiPatientInfoScreenQuery = { me: { linkedPatients: Array<{ patientId: string, selected: boolean }> } };

export type RegisterForOnlineServicesScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type RegisterForOnlineServicesScreenQuery = { config: { featureNHSLogin: boolean }, me: { patient: { id: string, firstName: string, lastName: string, dateOfBirth: string | null, iM1Available: boolean } } };

export type LinkWithNhsLoginMutationVariables = Exact<{
  code: string;
  state: string;
}>;


export type LinkWithNhsLoginMutation = { linkWithNhsLogin: { patient: { id: string, iM1Available: boolean } } };

export type MedicalRecordSectionQueryVariables = Exact<{
  type: MedicalRecordType;
}>;


export type MedicalRecordSectionQuery = { medicalRecordSection: { type: MedicalRecordType, entries: Array<{ id: string, description: string | null, date: string | null, problemStatus: ProblemStatus | null, observation: { description: string | null, value: { numericValue: number | null, text: string | null, units: string | null, rangeLow: number | null, rangeHigh: number | null, rangeStatus: RangeStatus } | null } | null, sections: Array<{ header: string, observations: Array<{ description: string | null, value: { numericValue: number | null, text: string | null, units: string | null, rangeLow: number | null, rangeHigh: number | null, rangeStatus: RangeStatus } | null }> }>, result: { numericValue: number | null, text: string | null, units: string | null, rangeLow: number | null, rangeHigh: number | null, rangeStatus: RangeStatus } | null }> } };

export type MedicalRecordScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type MedicalRecordScreenQuery = { medicalRecord: { sections: Array<{ type: MedicalRecordType, count: number | null, failureCode: string | null }>, firstSection: { type: MedicalRecordType, entries: Array<{ id: string, description: string | null, date: string | null, problemStatus: ProblemStatus | null, observation: { description: string | null, value: { numericValue: number | null, text: string | null, units: string | null, rangeLow: number | null, rangeHigh: number | null, rangeStatus: RangeStatus } | null } | null, sections: Array<{ header: string, observations: Array<{ description: string | null, value: { numericValue: number | null, text: string | null, units: string | null, rangeLow: number | null, rangeHigh: number | null, rangeStatus: RangeStatus } | null }> }>, result: { numericValue: number | null, text: string | null, units: string | null, rangeLow: number | null, rangeHigh: number | null, rangeStatus: RangeStatus } | null }> } | null } | null };

export type RecordValuePartsFragment = { numericValue: number | null, text: string | null, units: string | null, rangeLow: number | null, rangeHigh: number | null, rangeStatus: RangeStatus };

export type RecordEntryFragment = { id: string, description: string | null, date: string | null, problemStatus: ProblemStatus | null, observation: { description: string | null, value: { numericValue: number | null, text: string | null, units: string | null, rangeLow: number | null, rangeHigh: number | null, rangeStatus: RangeStatus } | null } | null, sections: Array<{ header: string, observations: Array<{ description: string | null, value: { numericValue: number | null, text: string | null, units: string | null, rangeLow: number | null, rangeHigh: number | null, rangeStatus: RangeStatus } | null }> }>, result: { numericValue: number | null, text: string | null, units: string | null, rangeLow: number | null, rangeHigh: number | null, rangeStatus: RangeStatus } | null };

export type NewMessageScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type NewMessageScreenQuery = { me: { features: { messageSubjects: boolean } }, messageRecipients: Array<{ recipientGuid: string, name: string }> };

export type ReplyMessageScreenQueryVariables = Exact<{
  id: string | number;
}>;


export type ReplyMessageScreenQuery = { me: { features: { messageSubjects: boolean } }, messageThread: { id: string, recipientGuid: string, recipientName: string, subject: string | null } | null };

export type SendMessageMutationVariables = Exact<{
  input: SendMessageInput;
  idempotencyKey?: string | null | undefined;
}>;


export type SendMessageMutation = { sendMessage: boolean };

export type MessageThreadScreenQueryVariables = Exact<{
  id: string | number;
}>;


export type MessageThreadScreenQuery = { me: { features: { messageSubjects: boolean } }, messageThread: { id: string, subject: string | null, unread: boolean, messages: Array<{ fromPatient: boolean, senderName: string, recipientName: string, sentAt: string, body: string }> } | null };

export type MarkMessageReadMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkMessageReadMutation = { markMessageRead: { id: string, unread: boolean } };

export type MessagesScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type MessagesScreenQuery = { me: { features: { messageSubjects: boolean } }, messageThreads: Array<{ id: string, recipientName: string, subject: string | null, lastActivityAt: string, unread: boolean }> };

export type MessageThreadItemFragment = { id: string, recipientName: string, subject: string | null, lastActivityAt: string, unread: boolean };

export type DeleteMessageMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMessageMutation = { deleteMessage: Array<{ id: string, recipientName: string, subject: string | null, lastActivityAt: string, unread: boolean }> };

export type AddressSearchQueryVariables = Exact<{
  search: string;
}>;


export type AddressSearchQuery = { addressSearch: Array<{ address1: string, address2: string | null, address3: string | null, city: string, postcode: string }> };

export type DeleteLinkedPatientMutationVariables = Exact<{
  patientId: string | number;
}>;


export type DeleteLinkedPatientMutation = { deletePatient: { linkedPatients: Array<{ patientId: string }> } };

export type UpdateProfileMutationVariables = Exact<{
  details: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { firstName: string } };

export type ProfileEmailChangeMutationVariables = Exact<{
  newEmail: string;
}>;


export type ProfileEmailChangeMutation = { requestEmailChange: boolean };

export type DeregisterScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type DeregisterScreenQuery = { me: { patient: { firstName: string, lastName: string } } };

export type DeregisterMutationVariables = Exact<{ [key: string]: never; }>;


export type DeregisterMutation = { deregister: { features: { im1Linked: boolean } } };

export type MyDetailsScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDetailsScreenQuery = { me: { features: { myGp: boolean, im1Linked: boolean } } };

export type MyGpScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type MyGpScreenQuery = { myGp: { gpName: string, address1: string | null, address2: string | null, address3: string | null, address4: string | null, postcode: string | null, telephone: string | null, doctorName: string | null } | null };

export type MyLinkedPatientsScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLinkedPatientsScreenQuery = { myLinkedPatients: Array<{ patientId: string, fullName: string, selected: boolean, deletable: boolean }> };

export type SwitchLinkedPatientMutationVariables = Exact<{
  patientId: string | number;
}>;


export type SwitchLinkedPatientMutation = { selectPatient: { patient: { id: string } } };

export type MyProfileScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileScreenQuery = { myProfile: { email: string, firstName: string, lastName: string, primaryContactNumber: string | null, secondaryContactNumber: string | null, dateOfBirth: string | null, address: { address1: string, address2: string | null, address3: string | null, city: string, postcode: string } | null }, me: { features: { profileEditing: boolean, emailChange: boolean, passwordReset: boolean } } };

export type NotificationsScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationsScreenQuery = { notificationPreferences: { appAvailable: boolean, items: Array<{ type: NotificationType, email: boolean, app: boolean }> } };

export type NotificationSettingsFragment = { appAvailable: boolean, items: Array<{ type: NotificationType, email: boolean, app: boolean }> };

export type UpdateNotificationPreferenceMutationVariables = Exact<{
  type: NotificationType;
  channel: NotificationChannel;
  enabled: boolean;
}>;


export type UpdateNotificationPreferenceMutation = { updateNotificationPreference: { appAvailable: boolean, items: Array<{ type: NotificationType, email: boolean, app: boolean }> } };

export type MyServicesScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type MyServicesScreenQuery = { me: { features: { pharmacyServices: boolean, appointments: boolean, messages: boolean, covidVaccination: boolean, medicalRecord: boolean, promotedServices: boolean, connectGp: boolean }, pharmacy: { businessName: string, promotedServices: Array<{ serviceId: string, serviceCardText: string }> } | null } };

export type OrderCardFragment = { id: string, orderedAt: string, status: OrderStatus, deliveryMethod: DeliveryMethod, items: Array<{ orderItemId: string, description: string, option: string | null, rejected: boolean, status: OrderItemStatus }>, steps: Array<{ key: OrderStepKey, completed: boolean }> };

export type OrderStatusTrackerFragment = { steps: Array<{ key: OrderStepKey, completed: boolean }> };

export type CurrentOrdersScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentOrdersScreenQuery = { orders: { live: Array<{ id: string, cancellable: boolean, orderedAt: string, status: OrderStatus, deliveryMethod: DeliveryMethod, items: Array<{ orderItemId: string, description: string, option: string | null, rejected: boolean, status: OrderItemStatus }>, steps: Array<{ key: OrderStepKey, completed: boolean }> }> } };

export type CurrentOrdersFragment = { live: Array<{ id: string, cancellable: boolean, orderedAt: string, status: OrderStatus, deliveryMethod: DeliveryMethod, items: Array<{ orderItemId: string, description: string, option: string | null, rejected: boolean, status: OrderItemStatus }>, steps: Array<{ key: OrderStepKey, completed: boolean }> }> };

export type CancelOrderMutationVariables = Exact<{
  orderId: string | number;
  reason: string;
}>;


export type CancelOrderMutation = { cancelOrder: { live: Array<{ id: string, cancellable: boolean, orderedAt: string, status: OrderStatus, deliveryMethod: DeliveryMethod, items: Array<{ orderItemId: string, description: string, option: string | null, rejected: boolean, status: OrderItemStatus }>, steps: Array<{ key: OrderStepKey, completed: boolean }> }> } };

export type MyMedsScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMedsScreenQuery = { orders: { readyToCollectCount: number, live: Array<{ id: string }>, previous: Array<{ id: string }> }, me: { features: { reminders: boolean } } };

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
  idempotencyKey?: string | null | undefined;
}>;


export type PlaceOrderMutation = { placeOrder: { orderIds: Array<string> } };

export type PreviousOrdersScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type PreviousOrdersScreenQuery = { orders: { previous: Array<{ id: string, orderedAt: string, items: Array<{ orderItemId: string, description: string, option: string | null, type: string | null, itemOrderType: ItemOrderType, rejected: boolean, status: OrderItemStatus, medicationCourseGuid: string | null }> }> } };

export type BookPharmacyServiceDateScreenQueryVariables = Exact<{
  serviceId: string | number;
  subType?: string | null | undefined;
  year: number;
  month: number;
  withCalendar: boolean;
}>;


export type BookPharmacyServiceDateScreenQuery = { pharmacyServices: Array<{ id: string, name: string, bookable: boolean, firstBookableDate: string, endDate: string | null, externalLink: string | null, externalLinkText: string | null, externalDescription: string | null, subTypes: Array<{ serviceNameId: string, name: string }> }>, pharmacyServiceAvailability?: { availableDates: Array<string>, slots: Array<{ start: string, end: string, date: string, available: boolean }> } };

export type BookPharmacyServiceMutationVariables = Exact<{
  input: BookPharmacyServiceInput;
  idempotencyKey?: string | null | undefined;
}>;


export type BookPharmacyServiceMutation = { bookPharmacyService: { id: string, serviceName: string, subType: string | null, start: string } };

export type BookPharmacyServiceScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type BookPharmacyServiceScreenQuery = { pharmacyServices: Array<{ id: string, name: string, bookable: boolean, pricingInformation: string | null, firstBookableDate: string, externalLink: string | null, subTypes: Array<{ serviceNameId: string, name: string }> }>, me: { features: { pharmacyServiceBooking: boolean } } };

export type PharmacyServicesScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type PharmacyServicesScreenQuery = { me: { pharmacy: { businessName: string, latitude: number | null, longitude: number | null } | null, features: { pharmacyServiceBooking: boolean } }, pharmacyServiceBookings: Array<{ id: string, serviceName: string, subType: string | null, start: string, end: string, consultationType: ConsultationType, locationInformation: string | null, videoLink: string | null, videoPassword: string | null, canBeCancelled: boolean }> };

export type BookedServiceFragment = { id: string, serviceName: string, subType: string | null, start: string, end: string, consultationType: ConsultationType, locationInformation: string | null, videoLink: string | null, videoPassword: string | null, canBeCancelled: boolean };

export type CancelPharmacyServiceBookingMutationVariables = Exact<{
  bookingId: string | number;
}>;


export type CancelPharmacyServiceBookingMutation = { cancelPharmacyServiceBooking: Array<{ id: string, serviceName: string, subType: string | null, start: string, end: string, consultationType: ConsultationType, locationInformation: string | null, videoLink: string | null, videoPassword: string | null, canBeCancelled: boolean }> };

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

export type MedicineSearchQueryVariables = Exact<{
  searchString: string;
}>;


export type MedicineSearchQuery = { medicineSearch: Array<{ description: string, types: Array<{ type: string, options: Array<string> }> }> };

export type DailyReminderScreenQueryVariables = Exact<{
  id: string | number;
  editing: boolean;
}>;


export type DailyReminderScreenQuery = { me: { features: { manualDailyReminders: boolean } }, collectedItems: Array<{ orderId: string, orderItemId: string, description: string }>, dailyReminder?: { id: string, reminderTime: string, description: string, orderId: string | null, orderItemId: string | null } | null };

export type CreateDailyReminderMutationVariables = Exact<{
  input: DailyReminderInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CreateDailyReminderMutation = { createDailyReminder: { id: string, description: string } };

export type UpdateDailyReminderMutationVariables = Exact<{
  id: string | number;
  input: DailyReminderInput;
}>;


export type UpdateDailyReminderMutation = { updateDailyReminder: { id: string, description: string } };

export type RemindersScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type RemindersScreenQuery = { me: { features: { reminders: boolean, reorderReminders: boolean, manualReorderReminders: boolean, dailyReminders: boolean, manualDailyReminders: boolean } }, reminders: { reorder: Array<{ id: string, description: string, localDate: string, localTime: string, daysToGo: number, dueForReorder: boolean, autoGenerated: boolean, active: boolean }>, daily: Array<{ id: string, reminderTime: string, description: string }> } };

export type RemindersListsFragment = { reorder: Array<{ id: string, description: string, localDate: string, localTime: string, daysToGo: number, dueForReorder: boolean, autoGenerated: boolean, active: boolean }>, daily: Array<{ id: string, reminderTime: string, description: string }> };

export type RemoveReorderReminderMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveReorderReminderMutation = { removeReorderReminder: { reorder: Array<{ id: string, description: string, localDate: string, localTime: string, daysToGo: number, dueForReorder: boolean, autoGenerated: boolean, active: boolean }>, daily: Array<{ id: string, reminderTime: string, description: string }> } };

export type RemoveDailyReminderMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveDailyReminderMutation = { removeDailyReminder: { reorder: Array<{ id: string, description: string, localDate: string, localTime: string, daysToGo: number, dueForReorder: boolean, autoGenerated: boolean, active: boolean }>, daily: Array<{ id: string, reminderTime: string, description: string }> } };

export type NewReorderReminderScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type NewReorderReminderScreenQuery = { me: { features: { manualReorderReminders: boolean } }, collectedItems: Array<{ orderId: string, orderItemId: string, description: string, orderedAt: string }> };

export type EditReorderReminderScreenQueryVariables = Exact<{
  id: string | number;
}>;


export type EditReorderReminderScreenQuery = { me: { features: { reorderReminders: boolean } }, reorderReminder: { id: string, description: string, localDate: string, localTime: string } | null };

export type CreateReorderReminderMutationVariables = Exact<{
  input: CreateReorderReminderInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CreateReorderReminderMutation = { createReorderReminder: { id: string, description: string } };

export type UpdateReorderReminderMutationVariables = Exact<{
  id: string | number;
  when: ReminderDateTimeInput;
}>;


export type UpdateReorderReminderMutation = { updateReorderReminder: { id: string, description: string } };

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
export const BookableSessionFragmentDoc = new TypedDocumentString(`
    fragment BookableSession on AppointmentSession {
  sessionId
  clinician {
    displayName
  }
  slots {
    slotId
    startTime
    endTime
  }
}
    `, {"fragmentName":"BookableSession"}) as unknown as TypedDocumentString<BookableSessionFragment, unknown>;
export const BookedAppointmentFragmentDoc = new TypedDocumentString(`
    fragment BookedAppointment on Appointment {
  slotId
  startTime
  endTime
  slotType
  canBeCancelled
  clinician {
    displayName
  }
}
    `, {"fragmentName":"BookedAppointment"}) as unknown as TypedDocumentString<BookedAppointmentFragment, unknown>;
export const FaqQuestionFragmentDoc = new TypedDocumentString(`
    fragment FaqQuestion on FaqQuestion {
  id
  title
  content {
    type
    value
  }
}
    `, {"fragmentName":"FaqQuestion"}) as unknown as TypedDocumentString<FaqQuestionFragment, unknown>;
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
export const RecordValuePartsFragmentDoc = new TypedDocumentString(`
    fragment RecordValueParts on RecordValue {
  numericValue
  text
  units
  rangeLow
  rangeHigh
  rangeStatus
}
    `, {"fragmentName":"RecordValueParts"}) as unknown as TypedDocumentString<RecordValuePartsFragment, unknown>;
export const RecordEntryFragmentDoc = new TypedDocumentString(`
    fragment RecordEntry on MedicalRecordEntry {
  id
  description
  date
  problemStatus
  observation {
    description
    value {
      ...RecordValueParts
    }
  }
  sections {
    header
    observations {
      description
      value {
        ...RecordValueParts
      }
    }
  }
  result {
    ...RecordValueParts
  }
}
    fragment RecordValueParts on RecordValue {
  numericValue
  text
  units
  rangeLow
  rangeHigh
  rangeStatus
}`, {"fragmentName":"RecordEntry"}) as unknown as TypedDocumentString<RecordEntryFragment, unknown>;
export const MessageThreadItemFragmentDoc = new TypedDocumentString(`
    fragment MessageThreadItem on MessageThread {
  id
  recipientName
  subject
  lastActivityAt
  unread
}
    `, {"fragmentName":"MessageThreadItem"}) as unknown as TypedDocumentString<MessageThreadItemFragment, unknown>;
export const NotificationSettingsFragmentDoc = new TypedDocumentString(`
    fragment NotificationSettings on NotificationPreferences {
  appAvailable
  items {
    type
    email
    app
  }
}
    `, {"fragmentName":"NotificationSettings"}) as unknown as TypedDocumentString<NotificationSettingsFragment, unknown>;
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
export const BookedServiceFragmentDoc = new TypedDocumentString(`
    fragment BookedService on ServiceBooking {
  id
  serviceName
  subType
  start
  end
  consultationType
  locationInformation
  videoLink
  videoPassword
  canBeCancelled
}
    `, {"fragmentName":"BookedService"}) as unknown as TypedDocumentString<BookedServiceFragment, unknown>;
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
export const RemindersListsFragmentDoc = new TypedDocumentString(`
    fragment RemindersLists on Reminders {
  reorder {
    id
    description
    localDate
    localTime
    daysToGo
    dueForReorder
    autoGenerated
    active
  }
  daily {
    id
    reminderTime
    description
  }
}
    `, {"fragmentName":"RemindersLists"}) as unknown as TypedDocumentString<RemindersListsFragment, unknown>;
export const FrameDocument = {"__meta__":{"operationName":"Frame","hash":"sha256:253a0c78231edbecf295215f36ae30d80530e4c0051da79e526f8915b562aa08"}} as unknown as TypedDocumentString<FrameQuery, FrameQueryVariables>;
export const FrameAccountDocument = {"__meta__":{"operationName":"FrameAccount","hash":"sha256:a7765d727a0d2b7494b67aa5c0d91011d73146a6f0c29680c66489cd48164260"}} as unknown as TypedDocumentString<FrameAccountQuery, FrameAccountQueryVariables>;
export const FrameBadgesDocument = {"__meta__":{"operationName":"FrameBadges","hash":"sha256:4c59caa90a051f4f8a88c71747adb62c19097e6bdabb405b72dca0727eb0ef1a"}} as unknown as TypedDocumentString<FrameBadgesQuery, FrameBadgesQueryVariables>;
export const FrameSignOutDocument = {"__meta__":{"operationName":"FrameSignOut","hash":"sha256:daa10fe7d36fbb60a3daa4f23974a6b9e83f4d35254549d905e712881d0f6501"}} as unknown as TypedDocumentString<FrameSignOutMutation, FrameSignOutMutationVariables>;
export const FrameExtendSessionDocument = {"__meta__":{"operationName":"FrameExtendSession","hash":"sha256:4a0045db4ca9663235e13c51313e276e12b6671dafbf39ef0ad28cc2eee7044a"}} as unknown as TypedDocumentString<FrameExtendSessionMutation, FrameExtendSessionMutationVariables>;
export const AppointmentsScreenDocument = {"__meta__":{"operationName":"AppointmentsScreen","hash":"sha256:41d60dcb99465ed05870cd7640765075e0198950ca2521e3a5265e6d353386b9"}} as unknown as TypedDocumentString<AppointmentsScreenQuery, AppointmentsScreenQueryVariables>;
export const BookCheckScreenDocument = {"__meta__":{"operationName":"BookCheckScreen","hash":"sha256:dff882ae83413bee272ae33fccf6e9907670e07b17446d644c30ebc479f213f9"}} as unknown as TypedDocumentString<BookCheckScreenQuery, BookCheckScreenQueryVariables>;
export const BookAppointmentDocument = {"__meta__":{"operationName":"BookAppointment","hash":"sha256:41f5bbe6154f0a2db02cf0234f82b3ffb27abe1bdb8a2e23334e4390acc7c51a"}} as unknown as TypedDocumentString<BookAppointmentMutation, BookAppointmentMutationVariables>;
export const BookClinicianScreenDocument = {"__meta__":{"operationName":"BookClinicianScreen","hash":"sha256:8bcc86bc79ac2ff2db927f0b7b7b04d30d1505eee0d7ef8814ecca1a384845d0"}} as unknown as TypedDocumentString<BookClinicianScreenQuery, BookClinicianScreenQueryVariables>;
export const BookDateScreenDocument = {"__meta__":{"operationName":"BookDateScreen","hash":"sha256:1b88c4aeace610eb96694d54ccc9cfc490db617100e90539d71df5b70eb27b7a"}} as unknown as TypedDocumentString<BookDateScreenQuery, BookDateScreenQueryVariables>;
export const BookPractitionerScreenDocument = {"__meta__":{"operationName":"BookPractitionerScreen","hash":"sha256:55563326dfd13661654b134dda8c0d888d06222a7a31764e81af04f1bae5c6a4"}} as unknown as TypedDocumentString<BookPractitionerScreenQuery, BookPractitionerScreenQueryVariables>;
export const BookServiceScreenDocument = {"__meta__":{"operationName":"BookServiceScreen","hash":"sha256:063b9b612746e0f6bfccf1da6c62dc907150bf7326e48275123814817e1cc863"}} as unknown as TypedDocumentString<BookServiceScreenQuery, BookServiceScreenQueryVariables>;
export const BookTimeScreenDocument = {"__meta__":{"operationName":"BookTimeScreen","hash":"sha256:582ae8a7a9dc12a5e4d9525f5f03a633ad0391cc878a943e300d67da7f999293"}} as unknown as TypedDocumentString<BookTimeScreenQuery, BookTimeScreenQueryVariables>;
export const CancelAppointmentScreenDocument = {"__meta__":{"operationName":"CancelAppointmentScreen","hash":"sha256:72aa72a58c8a24b7cc74978d827bee4ced20001127babe1443aca2ca00946268"}} as unknown as TypedDocumentString<CancelAppointmentScreenQuery, CancelAppointmentScreenQueryVariables>;
export const CancelAppointmentDocument = {"__meta__":{"operationName":"CancelAppointment","hash":"sha256:58ce354ec5e6b487908543665232562d290104bc34d74585d47028c008143978"}} as unknown as TypedDocumentString<CancelAppointmentMutation, CancelAppointmentMutationVariables>;
export const RequestPasswordResetDocument = {"__meta__":{"operationName":"RequestPasswordReset","hash":"sha256:5ac89982dc149995bab85b93caab9976bbc3fd5994fbf4173153f8686dba9d72"}} as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const LoginScreenDocument = {"__meta__":{"operationName":"LoginScreen","hash":"sha256:7080647ea719553a3aa70a370aa6e8f38663e79c2e46b30a399919517d6c5424"}} as unknown as TypedDocumentString<LoginScreenQuery, LoginScreenQueryVariables>;
export const SignInDocument = {"__meta__":{"operationName":"SignIn","hash":"sha256:21a3f96b4bdcaf990e9e51b4e445033f4a3cf332ffa06104d75f22d49a77ba52"}} as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const CompletePasswordResetDocument = {"__meta__":{"operationName":"CompletePasswordReset","hash":"sha256:9e578cdf0b3103c401f83dd934307f4730249327b19e89464d0e12d6850e0918"}} as unknown as TypedDocumentString<CompletePasswordResetMutation, CompletePasswordResetMutationVariables>;
export const VerifyNewEmailScreenDocument = {"__meta__":{"operationName":"VerifyNewEmailScreen","hash":"sha256:eaa6530d874429b711c5db894f1a1c21c61d1d1fc8cba95797d674146763e18d"}} as unknown as TypedDocumentString<VerifyNewEmailScreenQuery, VerifyNewEmailScreenQueryVariables>;
export const VerifyEmailChangeDocument = {"__meta__":{"operationName":"VerifyEmailChange","hash":"sha256:96f5518999ed876ff824b0f85c5b9e95ad4306e4e4e1c6cff10409576ca08b81"}} as unknown as TypedDocumentString<VerifyEmailChangeMutation, VerifyEmailChangeMutationVariables>;
export const HelpContactDocument = {"__meta__":{"operationName":"HelpContact","hash":"sha256:6df2649ed7b5af677a9336b470287f3f30e2b52da3f35930ceea76519211e72c"}} as unknown as TypedDocumentString<HelpContactQuery, HelpContactQueryVariables>;
export const HelpScreenDocument = {"__meta__":{"operationName":"HelpScreen","hash":"sha256:53bca4fcdaa64ffd58949fa44f380e4440b0aca233446515ddb04b05bdc2df11"}} as unknown as TypedDocumentString<HelpScreenQuery, HelpScreenQueryVariables>;
export const DismissLinkPromptDocument = {"__meta__":{"operationName":"DismissLinkPrompt","hash":"sha256:da8d0857e563249f0ff08e64dd159583a4bffdbf7174a24a48520c352fea35f9"}} as unknown as TypedDocumentString<DismissLinkPromptMutation, DismissLinkPromptMutationVariables>;
export const SelectPatientDocument = {"__meta__":{"operationName":"SelectPatient","hash":"sha256:e4e6e0eb88ac664745dc5cd85e42453205a23d45a028e2e68c842a16dae5815f"}} as unknown as TypedDocumentString<SelectPatientMutation, SelectPatientMutationVariables>;
export const HomeScreenDocument = {"__meta__":{"operationName":"HomeScreen","hash":"sha256:f3555fbbb8a93153c056159a4079762b040f7e9966b059bb89bb05e432337196"}} as unknown as TypedDocumentString<HomeScreenQuery, HomeScreenQueryVariables>;
export const ChangeGpScreenDocument = {"__meta__":{"operationName":"ChangeGpScreen","hash":"sha256:a422db414e1f20f5e34670bde0c917bbd7ab2285dec2cd459edcfc72dfabc456"}} as unknown as TypedDocumentString<ChangeGpScreenQuery, ChangeGpScreenQueryVariables>;
export const ConnectIm1FormScreenDocument = {"__meta__":{"operationName":"ConnectIm1FormScreen","hash":"sha256:acec3c3b5a667ec190eccec47d3c9b7ece3fb48d97000d8c660ab87a0309e65e"}} as unknown as TypedDocumentString<ConnectIm1FormScreenQuery, ConnectIm1FormScreenQueryVariables>;
export const ConnectIm1InformationScreenDocument = {"__meta__":{"operationName":"ConnectIm1InformationScreen","hash":"sha256:4d600cd10dc2996303a1f80ea0847b7da65d5565b122c0073e33216f731e2e8c"}} as unknown as TypedDocumentString<ConnectIm1InformationScreenQuery, ConnectIm1InformationScreenQueryVariables>;
export const LinkWithLetterDocument = {"__meta__":{"operationName":"LinkWithLetter","hash":"sha256:cd5be366b9d68e32ffb036e78abfa876eab7ebf4169db6e7ac1a7c90a88794e1"}} as unknown as TypedDocumentString<LinkWithLetterMutation, LinkWithLetterMutationVariables>;
export const ChangeGpDocument = {"__meta__":{"operationName":"ChangeGp","hash":"sha256:bb3646dfb821b125ff199e926af4e164f066292aa5c5c0f7407d6769ebe9c324"}} as unknown as TypedDocumentString<ChangeGpMutation, ChangeGpMutationVariables>;
export const MultiPatientInfoScreenDocument = {"__meta__":{"operationName":"MultiPatientInfoScreen","hash":"sha256:d54443ca5613a8c655b8f4b3f30aaa33ed869e9dd3e2bbe5785f6d0e7c66d7a8"}} as unknown as TypedDocumentString<MultiPatientInfoScreenQuery, MultiPatientInfoScreenQueryVariables>;
export const RegisterForOnlineServicesScreenDocument = {"__meta__":{"operationName":"RegisterForOnlineServicesScreen","hash":"sha256:707fdf99e0878b081f1c935c9d7c9b27f5892cbdddefeb4f6d8cf4a7b60b8677"}} as unknown as TypedDocumentString<RegisterForOnlineServicesScreenQuery, RegisterForOnlineServicesScreenQueryVariables>;
export const LinkWithNhsLoginDocument = {"__meta__":{"operationName":"LinkWithNhsLogin","hash":"sha256:60811b718efb4a11cfb977187f7d0b2c31a502688de89781ff05e01c9e4fda8c"}} as unknown as TypedDocumentString<LinkWithNhsLoginMutation, LinkWithNhsLoginMutationVariables>;
export const MedicalRecordSectionDocument = {"__meta__":{"operationName":"MedicalRecordSection","hash":"sha256:ab198edc9664516b4170d33efe0cec4a66dc00f177a7fb2b7aa37a31030b98f9"}} as unknown as TypedDocumentString<MedicalRecordSectionQuery, MedicalRecordSectionQueryVariables>;
export const MedicalRecordScreenDocument = {"__meta__":{"operationName":"MedicalRecordScreen","hash":"sha256:9c902147e11de1b2f47ecf55423e5af8b306574c749cd81cc93b5b32f0bb78c8"}} as unknown as TypedDocumentString<MedicalRecordScreenQuery, MedicalRecordScreenQueryVariables>;
export const NewMessageScreenDocument = {"__meta__":{"operationName":"NewMessageScreen","hash":"sha256:229acb870ba193ebc513526e843a9e1dcf371bdbb1072805dfd4910a2baf10e0"}} as unknown as TypedDocumentString<NewMessageScreenQuery, NewMessageScreenQueryVariables>;
export const ReplyMessageScreenDocument = {"__meta__":{"operationName":"ReplyMessageScreen","hash":"sha256:37c1054625a767d8fe7b0fb93d8fc0a8032d1db4d685c2682172cd4808552674"}} as unknown as TypedDocumentString<ReplyMessageScreenQuery, ReplyMessageScreenQueryVariables>;
export const SendMessageDocument = {"__meta__":{"operationName":"SendMessage","hash":"sha256:c632eacab8848f2b18de5bf2d84b27d804ed626c4ea1b4047757774ce7c1ef6e"}} as unknown as TypedDocumentString<SendMessageMutation, SendMessageMutationVariables>;
export const MessageThreadScreenDocument = {"__meta__":{"operationName":"MessageThreadScreen","hash":"sha256:139fcf0b62d75ac1f77a6592509b71c65bc93acf44a9c4bfe33c04fcd7e25cfd"}} as unknown as TypedDocumentString<MessageThreadScreenQuery, MessageThreadScreenQueryVariables>;
export const MarkMessageReadDocument = {"__meta__":{"operationName":"MarkMessageRead","hash":"sha256:f5d656f34fa13d39fc2199bb43d51b114111efaafae6e3bc6acb535e87732975"}} as unknown as TypedDocumentString<MarkMessageReadMutation, MarkMessageReadMutationVariables>;
export const MessagesScreenDocument = {"__meta__":{"operationName":"MessagesScreen","hash":"sha256:d7e8b47b9136947bfab91bce4f981776f3d7dea6deab6179318979aa8dcd7635"}} as unknown as TypedDocumentString<MessagesScreenQuery, MessagesScreenQueryVariables>;
export const DeleteMessageDocument = {"__meta__":{"operationName":"DeleteMessage","hash":"sha256:323dd493f5d3f011de770770b795ed9a604015ed088b8e86af36b5900a54f156"}} as unknown as TypedDocumentString<DeleteMessageMutation, DeleteMessageMutationVariables>;
export const AddressSearchDocument = {"__meta__":{"operationName":"AddressSearch","hash":"sha256:386d43a7708bf5128277e931e343d979acc50ebb5e1bbd4d2457d32708b2ba98"}} as unknown as TypedDocumentString<AddressSearchQuery, AddressSearchQueryVariables>;
export const DeleteLinkedPatientDocument = {"__meta__":{"operationName":"DeleteLinkedPatient","hash":"sha256:26329b47d60f529b00d60b00d1511a7327fc5e7c643eddc45bf5b3eafa252f6f"}} as unknown as TypedDocumentString<DeleteLinkedPatientMutation, DeleteLinkedPatientMutationVariables>;
export const UpdateProfileDocument = {"__meta__":{"operationName":"UpdateProfile","hash":"sha256:418c2281ed200f0f8501cf46f5031436971bfc30dd8ebd2a1ec031940315fd52"}} as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ProfileEmailChangeDocument = {"__meta__":{"operationName":"ProfileEmailChange","hash":"sha256:1333d081b1b2ea8e679b36d5b8c0418fab9006a60b6a4cbd7825c7293c34111f"}} as unknown as TypedDocumentString<ProfileEmailChangeMutation, ProfileEmailChangeMutationVariables>;
export const DeregisterScreenDocument = {"__meta__":{"operationName":"DeregisterScreen","hash":"sha256:8917f4c914f5136381b9b094d3e5eb6d7b5b88694e10fb803c1717947d9c082b"}} as unknown as TypedDocumentString<DeregisterScreenQuery, DeregisterScreenQueryVariables>;
export const DeregisterDocument = {"__meta__":{"operationName":"Deregister","hash":"sha256:ac6c8040d38274f4fe1cb0dc84947b6cbe911d363ca143f8a73f29a03762fd12"}} as unknown as TypedDocumentString<DeregisterMutation, DeregisterMutationVariables>;
export const MyDetailsScreenDocument = {"__meta__":{"operationName":"MyDetailsScreen","hash":"sha256:2c527fe05d3a7b9735174155ffbe7fe12a5bcb86258f2c12604cec7cca3f4661"}} as unknown as TypedDocumentString<MyDetailsScreenQuery, MyDetailsScreenQueryVariables>;
export const MyGpScreenDocument = {"__meta__":{"operationName":"MyGpScreen","hash":"sha256:e776fcfbc0b899a82167e400a38329c39787ddea1ce803793c24d27ed0f4ccb9"}} as unknown as TypedDocumentString<MyGpScreenQuery, MyGpScreenQueryVariables>;
export const MyLinkedPatientsScreenDocument = {"__meta__":{"operationName":"MyLinkedPatientsScreen","hash":"sha256:92f948bbc8011c6b494cd53b7e443fcaa04698c5c1d19fe8ff7a8a2e862d0f01"}} as unknown as TypedDocumentString<MyLinkedPatientsScreenQuery, MyLinkedPatientsScreenQueryVariables>;
export const SwitchLinkedPatientDocument = {"__meta__":{"operationName":"SwitchLinkedPatient","hash":"sha256:eb0307f120672a8659ca8b91515834bb94faab6ed9734a60db29060a63b01ed1"}} as unknown as TypedDocumentString<SwitchLinkedPatientMutation, SwitchLinkedPatientMutationVariables>;
export const MyProfileScreenDocument = {"__meta__":{"operationName":"MyProfileScreen","hash":"sha256:98a18607ea2b9da4d33f0c87f9b8be3238d1e425d701033e8efddad8d888d05b"}} as unknown as TypedDocumentString<MyProfileScreenQuery, MyProfileScreenQueryVariables>;
export const NotificationsScreenDocument = {"__meta__":{"operationName":"NotificationsScreen","hash":"sha256:4a4cf2b40c8c6098bcd53d2996ba76f46c72b604ab32fe4382afc0dcc4462b23"}} as unknown as TypedDocumentString<NotificationsScreenQuery, NotificationsScreenQueryVariables>;
export const UpdateNotificationPreferenceDocument = {"__meta__":{"operationName":"UpdateNotificationPreference","hash":"sha256:c7decc4c3cbe21c6aea45522493b3e39a60c4726ff4ff458da1615a44fd00b46"}} as unknown as TypedDocumentString<UpdateNotificationPreferenceMutation, UpdateNotificationPreferenceMutationVariables>;
export const MyServicesScreenDocument = {"__meta__":{"operationName":"MyServicesScreen","hash":"sha256:684670157af5bd9bedae389ed465e82560ba2258a6165581a3385c22be433075"}} as unknown as TypedDocumentString<MyServicesScreenQuery, MyServicesScreenQueryVariables>;
export const CurrentOrdersScreenDocument = {"__meta__":{"operationName":"CurrentOrdersScreen","hash":"sha256:7a68991a1ca62d3f7c2e46e88150e14f77d2ae3ea252d11e912f08f9fe7ca1be"}} as unknown as TypedDocumentString<CurrentOrdersScreenQuery, CurrentOrdersScreenQueryVariables>;
export const CancelOrderDocument = {"__meta__":{"operationName":"CancelOrder","hash":"sha256:6814502461e444b6e0557b96c3c6a4a4c395d34125cc45bc7144daa27ee3a649"}} as unknown as TypedDocumentString<CancelOrderMutation, CancelOrderMutationVariables>;
export const MyMedsScreenDocument = {"__meta__":{"operationName":"MyMedsScreen","hash":"sha256:25e7bac570c0f3877edda84cef0ff7e1662e44073bb38eac5f8ade6867682b3b"}} as unknown as TypedDocumentString<MyMedsScreenQuery, MyMedsScreenQueryVariables>;
export const SendOrderFeedbackDocument = {"__meta__":{"operationName":"SendOrderFeedback","hash":"sha256:09cf78943eb89bb0fa002f91015ac967082327a93335b96635dde77a1dab0c3d"}} as unknown as TypedDocumentString<SendOrderFeedbackMutation, SendOrderFeedbackMutationVariables>;
export const NewOrderScreenDocument = {"__meta__":{"operationName":"NewOrderScreen","hash":"sha256:acef44e0c32c5a1eb54503a3499d1e727923d1cf369fa138c8024933b8c491eb"}} as unknown as TypedDocumentString<NewOrderScreenQuery, NewOrderScreenQueryVariables>;
export const PlaceOrderDocument = {"__meta__":{"operationName":"PlaceOrder","hash":"sha256:d5b404df451ea945d70a48ec07749c9313a9167fba5f6c0c5dcefcb3fc09c914"}} as unknown as TypedDocumentString<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const PreviousOrdersScreenDocument = {"__meta__":{"operationName":"PreviousOrdersScreen","hash":"sha256:a577bc159e9faecdc7d36fd581d2724ee895b4a839e849bb6210741ee0fb4b2d"}} as unknown as TypedDocumentString<PreviousOrdersScreenQuery, PreviousOrdersScreenQueryVariables>;
export const BookPharmacyServiceDateScreenDocument = {"__meta__":{"operationName":"BookPharmacyServiceDateScreen","hash":"sha256:efd348da29c205e28604b1a62b6ba377e48a914a3332c27d97c8c92dbb72ee56"}} as unknown as TypedDocumentString<BookPharmacyServiceDateScreenQuery, BookPharmacyServiceDateScreenQueryVariables>;
export const BookPharmacyServiceDocument = {"__meta__":{"operationName":"BookPharmacyService","hash":"sha256:8a641eda2f378c963e79eb53ab5240b4188ff4195f1fe27524d004fe107a7744"}} as unknown as TypedDocumentString<BookPharmacyServiceMutation, BookPharmacyServiceMutationVariables>;
export const BookPharmacyServiceScreenDocument = {"__meta__":{"operationName":"BookPharmacyServiceScreen","hash":"sha256:477ef8794c415fff6ce851d9b0e8c96739f4a14dbe2e0d3013ae8dfe9b438b34"}} as unknown as TypedDocumentString<BookPharmacyServiceScreenQuery, BookPharmacyServiceScreenQueryVariables>;
export const PharmacyServicesScreenDocument = {"__meta__":{"operationName":"PharmacyServicesScreen","hash":"sha256:a3e63dac97061498234584e1b6e5f14adb14193d3a3300ab64843bea1299ed34"}} as unknown as TypedDocumentString<PharmacyServicesScreenQuery, PharmacyServicesScreenQueryVariables>;
export const CancelPharmacyServiceBookingDocument = {"__meta__":{"operationName":"CancelPharmacyServiceBooking","hash":"sha256:d6a7bfd622c6222a900a281fd7a9e06589f33f99e4a742d4cc9e6a4a48d0ef81"}} as unknown as TypedDocumentString<CancelPharmacyServiceBookingMutation, CancelPharmacyServiceBookingMutationVariables>;
export const ChoosePharmacyScreenDocument = {"__meta__":{"operationName":"ChoosePharmacyScreen","hash":"sha256:6c2c45e3a0b6ce052365df00d67d77cce080406b6917d3656c2be01c64e93b38"}} as unknown as TypedDocumentString<ChoosePharmacyScreenQuery, ChoosePharmacyScreenQueryVariables>;
export const ChoosePharmacyDocument = {"__meta__":{"operationName":"ChoosePharmacy","hash":"sha256:93fb15e7d55e45703c5fbbede713a5064af4a2a270c2b46f1d0991889ee2ffe2"}} as unknown as TypedDocumentString<ChoosePharmacyMutation, ChoosePharmacyMutationVariables>;
export const MyPharmacyScreenDocument = {"__meta__":{"operationName":"MyPharmacyScreen","hash":"sha256:844918d1d953d8d57a750a1399b2f1cbf1a8aff0908eb144de02b66f14ee7809"}} as unknown as TypedDocumentString<MyPharmacyScreenQuery, MyPharmacyScreenQueryVariables>;
export const PharmaciesNearDocument = {"__meta__":{"operationName":"PharmaciesNear","hash":"sha256:f815c3061afb12fc6f05c55e4b06c6ecb67306580bfb3c81f3c8b1f1523b9b97"}} as unknown as TypedDocumentString<PharmaciesNearQuery, PharmaciesNearQueryVariables>;
export const LinkageDetailsScreenDocument = {"__meta__":{"operationName":"LinkageDetailsScreen","hash":"sha256:f32f9cc3cd0250aef237101ec080fdea1a27a7f3651d1bb3ad28fe6b60a095d8"}} as unknown as TypedDocumentString<LinkageDetailsScreenQuery, LinkageDetailsScreenQueryVariables>;
export const CompleteRegistrationWithLinkageDocument = {"__meta__":{"operationName":"CompleteRegistrationWithLinkage","hash":"sha256:f582c3a10bc3e6fbf649c59d7e12795f4d08afc3423c6f3718500b80524e1db0"}} as unknown as TypedDocumentString<CompleteRegistrationWithLinkageMutation, CompleteRegistrationWithLinkageMutationVariables>;
export const RegisterDetailsScreenDocument = {"__meta__":{"operationName":"RegisterDetailsScreen","hash":"sha256:a35af901f773e73f20300992c4cc2029f7ce547bbb97cb12a65b7b502a8f55b4"}} as unknown as TypedDocumentString<RegisterDetailsScreenQuery, RegisterDetailsScreenQueryVariables>;
export const CompleteRegistrationDocument = {"__meta__":{"operationName":"CompleteRegistration","hash":"sha256:3ef8836098ada0746d67ffc85ca291dfde9c3752dcdddd19301907a2972b0f93"}} as unknown as TypedDocumentString<CompleteRegistrationMutation, CompleteRegistrationMutationVariables>;
export const VerifyRegistrationEmailDocument = {"__meta__":{"operationName":"VerifyRegistrationEmail","hash":"sha256:efea8d438a050546efdf134ad9d0edaac9635d6b1414fe7b78535b5ad83ff674"}} as unknown as TypedDocumentString<VerifyRegistrationEmailMutation, VerifyRegistrationEmailMutationVariables>;
export const StartRegistrationDocument = {"__meta__":{"operationName":"StartRegistration","hash":"sha256:460715e1ed6a38df048b0ff3b338e4b2071b9f4aca16cea6bbadfdf0d0c13571"}} as unknown as TypedDocumentString<StartRegistrationMutation, StartRegistrationMutationVariables>;
export const WaysToRegisterScreenDocument = {"__meta__":{"operationName":"WaysToRegisterScreen","hash":"sha256:b8d1d5d1b4923e55c3881a77da4adec87ded3fb1b9392da40fd5fa573132a9b8"}} as unknown as TypedDocumentString<WaysToRegisterScreenQuery, WaysToRegisterScreenQueryVariables>;
export const MedicineSearchDocument = {"__meta__":{"operationName":"MedicineSearch","hash":"sha256:cb2206b52995c966cfdd80f7201105d713e4a99fd5b9d8e39112084e726a4b63"}} as unknown as TypedDocumentString<MedicineSearchQuery, MedicineSearchQueryVariables>;
export const DailyReminderScreenDocument = {"__meta__":{"operationName":"DailyReminderScreen","hash":"sha256:873b60acc18440441f5312f5f7b2eb9817f61cbc54df1353f5e60c9fcf6e23d4"}} as unknown as TypedDocumentString<DailyReminderScreenQuery, DailyReminderScreenQueryVariables>;
export const CreateDailyReminderDocument = {"__meta__":{"operationName":"CreateDailyReminder","hash":"sha256:58bd3dc993aa0d2ab490ac215f5bbef412d895e951553e8e6f47a7aeb1739ccf"}} as unknown as TypedDocumentString<CreateDailyReminderMutation, CreateDailyReminderMutationVariables>;
export const UpdateDailyReminderDocument = {"__meta__":{"operationName":"UpdateDailyReminder","hash":"sha256:3d2736e83a7f01892bab051aaed5dc4ece238ac2669be55655e7dd7de978f53c"}} as unknown as TypedDocumentString<UpdateDailyReminderMutation, UpdateDailyReminderMutationVariables>;
export const RemindersScreenDocument = {"__meta__":{"operationName":"RemindersScreen","hash":"sha256:643113da21e242ed40da758b8d2e9e08c5bd07144ea62973daaab4e600ac7057"}} as unknown as TypedDocumentString<RemindersScreenQuery, RemindersScreenQueryVariables>;
export const RemoveReorderReminderDocument = {"__meta__":{"operationName":"RemoveReorderReminder","hash":"sha256:1477618d7cb69a1e465246d43e995ff8c90a359360cb6dcb2d3e6b2b4a064c5e"}} as unknown as TypedDocumentString<RemoveReorderReminderMutation, RemoveReorderReminderMutationVariables>;
export const RemoveDailyReminderDocument = {"__meta__":{"operationName":"RemoveDailyReminder","hash":"sha256:530501d382678a0c9f8040e3107d094cd741ec5e76055cdee874fd237e679163"}} as unknown as TypedDocumentString<RemoveDailyReminderMutation, RemoveDailyReminderMutationVariables>;
export const NewReorderReminderScreenDocument = {"__meta__":{"operationName":"NewReorderReminderScreen","hash":"sha256:32d575457ca77129096d1cd3769ed0f62a3df609ff8554dcb2a12bbe09e25fbe"}} as unknown as TypedDocumentString<NewReorderReminderScreenQuery, NewReorderReminderScreenQueryVariables>;
export const EditReorderReminderScreenDocument = {"__meta__":{"operationName":"EditReorderReminderScreen","hash":"sha256:e0a70498b9a808f9e7dee9061c7406a9ab8ee8be7b049718f7e169dace9d0550"}} as unknown as TypedDocumentString<EditReorderReminderScreenQuery, EditReorderReminderScreenQueryVariables>;
export const CreateReorderReminderDocument = {"__meta__":{"operationName":"CreateReorderReminder","hash":"sha256:c0587cce927c197d0419eb1601f1846bd6b63eec5b95cdf45e0a44229192a790"}} as unknown as TypedDocumentString<CreateReorderReminderMutation, CreateReorderReminderMutationVariables>;
export const UpdateReorderReminderDocument = {"__meta__":{"operationName":"UpdateReorderReminder","hash":"sha256:ee228228465e7d71e81aea2a8c32b6df029b63cb1c2684f3c06721e9dde8b7f4"}} as unknown as TypedDocumentString<UpdateReorderReminderMutation, UpdateReorderReminderMutationVariables>;
export const StartNhsLoginDocument = {"__meta__":{"operationName":"StartNhsLogin","hash":"sha256:40b8de00a313b80763e123a10f1e1e155c515ea937dd981fb9e8f851bde88451"}} as unknown as TypedDocumentString<StartNhsLoginMutation, StartNhsLoginMutationVariables>;
export const CompleteNhsLoginDocument = {"__meta__":{"operationName":"CompleteNhsLogin","hash":"sha256:19e3435395637d81647e49d102f070b00ba55afa6146b9e4d613cd7603ee0554"}} as unknown as TypedDocumentString<CompleteNhsLoginMutation, CompleteNhsLoginMutationVariables>;