import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type Account = {
  __typename?: 'Account';
  accountStatus: AccountStatus;
  allowBetaFeatures: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  hasPatientIntegration: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  nhsLoginSub?: Maybe<Scalars['String']['output']>;
};

export type AccountStatus =
  | 'ACTIVE'
  | 'Created'
  | 'Verified';

/** A postal address as the address search gives it; the lines are not typed by the patient (spec part 2 §2). */
export type Address = {
  __typename?: 'Address';
  address1: Scalars['String']['output'];
  address2?: Maybe<Scalars['String']['output']>;
  address3?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
};

export type AppConfig = {
  __typename?: 'AppConfig';
  /**
   * The analytics script's address (the gateway's ANALYTICS_SCRIPT_URL), or null when none is configured. The app
   * loads it only after the visitor accepts analytics cookies (accepted-ga), never before.
   */
  analyticsScriptUrl?: Maybe<Scalars['String']['output']>;
  featureAllergyTesting: Scalars['Boolean']['output'];
  featureCovidVaccination: Scalars['Boolean']['output'];
  /** Email change is on unless the mobile config says 'Disabled' (spec part 2 'Verify email change'). */
  featureEmailChange: Scalars['Boolean']['output'];
  featureIM1: Scalars['Boolean']['output'];
  featureNHSLogin: Scalars['Boolean']['output'];
  featurePharmacyServiceBooking: Scalars['Boolean']['output'];
  links: ConfigLinks;
  /**
   * The browser key for Google Maps (the gateway's GOOGLE_MAPS_API_KEY), or null when none is configured: then
   * the pharmacy pages say the map is unavailable and their list does all the work.
   */
  mapsApiKey?: Maybe<Scalars['String']['output']>;
  /** The product's name, the spec's {product}. */
  productName: Scalars['String']['output'];
  supportEmail: Scalars['String']['output'];
};

export type Appointment = {
  __typename?: 'Appointment';
  canBeCancelled: Scalars['Boolean']['output'];
  /** Null if the practice no longer lists the clinician. */
  clinician?: Maybe<Clinician>;
  endTime: Scalars['String']['output'];
  slotId: Scalars['ID']['output'];
  slotType: SlotType;
  /** ISO 8601; the app shows it in Europe/London. */
  startTime: Scalars['String']['output'];
};

export type AppointmentSession = {
  __typename?: 'AppointmentSession';
  clinician: Clinician;
  /** YYYY-MM-DD in Europe/London. */
  sessionDate: Scalars['String']['output'];
  sessionId: Scalars['ID']['output'];
  slotType: SlotType;
  slots: Array<AppointmentSlot>;
};

export type AppointmentSessionFilter = {
  clinicianId?: InputMaybe<Scalars['ID']['input']>;
  clinicianSex?: InputMaybe<ClinicianSex>;
  /** YYYY-MM-DD in Europe/London; all dates of the window when left out. */
  date?: InputMaybe<Scalars['String']['input']>;
  practitionerType?: InputMaybe<PractitionerType>;
  slotType: SlotType;
};

export type AppointmentSlot = {
  __typename?: 'AppointmentSlot';
  endTime: Scalars['String']['output'];
  slotId: Scalars['ID']['output'];
  startTime: Scalars['String']['output'];
};

export type BookAppointmentInput = {
  contactNumber: Scalars['String']['input'];
  endTime: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  sessionId: Scalars['ID']['input'];
  slotId: Scalars['ID']['input'];
  startTime: Scalars['String']['input'];
};

export type BookPharmacyServiceInput = {
  serviceId: Scalars['ID']['input'];
  /** ISO 8601 start of the chosen slot. */
  start: Scalars['String']['input'];
  subType?: InputMaybe<Scalars['String']['input']>;
};

export type Clinician = {
  __typename?: 'Clinician';
  clinicianId: Scalars['ID']['output'];
  displayName: Scalars['String']['output'];
  jobRole: JobRole;
  sex: ClinicianSex;
};

export type ClinicianSex =
  | 'Female'
  | 'Male';

/** External links; their visible text lives in locales (frame.footer.*). */
export type ConfigLinks = {
  __typename?: 'ConfigLinks';
  allergyTesting: Scalars['String']['output'];
  appDownload: Scalars['String']['output'];
  contact: Scalars['String']['output'];
  cookiePolicy: Scalars['String']['output'];
  facebook: Scalars['String']['output'];
  findOutMore: Scalars['String']['output'];
  instagram: Scalars['String']['output'];
  privacy: Scalars['String']['output'];
  provider: Scalars['String']['output'];
  terms: Scalars['String']['output'];
  twitter: Scalars['String']['output'];
};

export type ConsultationSection = {
  __typename?: 'ConsultationSection';
  header: Scalars['String']['output'];
  observations: Array<RecordObservation>;
};

/** spec part 2 §2: a service is given at the pharmacy (location information) or by video (link and password). */
export type ConsultationType =
  | 'InPerson'
  | 'Video';

export type CreateReorderReminderInput = {
  orderId: Scalars['ID']['input'];
  orderItemId: Scalars['ID']['input'];
  when: ReminderDateTimeInput;
};

export type DailyReminder = {
  __typename?: 'DailyReminder';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The ordered item it is for (null for a searched medicine). */
  orderId?: Maybe<Scalars['ID']['output']>;
  orderItemId?: Maybe<Scalars['ID']['output']>;
  /** Wall-clock time in Europe/London, HH:mm:ss. */
  reminderTime: Scalars['String']['output'];
};

/**
 * A daily reminder: for an item ordered before (orderId and orderItemId; its description is the item's) or for a
 * searched medicine (description only). `reminderTime` is HH:mm on a 15-minute step.
 */
export type DailyReminderInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  orderId?: InputMaybe<Scalars['ID']['input']>;
  orderItemId?: InputMaybe<Scalars['ID']['input']>;
  reminderTime: Scalars['String']['input'];
  /** Also set a reorder reminder for this medicine (the search widget's optional reorder reminder). */
  reorderOn?: InputMaybe<ReminderDateTimeInput>;
};

export type DeliveryMethod =
  | 'Collection'
  | 'Delivery';

/** The account's email and password, for completing an email change when signed out. */
export type EmailChangeCredentials = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** spec part 2 §3 'FAQ': a category and its questions. */
export type FaqCategory = {
  __typename?: 'FaqCategory';
  /** Stable, plain (lower-case words joined by hyphens): the app links to a category by it. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  questions: Array<FaqQuestion>;
};

export type FaqContentBlock = {
  __typename?: 'FaqContentBlock';
  type: FaqContentBlockType;
  value: Scalars['String']['output'];
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

export type FaqQuestion = {
  __typename?: 'FaqQuestion';
  /** The answer, in order. */
  content: Array<FaqContentBlock>;
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type Features = {
  __typename?: 'Features';
  allergyTesting: Scalars['Boolean']['output'];
  appointments: Scalars['Boolean']['output'];
  /** prescribing or manualReordering: /my-meds/orders/new is open. */
  canOrder: Scalars['Boolean']['output'];
  /** IM1 enabled and the patient not linked: the hubs offer the way to connect to their GP. */
  connectGp: Scalars['Boolean']['output'];
  /** featureCovidVaccination and the pharmacy's ownershipType Owned. */
  covidVaccination: Scalars['Boolean']['output'];
  /** Daily reminders are listed (the auto or manual daily beta flag, for an account with allowBetaFeatures). */
  dailyReminders: Scalars['Boolean']['output'];
  /** The email-change flag is on (mobile config featureEmailChange): My profile may change the email. */
  emailChange: Scalars['Boolean']['output'];
  /** The patient has a nominated pharmacy (else only My details and Log out, and routes go to /choose-pharmacy). */
  hasPharmacy: Scalars['Boolean']['output'];
  /** IM1 (GP online services) is enabled in configuration. */
  im1Enabled: Scalars['Boolean']['output'];
  /** IM1 enabled and the active patient is IM1-linked (iM1Available): messages, appointments, record, deregister. */
  im1Linked: Scalars['Boolean']['output'];
  /** Unlinked patients are prompted to link via NHS (and have not dismissed the banner). */
  linkPrompt: Scalars['Boolean']['output'];
  /** The patient may add and edit daily reminders (manual daily beta flag and allowBetaFeatures). */
  manualDailyReminders: Scalars['Boolean']['output'];
  /** The patient may add and edit reorder reminders (manual reorder beta flag and allowBetaFeatures). */
  manualReorderReminders: Scalars['Boolean']['output'];
  /** Unlinked with allowManualReordering: manual items only. */
  manualReordering: Scalars['Boolean']['output'];
  medicalRecord: Scalars['Boolean']['output'];
  /** Messages, and the practice shows message subjects (showMessageSubjects): the subject field and 're: subject'. */
  messageSubjects: Scalars['Boolean']['output'];
  messages: Scalars['Boolean']['output'];
  /** More than one patient on the account: the switcher can change the active one. */
  multiPatient: Scalars['Boolean']['output'];
  /** GP name and IM1 availability. */
  myGp: Scalars['Boolean']['output'];
  /** The account signs in with a password, not NHS login: My profile offers 'Reset my password'. */
  passwordReset: Scalars['Boolean']['output'];
  /** The account has a patient integration (NHS login registration). */
  patientIntegration: Scalars['Boolean']['output'];
  /** featurePharmacyServiceBooking and the pharmacy's isServiceBookingEnabled. */
  pharmacyServiceBooking: Scalars['Boolean']['output'];
  /**
   * featurePharmacyServiceBooking and a nominated pharmacy: the pharmacy-services screen and its cards, which say
   * so when the pharmacy does not take bookings.
   */
  pharmacyServices: Scalars['Boolean']['output'];
  /** Linked and prescribingEnabled: the new-order flow with GP items. */
  prescribing: Scalars['Boolean']['output'];
  /**
   * My profile's fields may be edited: the patient has no GP integration, or the account has no NHS login and
   * the email-change flag is on (spec part 2 §6).
   */
  profileEditing: Scalars['Boolean']['output'];
  /** The pharmacy's hasPromoteServiceCard with at least one promoted service. */
  promotedServices: Scalars['Boolean']['output'];
  /** Any reminder feature: /my-meds/reminders opens (spec part 2 §2: with all flags off it navigates back). */
  reminders: Scalars['Boolean']['output'];
  /** Reorder reminders are listed (the auto or manual reorder beta flag, for an account with allowBetaFeatures). */
  reorderReminders: Scalars['Boolean']['output'];
};

/** The practice and usual doctor of the active patient (spec part 2 §3 Patient gp* fields, doctorName). */
export type GpDetails = {
  __typename?: 'GpDetails';
  address1?: Maybe<Scalars['String']['output']>;
  address2?: Maybe<Scalars['String']['output']>;
  address3?: Maybe<Scalars['String']['output']>;
  address4?: Maybe<Scalars['String']['output']>;
  /** Null when no usual doctor is chosen (the screen says 'none chosen'). */
  doctorName?: Maybe<Scalars['String']['output']>;
  gpName: Scalars['String']['output'];
  postcode?: Maybe<Scalars['String']['output']>;
  telephone?: Maybe<Scalars['String']['output']>;
};

export type IntegrationSettings = {
  __typename?: 'IntegrationSettings';
  allowFilteredAppointmentBooking: Scalars['Boolean']['output'];
  appointmentReasonRequired: Scalars['Boolean']['output'];
  appointmentsEnabled: Scalars['Boolean']['output'];
  medicalRecordEnabled: Scalars['Boolean']['output'];
  practicePatientCommunicationEnabled: Scalars['Boolean']['output'];
  prescribingCommentRequired: Scalars['Boolean']['output'];
  prescribingEnabled: Scalars['Boolean']['output'];
  showMessageSubjects: Scalars['Boolean']['output'];
};

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
  dateOfBirth: Scalars['String']['input'];
  /** The patient's account ID (number) at the GP practice. */
  gpAccountId: Scalars['String']['input'];
  linkageKey: Scalars['String']['input'];
  /** The practice's ODS (organisation) code. */
  odsCode: Scalars['String']['input'];
  /** The patient's last name, as the GP practice has it. */
  surname: Scalars['String']['input'];
};

/** The 'Codes From my GP' form of linkage details (spec part 1 §2 'Linkage details'). */
export type LinkageRegistrationInput = {
  /** YYYY-MM-DD */
  dateOfBirth: Scalars['String']['input'];
  /** The patient's account ID (number) at the GP practice. */
  gpAccountId: Scalars['String']['input'];
  linkageKey: Scalars['String']['input'];
  /** The practice's ODS (organisation) code. */
  odsCode: Scalars['String']['input'];
  password: Scalars['String']['input'];
  surname: Scalars['String']['input'];
};

export type LinkedPatient = {
  __typename?: 'LinkedPatient';
  fullName: Scalars['String']['output'];
  patientId: Scalars['ID']['output'];
  /** True for the patient currently active (Me.patient); exactly one in Me.linkedPatients. */
  selected: Scalars['Boolean']['output'];
};

export type ManagedPatient = {
  __typename?: 'ManagedPatient';
  /** Neither the active patient nor the account's own. */
  deletable: Scalars['Boolean']['output'];
  fullName: Scalars['String']['output'];
  patientId: Scalars['ID']['output'];
  /** The active patient (Me.patient). */
  selected: Scalars['Boolean']['output'];
};

export type Me = {
  __typename?: 'Me';
  account: Account;
  /** Access rules of spec part 1 §6 / part 2 §6, derived once in gateway/src/access/access-rules.ts. */
  features: Features;
  integrationSettings?: Maybe<IntegrationSettings>;
  /**
   * Every patient this account may act for (itself and by proxy access), the active one included with
   * selected: true, ordered by full name then id: the order does not change when the active patient does.
   * The API names the other patients only for an IM1-linked active patient (spec part 1 §3); otherwise the
   * list holds the active patient alone.
   */
  linkedPatients: Array<LinkedPatient>;
  patient: Patient;
  pharmacy?: Maybe<Pharmacy>;
};

export type MedicalRecord = {
  __typename?: 'MedicalRecord';
  /** The first section's entries; null when no section is shown or the first could not be read. */
  firstSection?: Maybe<MedicalRecordSection>;
  /** Only the sections enabled in the practice's medicalRecordSettings (spec part 2 §6). */
  sections: Array<MedicalRecordSectionSummary>;
};

export type MedicalRecordEntry = {
  __typename?: 'MedicalRecordEntry';
  /** YYYY-MM-DD: a medication's first issue, any other entry's effective date; null when unknown. */
  date?: Maybe<Scalars['String']['output']>;
  /** The display term; null when the practice recorded none (the app says 'No description provided.'). */
  description?: Maybe<Scalars['String']['output']>;
  /** The GP system's eventGuid. */
  id: Scalars['ID']['output'];
  /** Problems: the observation that records the problem. */
  observation?: Maybe<RecordObservation>;
  /** Problems: active or past. */
  problemStatus?: Maybe<ProblemStatus>;
  /** Test results: the value, unit and reference range. */
  result?: Maybe<RecordValue>;
  /** Consultations: their sections (History, Examination, Plan…), in order; empty for other entries. */
  sections: Array<ConsultationSection>;
};

export type MedicalRecordSection = {
  __typename?: 'MedicalRecordSection';
  /** Newest first; undated entries last. */
  entries: Array<MedicalRecordEntry>;
  type: MedicalRecordType;
};

export type MedicalRecordSectionSummary = {
  __typename?: 'MedicalRecordSectionSummary';
  /** How many entries the tab counts (problems: active ones only); null when the section could not be read. */
  count?: Maybe<Scalars['Int']['output']>;
  /** A catalogue key (medicalRecord.loadFailed) when the section could not be read; else null. */
  failureCode?: Maybe<Scalars['String']['output']>;
  type: MedicalRecordType;
};

/** spec part 2 §2: the tabs, in this order; §7: the medical record call's medicalRecordType. */
export type MedicalRecordType =
  | 'Allergies'
  | 'Consultations'
  | 'Immunisations'
  | 'Medication'
  | 'Problems'
  | 'TestResults';

/** A medicine search result (spec part 2 §3): a name with its types (tablet, liquid…), each with its options. */
export type Medicine = {
  __typename?: 'Medicine';
  description: Scalars['String']['output'];
  types: Array<MedicineType>;
};

export type MedicineType = {
  __typename?: 'MedicineType';
  options: Array<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

export type MessageRecipient = {
  __typename?: 'MessageRecipient';
  name: Scalars['String']['output'];
  recipientGuid: Scalars['ID']['output'];
};

/** A conversation with one recipient at the practice, as the list shows it (spec part 2 §3 Message). */
export type MessageThread = {
  __typename?: 'MessageThread';
  id: Scalars['ID']['output'];
  /** ISO 8601: the latest reply, else the first message (the list's order and its time). */
  lastActivityAt: Scalars['String']['output'];
  /** The first recipient's name (spec part 2 'Messages list'). */
  recipientName: Scalars['String']['output'];
  replyCount: Scalars['Int']['output'];
  /** Null when the thread has none; the app shows it only where me.features.messageSubjects holds. */
  subject?: Maybe<Scalars['String']['output']>;
  /** The practice has replied since the patient last opened it. */
  unread: Scalars['Boolean']['output'];
};

/** A thread with every message in it, oldest first (spec part 2 'Message thread'). */
export type MessageThreadDetail = {
  __typename?: 'MessageThreadDetail';
  id: Scalars['ID']['output'];
  messages: Array<ThreadMessage>;
  recipientGuid: Scalars['ID']['output'];
  recipientName: Scalars['String']['output'];
  subject?: Maybe<Scalars['String']['output']>;
  unread: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Books a slot (spec part 2 §5): the contact number must be non-blank, and the reason too when the practice
   * sets appointmentReasonRequired; the reason is trimmed. Failure codes: appointments.contactNumberRequired,
   * appointments.reasonRequired, appointments.slotUnavailable (taken meanwhile), appointments.bookFailed.
   */
  bookAppointment: Scalars['Boolean']['output'];
  /**
   * Books a slot of a service for the active patient (spec part 2 §5: a time, and a sub type when the service
   * has them). Failure codes: pharmacyServices.timeRequired, pharmacyServices.subTypeRequired,
   * pharmacyServices.bookFailed (a 422 carries the server's message: the slot was taken meanwhile, the time is not
   * offered, the pharmacy takes no bookings).
   */
  bookPharmacyService: ServiceBooking;
  /**
   * Cancels one of the patient's appointments with a non-blank reason (spec part 2 §5). Answers true; the
   * appointments as they are now come from Query.appointments, which the app reads afresh afterwards (one
   * upstream call fewer than answering them here). Failure codes: appointments.cancelReasonRequired,
   * appointments.cancelFailed.
   */
  cancelAppointment: Scalars['Boolean']['output'];
  /**
   * Cancels a cancellable order with a non-blank reason (spec part 1 §2 'Current orders', §5), then answers
   * the orders as they are now. Failure codes: orders.cancelReasonRequired, orders.cancelFailed; if the cancel
   * succeeded but the orders could not be read again, orders.loadFailed.
   */
  cancelOrder: Orders;
  /**
   * Cancels one of the active patient's bookings, then answers the bookings as they are now.
   * Failure code: pharmacyServices.cancelFailed (a 422 carries the server's message).
   */
  cancelPharmacyServiceBooking: Array<ServiceBooking>;
  /**
   * Changes GP practice (spec part 2 'Change my GP practice', §7 'Re-register to a GP'): links the active
   * patient to the new letter's GP record instead of the old one; orders are kept. Signed in. Failure codes as
   * linkWithLetter.
   */
  changeGp: Me;
  /**
   * Nominates a pharmacy for the active patient, or for every patient of the account when `forAllPatients`
   * (spec part 1 §4 'Pharmacy change'). Signed in. Answers the account as it now is. Failure codes:
   * pharmacy.sameAsCurrent (already the patient's pharmacy), pharmacy.changeFailed (with the server's message
   * when the API refused the choice with one, e.g. a pharmacy that does not exist).
   */
  choosePharmacy: Me;
  /**
   * Completes NHS login when the browser comes back with `code` and `state` (spec part 1 §4 'Sign-in' and 'NHS
   * Login registration'): signs in, or creates the account, and starts the session. Public. Failure codes:
   * nhsLogin.failed (no NHS login under way in this browser, a state that does not match, a refused or used
   * code), nhsLogin.unknownUser (signing in, no account has this NHS login), nhsLogin.accountExists
   * (registering, there is already an account), auth.accountLocked, auth.registrationIncomplete.
   */
  completeNhsLogin: SignInResult;
  /**
   * Sets a new password with the token from the reset email (spec part 2 'Reset password (completion)', §7
   * 'Complete password reset'). Public: no session needed, and it neither starts nor ends one. Failure codes:
   * auth.passwordResetExpired (an unknown, used, expired or unreadable token: the expired-link view),
   * auth.passwordTooWeak (the password breaks the password rule), auth.passwordResetFailed.
   */
  completePasswordReset: Scalars['Boolean']['output'];
  /**
   * 'Create an Account' (spec part 1 §4): creates the sign-in user, signs in, then creates the patient. Needs a
   * verified registration. Failure codes: registration.expired (no verified registration: start again),
   * registration.fieldsRequired, registration.tooYoung, registration.invalidDate, registration.invalidPhone,
   * auth.passwordTooWeak, registration.createFailed.
   */
  completeRegistration: SignInResult;
  /**
   * 'Register now' with the linkage letter's codes (spec part 1 §2 'Linkage details'). Needs a verified
   * registration. Failure codes: registration.expired, registration.fieldsRequired, registration.invalidDate,
   * auth.passwordTooWeak, registration.linkageNotFound, registration.linkageAlreadyRegistered,
   * registration.createFailed.
   */
  completeRegistrationWithLinkage: SignInResult;
  /**
   * Sets a daily reminder (spec part 2 §2 'Daily reminder new or edit', §7), with a reorder reminder for the
   * same medicine when `reorderOn` is given. Failure codes: reminders.dailyTimeInvalid,
   * reminders.descriptionRequired, reminders.reorderTimeInvalid, reminders.reorderTimeInPast,
   * reminders.createFailed.
   */
  createDailyReminder: DailyReminder;
  /**
   * Sets a reorder reminder for a collected item (spec part 2 §2 'New reorder reminder', §7). Failure codes:
   * reminders.reorderTimeInvalid, reminders.reorderTimeInPast, reminders.createFailed.
   */
  createReorderReminder: ReorderReminder;
  /**
   * Deletes one of the patient's threads (spec part 2 §4), then answers the threads as they are now. Failure
   * code: messages.deleteFailed.
   */
  deleteMessage: Array<MessageThread>;
  /**
   * Deletes one of the account's other patients (spec part 2 §7 'Delete patient'), then answers `me` afresh.
   * Fails with myDetails.deletePatientFailed.
   */
  deletePatient: Me;
  /**
   * Deregisters the active patient from GP online services (spec part 2 §4 'Deregistration'), then answers `me`
   * afresh. Fails with myDetails.deregisterFailed.
   */
  deregister: Me;
  /**
   * Dismisses the home banner that asks an unlinked patient to link via NHS (spec part 1 §2 'Home screen':
   * dismissal tracked by iM1ReminderClosed), then answers `me` afresh (features.linkPrompt false).
   */
  dismissLinkPrompt: Me;
  /**
   * 'Stay signed in' of the time-out warning: counts as activity, so the idle limit starts again, and answers the
   * session's new times (never past the 12-hour limit). Failure code: UNAUTHENTICATED (the session has ended).
   */
  extendSession: Session;
  /**
   * Connects to GP online services with a registration letter (spec part 1 §7 'Connect IM1 via linkage
   * letter'). `secondary` false: links the active patient. `secondary` true (proxy access): adds the letter's
   * patient to the account as a linked patient. Signed in. Answers the account as it now is. Failure codes:
   * linking.fieldsRequired, linking.invalidDate, linking.notFound, linking.alreadyRegistered,
   * linking.patientAlreadyLinked, linking.tooManyAttempts, linking.failed; all but the first two carry the
   * server's message.
   */
  linkWithLetter: Me;
  /**
   * Completes a GP connection through NHS login when the browser comes back to register for online services
   * with `code` and `state` (spec part 1 §2 'Connect IM1 result', §7 'Connect IM1 via NHS Login'); started by
   * startNhsLogin(intent: LINK). Signed in. Failure codes: nhsLogin.failed (no connection under way in this
   * browser, a state that does not match, a refused code), linking.noNhsLoginRecord,
   * linking.patientAlreadyLinked, linking.failed.
   */
  linkWithNhsLogin: Me;
  /**
   * Marks one of the patient's threads read (spec part 2 §4: opening it marks it Read) and answers it as it is
   * now. Failure code: messages.detailFailed.
   */
  markMessageRead: MessageThread;
  /**
   * Submits the basket (spec part 1 §2 'New order', §5). Duplicate items (same orderItemId or
   * medicationCourseGuid) are removed first. Failure codes: orders.commentRequired, orders.commentTooLong,
   * orders.submitFailed (with `reasons` for refused fields and `serverMessage` where the API shows its own).
   */
  placeOrder: PlaceOrderResult;
  /**
   * Removes a daily reminder (spec part 2 §7). Answers the reminders as they are now. Failure code:
   * reminders.removeDailyFailed.
   */
  removeDailyReminder: Reminders;
  /**
   * Removes a reorder reminder (spec part 2 §2): an auto-generated one is disabled (status false) and stays in
   * the list, a manual one is deleted. Answers the reminders as they are now. Failure code: reminders.removeFailed.
   */
  removeReorderReminder: Reminders;
  /**
   * Sends a verification link to a new email address (spec part 2 'My profile', §7 'Send email change token').
   * Signed in. The email is trimmed. Failure codes: UNAUTHENTICATED, emailChange.disabled, auth.invalidEmail,
   * emailChange.sameEmail, emailChange.emailInUse, emailChange.failed.
   */
  requestEmailChange: Scalars['Boolean']['output'];
  /**
   * Asks for a password reset email (spec part 2 'Forgot password', §7 'Request password reset'). Public: no
   * session needed. The email is trimmed first. It answers true whether or not an account has the email, so
   * nobody can learn which emails have accounts. Failure codes: auth.invalidEmail, auth.passwordResetFailed.
   */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Makes one of the account's patients the active one. */
  selectPatient: Me;
  /**
   * Sends a new message, or with replyToId a reply in that thread (spec part 2 §5, §7): recipient, subject and
   * body non-blank once trimmed, the subject at most 64 characters and the body 4,000 (api/src/contract).
   * Failure codes: messages.recipientRequired, messages.subjectRequired, messages.bodyRequired,
   * messages.subjectTooLong, messages.bodyTooLong, messages.sendFailed.
   */
  sendMessage: Scalars['Boolean']['output'];
  /**
   * The thank-you page's feedback question (spec part 1 §2 'New order', §7 'Order survey'). Failure code:
   * orders.feedbackFailed.
   */
  sendOrderFeedback: Scalars['Boolean']['output'];
  /**
   * Signs in with email and password and starts the session (tokens stay in the gateway's sealed cookie).
   * Failure codes: auth.fieldsRequired, auth.invalidEmail, auth.registrationIncomplete, auth.accountLocked,
   * auth.nhsLoginHint, auth.invalidCredentials, auth.tokensMissing, common.unexpected.
   */
  signIn: SignInResult;
  /** Ends the session. Always succeeds. */
  signOut: Scalars['Boolean']['output'];
  /**
   * Starts NHS login (spec part 1 §7 'The NHS Login browser redirect'): remembers a fresh state, nonce and PKCE
   * verifier in the gateway's sealed cookie and answers the authorize URL to send the browser to. Public.
   * marketingOptin is the registration page's choice (ignored when signing in). Failure code: nhsLogin.failed.
   */
  startNhsLogin: Scalars['String']['output'];
  /**
   * The email step (spec part 1 §2 'Email entry', §4). Public. The email is trimmed. Failure codes:
   * auth.invalidEmail, registration.sendFailed.
   */
  startRegistration: RegistrationEmailOutcome;
  /**
   * Changes a daily reminder (spec part 2 §7). Failure codes: reminders.dailyTimeInvalid,
   * reminders.descriptionRequired, reminders.reorderTimeInvalid, reminders.reorderTimeInPast,
   * reminders.updateDailyFailed.
   */
  updateDailyReminder: DailyReminder;
  /**
   * Turns one channel of one notification type on or off (spec part 2 §4 'Notification toggle', §7 'Update
   * notification preferences') and answers the preferences afresh. Fails with notifications.updateFailed, or
   * notifications.invalid with field reasons (`noMobileApp`: the app channel of an account without the app;
   * `notOffered`: a type the screen does not offer this account).
   */
  updateNotificationPreference: NotificationPreferences;
  /**
   * Saves the active patient's profile (spec part 2 §7, the patient update), then answers it afresh. Fails with
   * profile.updateFailed: with `extensions.reasons` (field and reason, the API's 422) when fields are refused,
   * and when §6 restricts editing. Nothing is stored unless every field is accepted.
   */
  updateProfile: Profile;
  /**
   * Moves a reorder reminder to another date and time (spec part 2 §2 'Edit reorder reminder', §7); a removed
   * auto-generated reminder is turned on again. Failure codes: reminders.reorderTimeInvalid,
   * reminders.reorderTimeInPast, reminders.updateFailed.
   */
  updateReorderReminder: ReorderReminder;
  /**
   * Completes an email change with the link's token (spec part 2 'Verify email change', §7). Signed in, or with
   * the account's current email and password, which sign in first. On success the session ends, because the
   * email it was opened with is no longer the account's: the app sends the user to log in. Failure codes:
   * emailChange.disabled, auth.fieldsRequired, auth.invalidEmail, emailChange.credentialsRefused (the sign-in
   * was refused), UNAUTHENTICATED (neither a session nor credentials), emailChange.failed (with the server's
   * message when it gives one: the link is used, expired or another account's).
   */
  verifyEmailChange: Scalars['Boolean']['output'];
  /**
   * The verify email landing (spec part 1 §2): checks the token from the verification link and remembers the
   * verified registration for the next steps. Public. Failure codes: registration.invalidToken (unknown, used
   * or expired link), common.unexpected.
   */
  verifyRegistrationEmail: VerifiedRegistration;
};


export type MutationBookAppointmentArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: BookAppointmentInput;
};


export type MutationBookPharmacyServiceArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: BookPharmacyServiceInput;
};


export type MutationCancelAppointmentArgs = {
  reason: Scalars['String']['input'];
  slotId: Scalars['ID']['input'];
};


export type MutationCancelOrderArgs = {
  orderId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationCancelPharmacyServiceBookingArgs = {
  bookingId: Scalars['ID']['input'];
};


export type MutationChangeGpArgs = {
  letter: LinkageLetterInput;
};


export type MutationChoosePharmacyArgs = {
  forAllPatients: Scalars['Boolean']['input'];
  pharmacyId: Scalars['ID']['input'];
};


export type MutationCompleteNhsLoginArgs = {
  code: Scalars['String']['input'];
  state: Scalars['String']['input'];
};


export type MutationCompletePasswordResetArgs = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationCompleteRegistrationArgs = {
  input: RegistrationDetailsInput;
};


export type MutationCompleteRegistrationWithLinkageArgs = {
  input: LinkageRegistrationInput;
};


export type MutationCreateDailyReminderArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: DailyReminderInput;
};


export type MutationCreateReorderReminderArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: CreateReorderReminderInput;
};


export type MutationDeleteMessageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePatientArgs = {
  patientId: Scalars['ID']['input'];
};


export type MutationLinkWithLetterArgs = {
  letter: LinkageLetterInput;
  secondary: Scalars['Boolean']['input'];
};


export type MutationLinkWithNhsLoginArgs = {
  code: Scalars['String']['input'];
  state: Scalars['String']['input'];
};


export type MutationMarkMessageReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPlaceOrderArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: PlaceOrderInput;
};


export type MutationRemoveDailyReminderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveReorderReminderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRequestEmailChangeArgs = {
  newEmail: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationSelectPatientArgs = {
  patientId: Scalars['ID']['input'];
};


export type MutationSendMessageArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  input: SendMessageInput;
};


export type MutationSendOrderFeedbackArgs = {
  comments?: InputMaybe<Scalars['String']['input']>;
  enjoyed: Scalars['Boolean']['input'];
  orderId: Scalars['ID']['input'];
};


export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationStartNhsLoginArgs = {
  intent: NhsLoginIntent;
  marketingOptin?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationStartRegistrationArgs = {
  email: Scalars['String']['input'];
  marketingOptin: Scalars['Boolean']['input'];
};


export type MutationUpdateDailyReminderArgs = {
  id: Scalars['ID']['input'];
  input: DailyReminderInput;
};


export type MutationUpdateNotificationPreferenceArgs = {
  channel: NotificationChannel;
  enabled: Scalars['Boolean']['input'];
  type: NotificationType;
};


export type MutationUpdateProfileArgs = {
  details: ProfileInput;
};


export type MutationUpdateReorderReminderArgs = {
  id: Scalars['ID']['input'];
  when: ReminderDateTimeInput;
};


export type MutationVerifyEmailChangeArgs = {
  credentials?: InputMaybe<EmailChangeCredentials>;
  token: Scalars['String']['input'];
};


export type MutationVerifyRegistrationEmailArgs = {
  token: Scalars['String']['input'];
};

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

export type NotificationPreference = {
  __typename?: 'NotificationPreference';
  app: Scalars['Boolean']['output'];
  email: Scalars['Boolean']['output'];
  type: NotificationType;
};

export type NotificationPreferences = {
  __typename?: 'NotificationPreferences';
  /** The account has the mobile app: without it the app toggles are disabled (spec part 2 §6). */
  appAvailable: Scalars['Boolean']['output'];
  /**
   * The types offered, in the spec's order (part 2 §6): status updates and reminders only with the patient
   * integration, each reminder type only while its reminders are on; Marketing ('Communication preferences')
   * always.
   */
  items: Array<NotificationPreference>;
};

/** spec part 2 §9: the notification types. */
export type NotificationType =
  | 'Marketing'
  | 'ReorderReminder'
  | 'StatusUpdate'
  | 'TakeMedicineReminder';

/** A day's opening periods; none means the pharmacy is closed that day ('Closed'). */
export type OpeningDay = {
  __typename?: 'OpeningDay';
  day: Weekday;
  periods: Array<OpeningPeriod>;
};

/** One opening period of a day, 24-hour HH:mm (e.g. 09:00 to 13:00). */
export type OpeningPeriod = {
  __typename?: 'OpeningPeriod';
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type Order = {
  __typename?: 'Order';
  /** Whether it may be cancelled now (only before the GP has acted); the reason is still required. */
  cancellable: Scalars['Boolean']['output'];
  deliveryMethod: DeliveryMethod;
  id: Scalars['ID']['output'];
  items: Array<OrderItem>;
  orderType: OrderType;
  /** When it was ordered, ISO 8601 (the app formats it in Europe/London). */
  orderedAt: Scalars['String']['output'];
  prescriptionRequestGuid?: Maybe<Scalars['String']['output']>;
  status: OrderStatus;
  /** The status tracker's steps in order, ticked (completed) or not (spec part 1 §2 'Current orders'). */
  steps: Array<OrderStep>;
};

export type OrderItem = {
  __typename?: 'OrderItem';
  description: Scalars['String']['output'];
  itemOrderType: ItemOrderType;
  medicationCourseGuid?: Maybe<Scalars['ID']['output']>;
  option?: Maybe<Scalars['String']['output']>;
  orderItemId: Scalars['ID']['output'];
  rejected: Scalars['Boolean']['output'];
  /** GPRejected is shown in red; the app maps every status to its text (spec part 1 §3). */
  status: OrderItemStatus;
  type?: Maybe<Scalars['String']['output']>;
};

export type OrderItemInput = {
  /** 1 to 200 characters. */
  description: Scalars['String']['input'];
  itemOrderType: ItemOrderType;
  /** The prescription course of an IM1 item (PrescriptionCourse.medicationCourseGuid). */
  medicationCourseGuid?: InputMaybe<Scalars['ID']['input']>;
  option?: InputMaybe<Scalars['String']['input']>;
  /** Set when reordering an item of a previous order. */
  orderItemId?: InputMaybe<Scalars['ID']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
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

export type OrderStep = {
  __typename?: 'OrderStep';
  completed: Scalars['Boolean']['output'];
  key: OrderStepKey;
};

/** A Collection order's steps end ReadyToCollect, Collected; a Delivery order's OutForDelivery, Delivered. */
export type OrderStepKey =
  | 'Collected'
  | 'Delivered'
  | 'GPApproved'
  | 'OutForDelivery'
  | 'Preparing'
  | 'ReadyToCollect'
  | 'Requested';

/** Repeat dispensing versus IM1 items (spec part 1 §3), or manual items. */
export type OrderType =
  | 'IM1'
  | 'Manual'
  | 'RepeatDispensing';

export type Orders = {
  __typename?: 'Orders';
  /**
   * Live orders (not collected, delivered, cancelled or rejected): those ready to collect or out for delivery
   * first, then the others (spec part 1 §2 'Current orders'); newest first within each group.
   */
  live: Array<Order>;
  /** Collected, delivered, cancelled or rejected orders, newest first. */
  previous: Array<Order>;
  /** Live orders ready to collect: the badge on 'my meds' (spec part 1 §2 'Navigation bar'). */
  readyToCollectCount: Scalars['Int']['output'];
};

export type Patient = {
  __typename?: 'Patient';
  allowManualReordering: Scalars['Boolean']['output'];
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  gpName?: Maybe<Scalars['String']['output']>;
  iM1Available: Scalars['Boolean']['output'];
  iM1ReminderClosed: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** 1 means a TPP-type GP system. */
  integrationType?: Maybe<Scalars['Int']['output']>;
  lastName: Scalars['String']['output'];
};

export type Pharmacy = {
  __typename?: 'Pharmacy';
  address1?: Maybe<Scalars['String']['output']>;
  address2?: Maybe<Scalars['String']['output']>;
  address3?: Maybe<Scalars['String']['output']>;
  businessName: Scalars['String']['output'];
  city?: Maybe<Scalars['String']['output']>;
  /** Distance from the searched place in kilometres, in search results only. */
  distanceKm?: Maybe<Scalars['Float']['output']>;
  hasPromoteServiceCard: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isServiceBookingEnabled: Scalars['Boolean']['output'];
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  /** Monday to Sunday, always seven days in that order (spec part 2 'My pharmacy'). */
  openingTimes: Array<OpeningDay>;
  ownershipType?: Maybe<Scalars['String']['output']>;
  postcode?: Maybe<Scalars['String']['output']>;
  promotedServices: Array<PromotedService>;
  /** The services the pharmacy offers, by name (spec part 2 §3 servicesOffered). */
  servicesOffered: Array<Scalars['String']['output']>;
  telephoneNumber?: Maybe<Scalars['String']['output']>;
  visibleOnMap: Scalars['Boolean']['output'];
};

/** Pharmacies near a place, nearest first, and the place that was searched. */
export type PharmacySearch = {
  __typename?: 'PharmacySearch';
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  pharmacies: Array<Pharmacy>;
  /**
   * True when the place asked for could not be found and the default location was used instead (spec part 1
   * §8: a 422 on load retries with the default location).
   */
  usedDefaultLocation: Scalars['Boolean']['output'];
};

export type PharmacyService = {
  __typename?: 'PharmacyService';
  active: Scalars['Boolean']['output'];
  /** spec part 2 §5, from api/src/contract/pharmacy-service-rules.ts, for today in Europe/London. */
  bookable: Scalars['Boolean']['output'];
  consultationType: ConsultationType;
  daysBookableInAdvance: Scalars['Int']['output'];
  /** YYYY-MM-DD: the calendar's maximum date. */
  endDate?: Maybe<Scalars['String']['output']>;
  externalDescription?: Maybe<Scalars['String']['output']>;
  /** A service booked elsewhere: the flow shows this link and its text instead of a calendar. */
  externalLink?: Maybe<Scalars['String']['output']>;
  externalLinkText?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD: the first date a booking may be for (the later of today plus the notice and the start date). */
  firstBookableDate: Scalars['String']['output'];
  hasSubTypes: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  pricingInformation?: Maybe<Scalars['String']['output']>;
  serviceNameId: Scalars['String']['output'];
  /** YYYY-MM-DD: the calendar's minimum date (spec part 2 'Booking flow'). */
  startDate?: Maybe<Scalars['String']['output']>;
  /** Empty for a service without sub types; otherwise the patient chooses one (spec part 2 §5). */
  subTypes: Array<ServiceSubType>;
};

export type PlaceOrderInput = {
  /**
   * At most 400 characters, counted as JavaScript's `length` (an emoji counts 2), as the API counts them;
   * required, non-blank, when me.integrationSettings.prescribingCommentRequired. Surrounding spaces are dropped.
   */
  comment?: InputMaybe<Scalars['String']['input']>;
  deliveryMethod?: InputMaybe<DeliveryMethod>;
  /** The early-reorder choice's text (holiday, or the patient's own), at most 400 characters. */
  earlyReorderReason?: InputMaybe<Scalars['String']['input']>;
  /** One to fifty items once duplicates are removed. */
  items: Array<OrderItemInput>;
};

export type PlaceOrderResult = {
  __typename?: 'PlaceOrderResult';
  /** The orders the API created (usually one); the feedback question takes the first. */
  orderIds: Array<Scalars['ID']['output']>;
};

/** spec part 2 §9: my registered GP (UserGP), any GP, or a nurse. */
export type PractitionerType =
  | 'GP'
  | 'Nurse'
  | 'UserGP';

export type PrescriptionCourse = {
  __typename?: 'PrescriptionCourse';
  dosage?: Maybe<Scalars['String']['output']>;
  medicationCourseGuid: Scalars['ID']['output'];
  /** YYYY-MM-DD, or null when never issued. */
  mostRecentIssueDate?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  prescriptionType: PrescriptionType;
};

/** Repeat dispensing or other (spec part 1 §3). */
export type PrescriptionType =
  | 'Repeat'
  | 'RepeatDispensing';

export type ProblemStatus =
  | 'Active'
  | 'Past';

export type Profile = {
  __typename?: 'Profile';
  /** Null until the patient gives one. */
  address?: Maybe<Address>;
  /** YYYY-MM-DD. */
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  primaryContactNumber?: Maybe<Scalars['String']['output']>;
  secondaryContactNumber?: Maybe<Scalars['String']['output']>;
};

export type ProfileInput = {
  address1: Scalars['String']['input'];
  address2?: InputMaybe<Scalars['String']['input']>;
  address3?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  /** YYYY-MM-DD. */
  dateOfBirth: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  postcode: Scalars['String']['input'];
  primaryContactNumber: Scalars['String']['input'];
  secondaryContactNumber?: InputMaybe<Scalars['String']['input']>;
};

export type PromotedService = {
  __typename?: 'PromotedService';
  serviceCardText: Scalars['String']['output'];
  serviceId: Scalars['ID']['output'];
};

/**
 * Errors never carry English: a failed operation has `extensions.code`, a key of locales/<lang>/errors.json
 * (for example `auth.invalidCredentials`), or `UNAUTHENTICATED` when the session has ended.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * Addresses for a postcode, or for words of an address (spec part 2 §5, §7 'Address search'): more than 3
   * characters, else profile.addressSearchTooShort. At most 50. Fails with profile.addressSearchFailed.
   */
  addressSearch: Array<Address>;
  /**
   * The practice's clinicians, for the optional clinician choice of the booking flow (spec part 2 §7
   * 'Appointment clinicians'); those with a free slot on `date` (YYYY-MM-DD) when given.
   * Failure code: appointments.cliniciansFailed.
   */
  appointmentClinicians: Array<Clinician>;
  /**
   * The free sessions that match the booking flow's choices (spec part 2 §7 'Appointment slots'), from today
   * to 30 days ahead. Failure code: appointments.sessionsFailed.
   */
  appointmentSessions: Array<AppointmentSession>;
  /**
   * The active patient's upcoming GP appointments, soonest first (spec part 2 'GP appointments'). Empty, without
   * asking the API, unless me.features.appointments holds. Failure code: appointments.loadFailed.
   */
  appointments: Array<Appointment>;
  /**
   * Items the patient has ordered and collected, most recent first, one per medicine: what a reorder or daily
   * reminder may be set for without searching (spec part 2 §2 'New reorder reminder', 'Daily reminder new or
   * edit'). Failure code: orders.loadFailed.
   */
  collectedItems: Array<ReminderItem>;
  /** Public configuration (spec part 1 §7 mobile config). */
  config: AppConfig;
  /**
   * One daily reminder, for its edit screen; null for an unknown id or another patient's (the screen goes back
   * to the list).
   */
  dailyReminder?: Maybe<DailyReminder>;
  /**
   * The help page's questions and answers by category (spec part 2 §2 'FAQs', §7 'FAQs'), in the order a
   * content designer set them (api/src/help/faqs.json). Public: the help page is for signed-out visitors too.
   * Failure code: help.faqsFailed.
   */
  faqs: Array<FaqCategory>;
  /** The signed-in account and its active patient. Fails with UNAUTHENTICATED without a session. */
  me: Me;
  /**
   * The active patient's medical record (spec part 2 'My medical record'): the sections the practice shows, in the
   * spec's order, each with its count, and the first one's entries. Null, without asking the API, unless
   * me.features.medicalRecord holds. Each section is read on its own: one that fails has a null count and
   * failureCode medicalRecord.loadFailed, and the others still show.
   */
  medicalRecord?: Maybe<MedicalRecord>;
  /**
   * One section's entries, read when its tab is first opened. Failure code: medicalRecord.loadFailed (also for a
   * section the practice does not show, or when the record is not available to the patient).
   */
  medicalRecordSection: MedicalRecordSection;
  /**
   * Medicine search (spec part 2 §2, §5: 2 or more characters). Fewer than 2 characters answer none without
   * asking the API. Failure code: reminders.medicineSearchFailed.
   */
  medicineSearch: Array<Medicine>;
  /**
   * Who the patient may write to at their practice (spec part 2 §7 'Message recipients'). Failure code:
   * messages.recipientsFailed, with the server's message where it gives one (spec part 2 §8).
   */
  messageRecipients: Array<MessageRecipient>;
  /**
   * One of the patient's threads with every message in it (spec part 2 'Message thread'); null for an id that
   * names no thread of theirs ('No Message Found'). Failure code: messages.detailFailed, with the server's
   * message where it gives one (spec part 2 §8).
   */
  messageThread?: Maybe<MessageThreadDetail>;
  /**
   * The active patient's message threads with their GP practice, latest activity first (spec part 2 'Messages
   * list'). Empty, without asking the API, unless me.features.messages holds. Failure code: messages.loadFailed.
   */
  messageThreads: Array<MessageThread>;
  /**
   * My GP details (spec part 2 'My GP details'): null unless features.myGp holds (a GP name and IM1
   * availability).
   */
  myGp?: Maybe<GpDetails>;
  /**
   * My linked patients (spec part 2 'My linked patients'): every patient the account may act for, in
   * Me.linkedPatients' order, with whether each may be deleted (never the active one, never the account's own).
   */
  myLinkedPatients: Array<ManagedPatient>;
  /**
   * My profile (spec part 2 'My profile'; §3 Patient and Account): the active patient's details and the
   * account's email. What may be changed is in Me.features (profileEditing, emailChange, passwordReset).
   * Fails as `me` does.
   */
  myProfile: Profile;
  /**
   * The notifications screen (spec part 2 'Notifications', §6): the signed-in account's preferences for the types
   * it is offered, and whether its app toggles can be used. Failure code: common.unexpected.
   */
  notificationPreferences: NotificationPreferences;
  /**
   * The active patient's orders (spec part 1 §2 'Current orders', 'Previous orders'; §4 'Orders are live or
   * previous'). Asking only for `readyToCollectCount` (the my-meds badge) costs the same one upstream call.
   * Failure code: orders.loadFailed.
   */
  orders: Orders;
  /**
   * Pharmacies near a place (spec part 1 §7 'Pharmacies by location'). Public. With `postcode`: a postcode search
   * (distance 250); with `latitude` and `longitude`: the map's load (distance 1000); with neither: the default
   * location (55.02602, -1.62762). Failure codes: pharmacy.postcodeNotFound (a postcode search for a postcode
   * that cannot be placed), pharmacy.searchFailed (a postcode search failed), pharmacy.loadFailed (loading by
   * coordinates or the default location failed; a place that cannot be resolved is retried at the default
   * location first).
   */
  pharmaciesNear: PharmacySearch;
  /**
   * One calendar month (Europe/London) of a service's slots, fetched per month (spec part 2 §4, §9). `subType`
   * is checked against the service's sub types when given. Failure code: pharmacyServices.availabilityFailed
   * (a 422 carries the server's message).
   */
  pharmacyServiceAvailability: ServiceAvailability;
  /**
   * The active patient's upcoming bookings at their nominated pharmacy, soonest first (spec part 2 'Pharmacy
   * services'). Empty, without asking the API, unless me.features.pharmacyServices holds.
   * Failure code: pharmacyServices.bookingsLoadFailed.
   */
  pharmacyServiceBookings: Array<ServiceBooking>;
  /**
   * The nominated pharmacy's services in its order, each saying whether it can be booked (spec part 2 §5). Empty,
   * without asking the API, unless me.features.pharmacyServiceBooking holds.
   * Failure code: pharmacyServices.servicesLoadFailed.
   */
  pharmacyServices: Array<PharmacyService>;
  /**
   * The active patient's prescription courses, for the new-order flow (spec part 1 §3 'Prescription item').
   * Empty, without asking the API, unless me.features.prescribing holds (spec part 1 §6).
   * Failure code: orders.loadFailed.
   */
  prescriptions: Array<PrescriptionCourse>;
  /**
   * The verified registration this browser is completing, or null when there is none (never verified, finished,
   * or older than a day). Public.
   */
  registration?: Maybe<VerifiedRegistration>;
  /**
   * The reminders screen (spec part 2 §2 'Reminders screen'): both panels' reminders. Lists are empty for a kind
   * whose feature is off (Me.features). Never fails for the reminders themselves: a failed reminder fetch gives
   * empty lists (spec part 2 §7).
   */
  reminders: Reminders;
  /**
   * One reorder reminder, for its edit screen; null for an unknown id or another patient's (the screen goes back
   * to the list).
   */
  reorderReminder?: Maybe<ReorderReminder>;
  /** Whether this browser has a live session. Never fails. */
  session: Session;
  /**
   * The home screen's 'Your schedule for today' card (spec part 1 §2 'Home screen', part 2 §9). Never fails
   * for the reminders themselves: a failed reminder fetch gives empty lists (spec part 2 §7).
   */
  todaysSchedule: TodaysSchedule;
  /**
   * How many threads have a reply the patient has not read: the My services badge (spec part 1 §2 'Navigation
   * bar'). 0 without messages; null when the count cannot be read, which only hides the badge.
   */
  unreadMessageCount?: Maybe<Scalars['Int']['output']>;
};


/**
 * Errors never carry English: a failed operation has `extensions.code`, a key of locales/<lang>/errors.json
 * (for example `auth.invalidCredentials`), or `UNAUTHENTICATED` when the session has ended.
 */
export type QueryAddressSearchArgs = {
  search: Scalars['String']['input'];
};


/**
 * Errors never carry English: a failed operation has `extensions.code`, a key of locales/<lang>/errors.json
 * (for example `auth.invalidCredentials`), or `UNAUTHENTICATED` when the session has ended.
 */
export type QueryAppointmentCliniciansArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Errors never carry English: a failed operation has `extensions.code`, a key of locales/<lang>/errors.json
 * (for example `auth.invalidCredentials`), or `UNAUTHENTICATED` when the session has ended.
 */
export type QueryAppointmentSessionsArgs = {
  filter: AppointmentSessionFilter;
};


/**
 * Errors never carry English: a failed operation has `extensions.code`, a key of locales/<lang>/errors.json
 * (for example `auth.invalidCredentials`), or `UNAUTHENTICATED` when the session has ended.
 */
export type QueryDailyReminderArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Errors never carry English: a failed operation has `extensions.code`, a key of locales/<lang>/errors.json
 * (for example `auth.invalidCredentials`), or `UNAUTHENTICATED` when the session has ended.
 */
export type QueryMedicalRecordSectionArgs = {
  type: MedicalRecordType;
};


/**
 * Errors never carry English: a failed operation has `extensions.code`, a key of locales/<lang>/errors.json
 * (for example `auth.invalidCredentials`), or `UNAUTHENTICATED` when the session has ended.
 */
export type QueryMedicineSearchArgs = {
  searchString: Scalars['String']['input'];
};


/**
 * Errors never carry English: a failed operation has `extensions.code`, a key of locales/<lang>/errors.json
 * (for example `auth.invalidCredentials`), or `UNAUTHENTICATED` when the session has ended.
 */
export type QueryMessageThreadArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Errors never carry English: a failed operation has `extensions.code`, a key of locales/<lang>/errors.json
 * (for example `auth.invalidCredentials`), or `UNAUTHENTICATED` when the session has ended.
 */
export type QueryPharmaciesNearArgs = {
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  postcode?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Errors never carry English: a failed operation has `extensions.code`, a key of locales/<lang>/errors.json
 * (for example `auth.invalidCredentials`), or `UNAUTHENTICATED` when the session has ended.
 */
export type QueryPharmacyServiceAvailabilityArgs = {
  month: Scalars['Int']['input'];
  serviceId: Scalars['ID']['input'];
  subType?: InputMaybe<Scalars['String']['input']>;
  year: Scalars['Int']['input'];
};


/**
 * Errors never carry English: a failed operation has `extensions.code`, a key of locales/<lang>/errors.json
 * (for example `auth.invalidCredentials`), or `UNAUTHENTICATED` when the session has ended.
 */
export type QueryReorderReminderArgs = {
  id: Scalars['ID']['input'];
};

export type RangeStatus =
  | 'Above'
  | 'Below'
  | 'Unknown'
  | 'Within';

export type RecordObservation = {
  __typename?: 'RecordObservation';
  /** Null when the practice recorded no term. */
  description?: Maybe<Scalars['String']['output']>;
  value?: Maybe<RecordValue>;
};

export type RecordValue = {
  __typename?: 'RecordValue';
  numericValue?: Maybe<Scalars['Float']['output']>;
  rangeHigh?: Maybe<Scalars['Float']['output']>;
  rangeLow?: Maybe<Scalars['Float']['output']>;
  /** Where numericValue lies against the range, so the app can say it in words. */
  rangeStatus: RangeStatus;
  /** The value as reported when it is not a number ("Negative"), or alongside one. */
  text?: Maybe<Scalars['String']['output']>;
  units?: Maybe<Scalars['String']['output']>;
};

/** The 'Your Details' form of register details (spec part 1 §2 'Register details'). */
export type RegistrationDetailsInput = {
  /** YYYY-MM-DD; at least 16 years ago (spec part 1 §5 and §9). */
  dateOfBirth: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
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
  date: Scalars['String']['input'];
  time: Scalars['String']['input'];
};

/** A medicine the patient has ordered before (spec part 2 §3 'Ordered medicine item'). */
export type ReminderItem = {
  __typename?: 'ReminderItem';
  description: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  orderItemId: Scalars['ID']['output'];
  /** When it was ordered, ISO 8601. */
  orderedAt: Scalars['String']['output'];
};

export type Reminders = {
  __typename?: 'Reminders';
  /** Daily reminders, earliest time first. */
  daily: Array<DailyReminder>;
  /** Reorder reminders, soonest first; removed auto-generated ones (active false) included. */
  reorder: Array<ReorderReminder>;
};

export type ReorderReminder = {
  __typename?: 'ReorderReminder';
  /** False once the patient removed an auto-generated reminder (spec part 2 §2 'status false'). */
  active: Scalars['Boolean']['output'];
  /** Made when an order was collected, not by the patient: removing it disables it. */
  autoGenerated: Scalars['Boolean']['output'];
  /** Days to go and 'Due for reorder', as ReorderReminderSummary (spec part 2 §2, gateway reminder-rules.ts). */
  daysToGo: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  dueForReorder: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** reminderAt as the Europe/London date (YYYY-MM-DD) and time (HH:mm) the forms show. */
  localDate: Scalars['String']['output'];
  localTime: Scalars['String']['output'];
  /** When the reminder is due, ISO 8601. */
  reminderAt: Scalars['String']['output'];
};

export type ReorderReminderSummary = {
  __typename?: 'ReorderReminderSummary';
  /**
   * Days from today to the reminder's date in Europe/London, plus 1 for a TPP-type patient when the date is
   * not today (spec part 1 §9, part 2 §2 'Reminders screen').
   */
  daysToGo: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  /** True for a TPP-type patient once the date is today or past: show 'Due for reorder', not the days to go. */
  dueForReorder: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** When the reminder is due, ISO 8601. */
  reminderAt: Scalars['String']['output'];
};

export type SendMessageInput = {
  body: Scalars['String']['input'];
  recipientGuid: Scalars['ID']['input'];
  /** The thread this replies to; the recipient must be that thread's. */
  replyToId?: InputMaybe<Scalars['ID']['input']>;
  subject: Scalars['String']['input'];
};

export type ServiceAvailability = {
  __typename?: 'ServiceAvailability';
  /** YYYY-MM-DD (Europe/London) of each date with at least one free slot, in order. */
  availableDates: Array<Scalars['String']['output']>;
  month: Scalars['Int']['output'];
  serviceId: Scalars['ID']['output'];
  /** Every slot of the month, taken ones with available false, in order. */
  slots: Array<ServiceSlot>;
  year: Scalars['Int']['output'];
};

export type ServiceBooking = {
  __typename?: 'ServiceBooking';
  /** True until the service starts. */
  canBeCancelled: Scalars['Boolean']['output'];
  consultationType: ConsultationType;
  end: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** In person: where to go. */
  locationInformation?: Maybe<Scalars['String']['output']>;
  serviceId: Scalars['ID']['output'];
  serviceName: Scalars['String']['output'];
  /** ISO 8601; the app shows it in Europe/London. */
  start: Scalars['String']['output'];
  subType?: Maybe<Scalars['String']['output']>;
  /** By video: where to join, and the password (spec part 2 'Show password'). */
  videoLink?: Maybe<Scalars['String']['output']>;
  videoPassword?: Maybe<Scalars['String']['output']>;
};

export type ServiceSlot = {
  __typename?: 'ServiceSlot';
  available: Scalars['Boolean']['output'];
  /** YYYY-MM-DD, the slot's Europe/London date. */
  date: Scalars['String']['output'];
  end: Scalars['String']['output'];
  /** ISO 8601; the app shows it in Europe/London. */
  start: Scalars['String']['output'];
};

export type ServiceSubType = {
  __typename?: 'ServiceSubType';
  name: Scalars['String']['output'];
  serviceNameId: Scalars['String']['output'];
};

export type Session = {
  __typename?: 'Session';
  /** When the session ends regardless (12 hours after sign-in), ISO 8601. */
  absoluteExpiresAt?: Maybe<Scalars['String']['output']>;
  /** When the session ends if nothing happens (30 minutes idle), ISO 8601. */
  idleExpiresAt?: Maybe<Scalars['String']['output']>;
  signedIn: Scalars['Boolean']['output'];
};

export type SignInDestination =
  | 'CHOOSE_PHARMACY'
  | 'HOME';

export type SignInResult = {
  __typename?: 'SignInResult';
  /** Where the spec sends the user next: home, or choose-pharmacy when the patient has no pharmacy. */
  destination: SignInDestination;
  me: Me;
};

/** spec part 2 §9: the slot types a practice offers. */
export type SlotType =
  | 'Practice'
  | 'Telephone';

export type ThreadMessage = {
  __typename?: 'ThreadMessage';
  /** Plain text as written, never markup. */
  body: Scalars['String']['output'];
  fromPatient: Scalars['Boolean']['output'];
  recipientName: Scalars['String']['output'];
  senderName: Scalars['String']['output'];
  /** ISO 8601; the app shows it in Europe/London. */
  sentAt: Scalars['String']['output'];
};

export type TodaysSchedule = {
  __typename?: 'TodaysSchedule';
  /** At most 3 daily reminders, earliest time first. */
  daily: Array<DailyReminder>;
  /** At most 3 of today's reorder reminders (Europe/London), earliest first. */
  reorder: Array<ReorderReminderSummary>;
};

/**
 * A registration whose email has been verified and is waiting for its details. The proof of verification stays
 * in the gateway's sealed, httpOnly registration cookie; the browser only learns the email.
 */
export type VerifiedRegistration = {
  __typename?: 'VerifiedRegistration';
  email: Scalars['String']['output'];
};

/** A day of the week, for opening times. */
export type Weekday =
  | 'FRIDAY'
  | 'MONDAY'
  | 'SATURDAY'
  | 'SUNDAY'
  | 'THURSDAY'
  | 'TUESDAY'
  | 'WEDNESDAY';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Account: ResolverTypeWrapper<Account>;
  AccountStatus: AccountStatus;
  Address: ResolverTypeWrapper<Address>;
  AppConfig: ResolverTypeWrapper<AppConfig>;
  Appointment: ResolverTypeWrapper<Appointment>;
  AppointmentSession: ResolverTypeWrapper<AppointmentSession>;
  AppointmentSessionFilter: AppointmentSessionFilter;
  AppointmentSlot: ResolverTypeWrapper<AppointmentSlot>;
  BookAppointmentInput: BookAppointmentInput;
  BookPharmacyServiceInput: BookPharmacyServiceInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Clinician: ResolverTypeWrapper<Clinician>;
  ClinicianSex: ClinicianSex;
  ConfigLinks: ResolverTypeWrapper<ConfigLinks>;
  ConsultationSection: ResolverTypeWrapper<ConsultationSection>;
  ConsultationType: ConsultationType;
  CreateReorderReminderInput: CreateReorderReminderInput;
  DailyReminder: ResolverTypeWrapper<DailyReminder>;
  DailyReminderInput: DailyReminderInput;
  DeliveryMethod: DeliveryMethod;
  EmailChangeCredentials: EmailChangeCredentials;
  FaqCategory: ResolverTypeWrapper<FaqCategory>;
  FaqContentBlock: ResolverTypeWrapper<FaqContentBlock>;
  FaqContentBlockType: FaqContentBlockType;
  FaqQuestion: ResolverTypeWrapper<FaqQuestion>;
  Features: ResolverTypeWrapper<Features>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GpDetails: ResolverTypeWrapper<GpDetails>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IntegrationSettings: ResolverTypeWrapper<IntegrationSettings>;
  ItemOrderType: ItemOrderType;
  JobRole: JobRole;
  LinkageLetterInput: LinkageLetterInput;
  LinkageRegistrationInput: LinkageRegistrationInput;
  LinkedPatient: ResolverTypeWrapper<LinkedPatient>;
  ManagedPatient: ResolverTypeWrapper<ManagedPatient>;
  Me: ResolverTypeWrapper<Me>;
  MedicalRecord: ResolverTypeWrapper<MedicalRecord>;
  MedicalRecordEntry: ResolverTypeWrapper<MedicalRecordEntry>;
  MedicalRecordSection: ResolverTypeWrapper<MedicalRecordSection>;
  MedicalRecordSectionSummary: ResolverTypeWrapper<MedicalRecordSectionSummary>;
  MedicalRecordType: MedicalRecordType;
  Medicine: ResolverTypeWrapper<Medicine>;
  MedicineType: ResolverTypeWrapper<MedicineType>;
  MessageRecipient: ResolverTypeWrapper<MessageRecipient>;
  MessageThread: ResolverTypeWrapper<MessageThread>;
  MessageThreadDetail: ResolverTypeWrapper<MessageThreadDetail>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NhsLoginIntent: NhsLoginIntent;
  NotificationChannel: NotificationChannel;
  NotificationPreference: ResolverTypeWrapper<NotificationPreference>;
  NotificationPreferences: ResolverTypeWrapper<NotificationPreferences>;
  NotificationType: NotificationType;
  OpeningDay: ResolverTypeWrapper<OpeningDay>;
  OpeningPeriod: ResolverTypeWrapper<OpeningPeriod>;
  Order: ResolverTypeWrapper<Order>;
  OrderItem: ResolverTypeWrapper<OrderItem>;
  OrderItemInput: OrderItemInput;
  OrderItemStatus: OrderItemStatus;
  OrderStatus: OrderStatus;
  OrderStep: ResolverTypeWrapper<OrderStep>;
  OrderStepKey: OrderStepKey;
  OrderType: OrderType;
  Orders: ResolverTypeWrapper<Orders>;
  Patient: ResolverTypeWrapper<Patient>;
  Pharmacy: ResolverTypeWrapper<Pharmacy>;
  PharmacySearch: ResolverTypeWrapper<PharmacySearch>;
  PharmacyService: ResolverTypeWrapper<PharmacyService>;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderResult: ResolverTypeWrapper<PlaceOrderResult>;
  PractitionerType: PractitionerType;
  PrescriptionCourse: ResolverTypeWrapper<PrescriptionCourse>;
  PrescriptionType: PrescriptionType;
  ProblemStatus: ProblemStatus;
  Profile: ResolverTypeWrapper<Profile>;
  ProfileInput: ProfileInput;
  PromotedService: ResolverTypeWrapper<PromotedService>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RangeStatus: RangeStatus;
  RecordObservation: ResolverTypeWrapper<RecordObservation>;
  RecordValue: ResolverTypeWrapper<RecordValue>;
  RegistrationDetailsInput: RegistrationDetailsInput;
  RegistrationEmailOutcome: RegistrationEmailOutcome;
  ReminderDateTimeInput: ReminderDateTimeInput;
  ReminderItem: ResolverTypeWrapper<ReminderItem>;
  Reminders: ResolverTypeWrapper<Reminders>;
  ReorderReminder: ResolverTypeWrapper<ReorderReminder>;
  ReorderReminderSummary: ResolverTypeWrapper<ReorderReminderSummary>;
  SendMessageInput: SendMessageInput;
  ServiceAvailability: ResolverTypeWrapper<ServiceAvailability>;
  ServiceBooking: ResolverTypeWrapper<ServiceBooking>;
  ServiceSlot: ResolverTypeWrapper<ServiceSlot>;
  ServiceSubType: ResolverTypeWrapper<ServiceSubType>;
  Session: ResolverTypeWrapper<Session>;
  SignInDestination: SignInDestination;
  SignInResult: ResolverTypeWrapper<SignInResult>;
  SlotType: SlotType;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ThreadMessage: ResolverTypeWrapper<ThreadMessage>;
  TodaysSchedule: ResolverTypeWrapper<TodaysSchedule>;
  VerifiedRegistration: ResolverTypeWrapper<VerifiedRegistration>;
  Weekday: Weekday;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Account: Account;
  Address: Address;
  AppConfig: AppConfig;
  Appointment: Appointment;
  AppointmentSession: AppointmentSession;
  AppointmentSessionFilter: AppointmentSessionFilter;
  AppointmentSlot: AppointmentSlot;
  BookAppointmentInput: BookAppointmentInput;
  BookPharmacyServiceInput: BookPharmacyServiceInput;
  Boolean: Scalars['Boolean']['output'];
  Clinician: Clinician;
  ConfigLinks: ConfigLinks;
  ConsultationSection: ConsultationSection;
  CreateReorderReminderInput: CreateReorderReminderInput;
  DailyReminder: DailyReminder;
  DailyReminderInput: DailyReminderInput;
  EmailChangeCredentials: EmailChangeCredentials;
  FaqCategory: FaqCategory;
  FaqContentBlock: FaqContentBlock;
  FaqQuestion: FaqQuestion;
  Features: Features;
  Float: Scalars['Float']['output'];
  GpDetails: GpDetails;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  IntegrationSettings: IntegrationSettings;
  LinkageLetterInput: LinkageLetterInput;
  LinkageRegistrationInput: LinkageRegistrationInput;
  LinkedPatient: LinkedPatient;
  ManagedPatient: ManagedPatient;
  Me: Me;
  MedicalRecord: MedicalRecord;
  MedicalRecordEntry: MedicalRecordEntry;
  MedicalRecordSection: MedicalRecordSection;
  MedicalRecordSectionSummary: MedicalRecordSectionSummary;
  Medicine: Medicine;
  MedicineType: MedicineType;
  MessageRecipient: MessageRecipient;
  MessageThread: MessageThread;
  MessageThreadDetail: MessageThreadDetail;
  Mutation: Record<PropertyKey, never>;
  NotificationPreference: NotificationPreference;
  NotificationPreferences: NotificationPreferences;
  OpeningDay: OpeningDay;
  OpeningPeriod: OpeningPeriod;
  Order: Order;
  OrderItem: OrderItem;
  OrderItemInput: OrderItemInput;
  OrderStep: OrderStep;
  Orders: Orders;
  Patient: Patient;
  Pharmacy: Pharmacy;
  PharmacySearch: PharmacySearch;
  PharmacyService: PharmacyService;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderResult: PlaceOrderResult;
  PrescriptionCourse: PrescriptionCourse;
  Profile: Profile;
  ProfileInput: ProfileInput;
  PromotedService: PromotedService;
  Query: Record<PropertyKey, never>;
  RecordObservation: RecordObservation;
  RecordValue: RecordValue;
  RegistrationDetailsInput: RegistrationDetailsInput;
  ReminderDateTimeInput: ReminderDateTimeInput;
  ReminderItem: ReminderItem;
  Reminders: Reminders;
  ReorderReminder: ReorderReminder;
  ReorderReminderSummary: ReorderReminderSummary;
  SendMessageInput: SendMessageInput;
  ServiceAvailability: ServiceAvailability;
  ServiceBooking: ServiceBooking;
  ServiceSlot: ServiceSlot;
  ServiceSubType: ServiceSubType;
  Session: Session;
  SignInResult: SignInResult;
  String: Scalars['String']['output'];
  ThreadMessage: ThreadMessage;
  TodaysSchedule: TodaysSchedule;
  VerifiedRegistration: VerifiedRegistration;
};

export type AccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = {
  accountStatus?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
  allowBetaFeatures?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasPatientIntegration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nhsLoginSub?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppConfig'] = ResolversParentTypes['AppConfig']> = {
  analyticsScriptUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  featureAllergyTesting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  featureCovidVaccination?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  featureEmailChange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  featureIM1?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  featureNHSLogin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  featurePharmacyServiceBooking?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  links?: Resolver<ResolversTypes['ConfigLinks'], ParentType, ContextType>;
  mapsApiKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppointmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Appointment'] = ResolversParentTypes['Appointment']> = {
  canBeCancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clinician?: Resolver<Maybe<ResolversTypes['Clinician']>, ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slotId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slotType?: Resolver<ResolversTypes['SlotType'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppointmentSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppointmentSession'] = ResolversParentTypes['AppointmentSession']> = {
  clinician?: Resolver<ResolversTypes['Clinician'], ParentType, ContextType>;
  sessionDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slotType?: Resolver<ResolversTypes['SlotType'], ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['AppointmentSlot']>, ParentType, ContextType>;
};

export type AppointmentSlotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppointmentSlot'] = ResolversParentTypes['AppointmentSlot']> = {
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slotId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClinicianResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Clinician'] = ResolversParentTypes['Clinician']> = {
  clinicianId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  jobRole?: Resolver<ResolversTypes['JobRole'], ParentType, ContextType>;
  sex?: Resolver<ResolversTypes['ClinicianSex'], ParentType, ContextType>;
};

export type ConfigLinksResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfigLinks'] = ResolversParentTypes['ConfigLinks']> = {
  allergyTesting?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appDownload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cookiePolicy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  facebook?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  findOutMore?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  instagram?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  privacy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  twitter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConsultationSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConsultationSection'] = ResolversParentTypes['ConsultationSection']> = {
  header?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  observations?: Resolver<Array<ResolversTypes['RecordObservation']>, ParentType, ContextType>;
};

export type DailyReminderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DailyReminder'] = ResolversParentTypes['DailyReminder']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderItemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reminderTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FaqCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FaqCategory'] = ResolversParentTypes['FaqCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['FaqQuestion']>, ParentType, ContextType>;
};

export type FaqContentBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FaqContentBlock'] = ResolversParentTypes['FaqContentBlock']> = {
  type?: Resolver<ResolversTypes['FaqContentBlockType'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FaqQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FaqQuestion'] = ResolversParentTypes['FaqQuestion']> = {
  content?: Resolver<Array<ResolversTypes['FaqContentBlock']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeaturesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Features'] = ResolversParentTypes['Features']> = {
  allergyTesting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  appointments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  connectGp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  covidVaccination?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dailyReminders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  emailChange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPharmacy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  im1Enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  im1Linked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linkPrompt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manualDailyReminders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manualReorderReminders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manualReordering?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  medicalRecord?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  messageSubjects?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  multiPatient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  myGp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passwordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  patientIntegration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pharmacyServiceBooking?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pharmacyServices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  prescribing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profileEditing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  promotedServices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reminders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reorderReminders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GpDetailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GpDetails'] = ResolversParentTypes['GpDetails']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  doctorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gpName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IntegrationSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IntegrationSettings'] = ResolversParentTypes['IntegrationSettings']> = {
  allowFilteredAppointmentBooking?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  appointmentReasonRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  appointmentsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  medicalRecordEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  practicePatientCommunicationEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  prescribingCommentRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  prescribingEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showMessageSubjects?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LinkedPatientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LinkedPatient'] = ResolversParentTypes['LinkedPatient']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ManagedPatientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManagedPatient'] = ResolversParentTypes['ManagedPatient']> = {
  deletable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = {
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  features?: Resolver<ResolversTypes['Features'], ParentType, ContextType>;
  integrationSettings?: Resolver<Maybe<ResolversTypes['IntegrationSettings']>, ParentType, ContextType>;
  linkedPatients?: Resolver<Array<ResolversTypes['LinkedPatient']>, ParentType, ContextType>;
  patient?: Resolver<ResolversTypes['Patient'], ParentType, ContextType>;
  pharmacy?: Resolver<Maybe<ResolversTypes['Pharmacy']>, ParentType, ContextType>;
};

export type MedicalRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MedicalRecord'] = ResolversParentTypes['MedicalRecord']> = {
  firstSection?: Resolver<Maybe<ResolversTypes['MedicalRecordSection']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['MedicalRecordSectionSummary']>, ParentType, ContextType>;
};

export type MedicalRecordEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MedicalRecordEntry'] = ResolversParentTypes['MedicalRecordEntry']> = {
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  observation?: Resolver<Maybe<ResolversTypes['RecordObservation']>, ParentType, ContextType>;
  problemStatus?: Resolver<Maybe<ResolversTypes['ProblemStatus']>, ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['RecordValue']>, ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['ConsultationSection']>, ParentType, ContextType>;
};

export type MedicalRecordSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MedicalRecordSection'] = ResolversParentTypes['MedicalRecordSection']> = {
  entries?: Resolver<Array<ResolversTypes['MedicalRecordEntry']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['MedicalRecordType'], ParentType, ContextType>;
};

export type MedicalRecordSectionSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MedicalRecordSectionSummary'] = ResolversParentTypes['MedicalRecordSectionSummary']> = {
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  failureCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['MedicalRecordType'], ParentType, ContextType>;
};

export type MedicineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Medicine'] = ResolversParentTypes['Medicine']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['MedicineType']>, ParentType, ContextType>;
};

export type MedicineTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MedicineType'] = ResolversParentTypes['MedicineType']> = {
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessageRecipientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageRecipient'] = ResolversParentTypes['MessageRecipient']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientGuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MessageThreadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageThread'] = ResolversParentTypes['MessageThread']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastActivityAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recipientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  replyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MessageThreadDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageThreadDetail'] = ResolversParentTypes['MessageThreadDetail']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['ThreadMessage']>, ParentType, ContextType>;
  recipientGuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recipientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  bookAppointment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationBookAppointmentArgs, 'input'>>;
  bookPharmacyService?: Resolver<ResolversTypes['ServiceBooking'], ParentType, ContextType, RequireFields<MutationBookPharmacyServiceArgs, 'input'>>;
  cancelAppointment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCancelAppointmentArgs, 'reason' | 'slotId'>>;
  cancelOrder?: Resolver<ResolversTypes['Orders'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'orderId' | 'reason'>>;
  cancelPharmacyServiceBooking?: Resolver<Array<ResolversTypes['ServiceBooking']>, ParentType, ContextType, RequireFields<MutationCancelPharmacyServiceBookingArgs, 'bookingId'>>;
  changeGp?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationChangeGpArgs, 'letter'>>;
  choosePharmacy?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationChoosePharmacyArgs, 'forAllPatients' | 'pharmacyId'>>;
  completeNhsLogin?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationCompleteNhsLoginArgs, 'code' | 'state'>>;
  completePasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCompletePasswordResetArgs, 'newPassword' | 'token'>>;
  completeRegistration?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationCompleteRegistrationArgs, 'input'>>;
  completeRegistrationWithLinkage?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationCompleteRegistrationWithLinkageArgs, 'input'>>;
  createDailyReminder?: Resolver<ResolversTypes['DailyReminder'], ParentType, ContextType, RequireFields<MutationCreateDailyReminderArgs, 'input'>>;
  createReorderReminder?: Resolver<ResolversTypes['ReorderReminder'], ParentType, ContextType, RequireFields<MutationCreateReorderReminderArgs, 'input'>>;
  deleteMessage?: Resolver<Array<ResolversTypes['MessageThread']>, ParentType, ContextType, RequireFields<MutationDeleteMessageArgs, 'id'>>;
  deletePatient?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationDeletePatientArgs, 'patientId'>>;
  deregister?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  dismissLinkPrompt?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  extendSession?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  linkWithLetter?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationLinkWithLetterArgs, 'letter' | 'secondary'>>;
  linkWithNhsLogin?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationLinkWithNhsLoginArgs, 'code' | 'state'>>;
  markMessageRead?: Resolver<ResolversTypes['MessageThread'], ParentType, ContextType, RequireFields<MutationMarkMessageReadArgs, 'id'>>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderResult'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  removeDailyReminder?: Resolver<ResolversTypes['Reminders'], ParentType, ContextType, RequireFields<MutationRemoveDailyReminderArgs, 'id'>>;
  removeReorderReminder?: Resolver<ResolversTypes['Reminders'], ParentType, ContextType, RequireFields<MutationRemoveReorderReminderArgs, 'id'>>;
  requestEmailChange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestEmailChangeArgs, 'newEmail'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  selectPatient?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationSelectPatientArgs, 'patientId'>>;
  sendMessage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendMessageArgs, 'input'>>;
  sendOrderFeedback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendOrderFeedbackArgs, 'enjoyed' | 'orderId'>>;
  signIn?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'email' | 'password'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startNhsLogin?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationStartNhsLoginArgs, 'intent'>>;
  startRegistration?: Resolver<ResolversTypes['RegistrationEmailOutcome'], ParentType, ContextType, RequireFields<MutationStartRegistrationArgs, 'email' | 'marketingOptin'>>;
  updateDailyReminder?: Resolver<ResolversTypes['DailyReminder'], ParentType, ContextType, RequireFields<MutationUpdateDailyReminderArgs, 'id' | 'input'>>;
  updateNotificationPreference?: Resolver<ResolversTypes['NotificationPreferences'], ParentType, ContextType, RequireFields<MutationUpdateNotificationPreferenceArgs, 'channel' | 'enabled' | 'type'>>;
  updateProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'details'>>;
  updateReorderReminder?: Resolver<ResolversTypes['ReorderReminder'], ParentType, ContextType, RequireFields<MutationUpdateReorderReminderArgs, 'id' | 'when'>>;
  verifyEmailChange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationVerifyEmailChangeArgs, 'token'>>;
  verifyRegistrationEmail?: Resolver<ResolversTypes['VerifiedRegistration'], ParentType, ContextType, RequireFields<MutationVerifyRegistrationEmailArgs, 'token'>>;
};

export type NotificationPreferenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationPreference'] = ResolversParentTypes['NotificationPreference']> = {
  app?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['NotificationType'], ParentType, ContextType>;
};

export type NotificationPreferencesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationPreferences'] = ResolversParentTypes['NotificationPreferences']> = {
  appAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['NotificationPreference']>, ParentType, ContextType>;
};

export type OpeningDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpeningDay'] = ResolversParentTypes['OpeningDay']> = {
  day?: Resolver<ResolversTypes['Weekday'], ParentType, ContextType>;
  periods?: Resolver<Array<ResolversTypes['OpeningPeriod']>, ParentType, ContextType>;
};

export type OpeningPeriodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpeningPeriod'] = ResolversParentTypes['OpeningPeriod']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  cancellable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deliveryMethod?: Resolver<ResolversTypes['DeliveryMethod'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['OrderType'], ParentType, ContextType>;
  orderedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prescriptionRequestGuid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['OrderStep']>, ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemOrderType?: Resolver<ResolversTypes['ItemOrderType'], ParentType, ContextType>;
  medicationCourseGuid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  option?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderItemStatus'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderStep'] = ResolversParentTypes['OrderStep']> = {
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['OrderStepKey'], ParentType, ContextType>;
};

export type OrdersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Orders'] = ResolversParentTypes['Orders']> = {
  live?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  previous?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  readyToCollectCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PatientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Patient'] = ResolversParentTypes['Patient']> = {
  allowManualReordering?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gpName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iM1Available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  iM1ReminderClosed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  integrationType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PharmacyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Pharmacy'] = ResolversParentTypes['Pharmacy']> = {
  address1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  businessName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  distanceKm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hasPromoteServiceCard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isServiceBookingEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  openingTimes?: Resolver<Array<ResolversTypes['OpeningDay']>, ParentType, ContextType>;
  ownershipType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promotedServices?: Resolver<Array<ResolversTypes['PromotedService']>, ParentType, ContextType>;
  servicesOffered?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  telephoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visibleOnMap?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PharmacySearchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PharmacySearch'] = ResolversParentTypes['PharmacySearch']> = {
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pharmacies?: Resolver<Array<ResolversTypes['Pharmacy']>, ParentType, ContextType>;
  usedDefaultLocation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PharmacyServiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PharmacyService'] = ResolversParentTypes['PharmacyService']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bookable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  consultationType?: Resolver<ResolversTypes['ConsultationType'], ParentType, ContextType>;
  daysBookableInAdvance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalLinkText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstBookableDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasSubTypes?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricingInformation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serviceNameId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subTypes?: Resolver<Array<ResolversTypes['ServiceSubType']>, ParentType, ContextType>;
};

export type PlaceOrderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceOrderResult'] = ResolversParentTypes['PlaceOrderResult']> = {
  orderIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type PrescriptionCourseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PrescriptionCourse'] = ResolversParentTypes['PrescriptionCourse']> = {
  dosage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  medicationCourseGuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mostRecentIssueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prescriptionType?: Resolver<ResolversTypes['PrescriptionType'], ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primaryContactNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryContactNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PromotedServiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotedService'] = ResolversParentTypes['PromotedService']> = {
  serviceCardText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  addressSearch?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType, RequireFields<QueryAddressSearchArgs, 'search'>>;
  appointmentClinicians?: Resolver<Array<ResolversTypes['Clinician']>, ParentType, ContextType, Partial<QueryAppointmentCliniciansArgs>>;
  appointmentSessions?: Resolver<Array<ResolversTypes['AppointmentSession']>, ParentType, ContextType, RequireFields<QueryAppointmentSessionsArgs, 'filter'>>;
  appointments?: Resolver<Array<ResolversTypes['Appointment']>, ParentType, ContextType>;
  collectedItems?: Resolver<Array<ResolversTypes['ReminderItem']>, ParentType, ContextType>;
  config?: Resolver<ResolversTypes['AppConfig'], ParentType, ContextType>;
  dailyReminder?: Resolver<Maybe<ResolversTypes['DailyReminder']>, ParentType, ContextType, RequireFields<QueryDailyReminderArgs, 'id'>>;
  faqs?: Resolver<Array<ResolversTypes['FaqCategory']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  medicalRecord?: Resolver<Maybe<ResolversTypes['MedicalRecord']>, ParentType, ContextType>;
  medicalRecordSection?: Resolver<ResolversTypes['MedicalRecordSection'], ParentType, ContextType, RequireFields<QueryMedicalRecordSectionArgs, 'type'>>;
  medicineSearch?: Resolver<Array<ResolversTypes['Medicine']>, ParentType, ContextType, RequireFields<QueryMedicineSearchArgs, 'searchString'>>;
  messageRecipients?: Resolver<Array<ResolversTypes['MessageRecipient']>, ParentType, ContextType>;
  messageThread?: Resolver<Maybe<ResolversTypes['MessageThreadDetail']>, ParentType, ContextType, RequireFields<QueryMessageThreadArgs, 'id'>>;
  messageThreads?: Resolver<Array<ResolversTypes['MessageThread']>, ParentType, ContextType>;
  myGp?: Resolver<Maybe<ResolversTypes['GpDetails']>, ParentType, ContextType>;
  myLinkedPatients?: Resolver<Array<ResolversTypes['ManagedPatient']>, ParentType, ContextType>;
  myProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  notificationPreferences?: Resolver<ResolversTypes['NotificationPreferences'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Orders'], ParentType, ContextType>;
  pharmaciesNear?: Resolver<ResolversTypes['PharmacySearch'], ParentType, ContextType, Partial<QueryPharmaciesNearArgs>>;
  pharmacyServiceAvailability?: Resolver<ResolversTypes['ServiceAvailability'], ParentType, ContextType, RequireFields<QueryPharmacyServiceAvailabilityArgs, 'month' | 'serviceId' | 'year'>>;
  pharmacyServiceBookings?: Resolver<Array<ResolversTypes['ServiceBooking']>, ParentType, ContextType>;
  pharmacyServices?: Resolver<Array<ResolversTypes['PharmacyService']>, ParentType, ContextType>;
  prescriptions?: Resolver<Array<ResolversTypes['PrescriptionCourse']>, ParentType, ContextType>;
  registration?: Resolver<Maybe<ResolversTypes['VerifiedRegistration']>, ParentType, ContextType>;
  reminders?: Resolver<ResolversTypes['Reminders'], ParentType, ContextType>;
  reorderReminder?: Resolver<Maybe<ResolversTypes['ReorderReminder']>, ParentType, ContextType, RequireFields<QueryReorderReminderArgs, 'id'>>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
  todaysSchedule?: Resolver<ResolversTypes['TodaysSchedule'], ParentType, ContextType>;
  unreadMessageCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type RecordObservationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecordObservation'] = ResolversParentTypes['RecordObservation']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['RecordValue']>, ParentType, ContextType>;
};

export type RecordValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecordValue'] = ResolversParentTypes['RecordValue']> = {
  numericValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rangeHigh?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rangeLow?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rangeStatus?: Resolver<ResolversTypes['RangeStatus'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  units?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReminderItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReminderItem'] = ResolversParentTypes['ReminderItem']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RemindersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Reminders'] = ResolversParentTypes['Reminders']> = {
  daily?: Resolver<Array<ResolversTypes['DailyReminder']>, ParentType, ContextType>;
  reorder?: Resolver<Array<ResolversTypes['ReorderReminder']>, ParentType, ContextType>;
};

export type ReorderReminderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReorderReminder'] = ResolversParentTypes['ReorderReminder']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  autoGenerated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  daysToGo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueForReorder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  localDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  localTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reminderAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReorderReminderSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReorderReminderSummary'] = ResolversParentTypes['ReorderReminderSummary']> = {
  daysToGo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueForReorder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reminderAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServiceAvailabilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceAvailability'] = ResolversParentTypes['ServiceAvailability']> = {
  availableDates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  serviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['ServiceSlot']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ServiceBookingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceBooking'] = ResolversParentTypes['ServiceBooking']> = {
  canBeCancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  consultationType?: Resolver<ResolversTypes['ConsultationType'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationInformation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  serviceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  videoLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  videoPassword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ServiceSlotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceSlot'] = ResolversParentTypes['ServiceSlot']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServiceSubTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceSubType'] = ResolversParentTypes['ServiceSubType']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceNameId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  absoluteExpiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  idleExpiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SignInResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInResult'] = ResolversParentTypes['SignInResult']> = {
  destination?: Resolver<ResolversTypes['SignInDestination'], ParentType, ContextType>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
};

export type ThreadMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ThreadMessage'] = ResolversParentTypes['ThreadMessage']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromPatient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recipientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TodaysScheduleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TodaysSchedule'] = ResolversParentTypes['TodaysSchedule']> = {
  daily?: Resolver<Array<ResolversTypes['DailyReminder']>, ParentType, ContextType>;
  reorder?: Resolver<Array<ResolversTypes['ReorderReminderSummary']>, ParentType, ContextType>;
};

export type VerifiedRegistrationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerifiedRegistration'] = ResolversParentTypes['VerifiedRegistration']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Account?: AccountResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AppConfig?: AppConfigResolvers<ContextType>;
  Appointment?: AppointmentResolvers<ContextType>;
  AppointmentSession?: AppointmentSessionResolvers<ContextType>;
  AppointmentSlot?: AppointmentSlotResolvers<ContextType>;
  Clinician?: ClinicianResolvers<ContextType>;
  ConfigLinks?: ConfigLinksResolvers<ContextType>;
  ConsultationSection?: ConsultationSectionResolvers<ContextType>;
  DailyReminder?: DailyReminderResolvers<ContextType>;
  FaqCategory?: FaqCategoryResolvers<ContextType>;
  FaqContentBlock?: FaqContentBlockResolvers<ContextType>;
  FaqQuestion?: FaqQuestionResolvers<ContextType>;
  Features?: FeaturesResolvers<ContextType>;
  GpDetails?: GpDetailsResolvers<ContextType>;
  IntegrationSettings?: IntegrationSettingsResolvers<ContextType>;
  LinkedPatient?: LinkedPatientResolvers<ContextType>;
  ManagedPatient?: ManagedPatientResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  MedicalRecord?: MedicalRecordResolvers<ContextType>;
  MedicalRecordEntry?: MedicalRecordEntryResolvers<ContextType>;
  MedicalRecordSection?: MedicalRecordSectionResolvers<ContextType>;
  MedicalRecordSectionSummary?: MedicalRecordSectionSummaryResolvers<ContextType>;
  Medicine?: MedicineResolvers<ContextType>;
  MedicineType?: MedicineTypeResolvers<ContextType>;
  MessageRecipient?: MessageRecipientResolvers<ContextType>;
  MessageThread?: MessageThreadResolvers<ContextType>;
  MessageThreadDetail?: MessageThreadDetailResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotificationPreference?: NotificationPreferenceResolvers<ContextType>;
  NotificationPreferences?: NotificationPreferencesResolvers<ContextType>;
  OpeningDay?: OpeningDayResolvers<ContextType>;
  OpeningPeriod?: OpeningPeriodResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderStep?: OrderStepResolvers<ContextType>;
  Orders?: OrdersResolvers<ContextType>;
  Patient?: PatientResolvers<ContextType>;
  Pharmacy?: PharmacyResolvers<ContextType>;
  PharmacySearch?: PharmacySearchResolvers<ContextType>;
  PharmacyService?: PharmacyServiceResolvers<ContextType>;
  PlaceOrderResult?: PlaceOrderResultResolvers<ContextType>;
  PrescriptionCourse?: PrescriptionCourseResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  PromotedService?: PromotedServiceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecordObservation?: RecordObservationResolvers<ContextType>;
  RecordValue?: RecordValueResolvers<ContextType>;
  ReminderItem?: ReminderItemResolvers<ContextType>;
  Reminders?: RemindersResolvers<ContextType>;
  ReorderReminder?: ReorderReminderResolvers<ContextType>;
  ReorderReminderSummary?: ReorderReminderSummaryResolvers<ContextType>;
  ServiceAvailability?: ServiceAvailabilityResolvers<ContextType>;
  ServiceBooking?: ServiceBookingResolvers<ContextType>;
  ServiceSlot?: ServiceSlotResolvers<ContextType>;
  ServiceSubType?: ServiceSubTypeResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
  ThreadMessage?: ThreadMessageResolvers<ContextType>;
  TodaysSchedule?: TodaysScheduleResolvers<ContextType>;
  VerifiedRegistration?: VerifiedRegistrationResolvers<ContextType>;
};

