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

export type AppConfig = {
  __typename?: 'AppConfig';
  featureAllergyTesting: Scalars['Boolean']['output'];
  featureCovidVaccination: Scalars['Boolean']['output'];
  featureIM1: Scalars['Boolean']['output'];
  featureNHSLogin: Scalars['Boolean']['output'];
  featurePharmacyServiceBooking: Scalars['Boolean']['output'];
  links: ConfigLinks;
  /** Where the NHS login button sends the browser (authorize URL with client id, scope, redirect URI). */
  nhsLoginAuthorizeUrl?: Maybe<Scalars['String']['output']>;
  /** The product's name, the spec's {product}. */
  productName: Scalars['String']['output'];
  supportEmail: Scalars['String']['output'];
};

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

export type Features = {
  __typename?: 'Features';
  allergyTesting: Scalars['Boolean']['output'];
  appointments: Scalars['Boolean']['output'];
  /** prescribing or manualReordering: /my-meds/orders/new is open. */
  canOrder: Scalars['Boolean']['output'];
  /** featureCovidVaccination and the pharmacy's ownershipType Owned. */
  covidVaccination: Scalars['Boolean']['output'];
  /** The patient has a nominated pharmacy (else only My details and Log out, and routes go to /choose-pharmacy). */
  hasPharmacy: Scalars['Boolean']['output'];
  /** IM1 (GP online services) is enabled in configuration. */
  im1Enabled: Scalars['Boolean']['output'];
  /** IM1 enabled and the active patient is IM1-linked (iM1Available): messages, appointments, record, deregister. */
  im1Linked: Scalars['Boolean']['output'];
  /** Unlinked patients are prompted to link via NHS (and have not dismissed the banner). */
  linkPrompt: Scalars['Boolean']['output'];
  /** Unlinked with allowManualReordering: manual items only. */
  manualReordering: Scalars['Boolean']['output'];
  medicalRecord: Scalars['Boolean']['output'];
  messages: Scalars['Boolean']['output'];
  /** More than one patient on the account: the switcher can change the active one. */
  multiPatient: Scalars['Boolean']['output'];
  /** GP name and IM1 availability. */
  myGp: Scalars['Boolean']['output'];
  /** The account has a patient integration (NHS login registration). */
  patientIntegration: Scalars['Boolean']['output'];
  /** featurePharmacyServiceBooking and the pharmacy's isServiceBookingEnabled. */
  pharmacyServiceBooking: Scalars['Boolean']['output'];
  /** Linked and prescribingEnabled: the new-order flow with GP items. */
  prescribing: Scalars['Boolean']['output'];
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

export type LinkedPatient = {
  __typename?: 'LinkedPatient';
  fullName: Scalars['String']['output'];
  patientId: Scalars['ID']['output'];
  /** True for the patient currently active (Me.patient); exactly one in Me.linkedPatients. */
  selected: Scalars['Boolean']['output'];
};

export type Me = {
  __typename?: 'Me';
  account: Account;
  /** Access rules of spec part 1 §6 / part 2 §6, derived once in gateway/src/features.ts. */
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

export type Mutation = {
  __typename?: 'Mutation';
  /** Makes one of the account's patients the active one. */
  selectPatient: Me;
  /**
   * Signs in with email and password and starts the session (tokens stay in the gateway's sealed cookie).
   * Failure codes: auth.fieldsRequired, auth.invalidEmail, auth.registrationIncomplete, auth.accountLocked,
   * auth.nhsLoginHint, auth.invalidCredentials, auth.tokensMissing, common.unexpected.
   */
  signIn: SignInResult;
  /** Ends the session. Always succeeds. */
  signOut: Scalars['Boolean']['output'];
};


export type MutationSelectPatientArgs = {
  patientId: Scalars['ID']['input'];
};


export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
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
  hasPromoteServiceCard: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isServiceBookingEnabled: Scalars['Boolean']['output'];
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  ownershipType?: Maybe<Scalars['String']['output']>;
  postcode?: Maybe<Scalars['String']['output']>;
  promotedServices: Array<PromotedService>;
  telephoneNumber?: Maybe<Scalars['String']['output']>;
  visibleOnMap: Scalars['Boolean']['output'];
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
  /** Public configuration (spec part 1 §7 mobile config). */
  config: AppConfig;
  /** The signed-in account and its active patient. Fails with UNAUTHENTICATED without a session. */
  me: Me;
  /** Whether this browser has a live session. Never fails. */
  session: Session;
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
  AppConfig: ResolverTypeWrapper<AppConfig>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ConfigLinks: ResolverTypeWrapper<ConfigLinks>;
  Features: ResolverTypeWrapper<Features>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IntegrationSettings: ResolverTypeWrapper<IntegrationSettings>;
  LinkedPatient: ResolverTypeWrapper<LinkedPatient>;
  Me: ResolverTypeWrapper<Me>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Patient: ResolverTypeWrapper<Patient>;
  Pharmacy: ResolverTypeWrapper<Pharmacy>;
  PromotedService: ResolverTypeWrapper<PromotedService>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Session: ResolverTypeWrapper<Session>;
  SignInDestination: SignInDestination;
  SignInResult: ResolverTypeWrapper<SignInResult>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Account: Account;
  AppConfig: AppConfig;
  Boolean: Scalars['Boolean']['output'];
  ConfigLinks: ConfigLinks;
  Features: Features;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  IntegrationSettings: IntegrationSettings;
  LinkedPatient: LinkedPatient;
  Me: Me;
  Mutation: Record<PropertyKey, never>;
  Patient: Patient;
  Pharmacy: Pharmacy;
  PromotedService: PromotedService;
  Query: Record<PropertyKey, never>;
  Session: Session;
  SignInResult: SignInResult;
  String: Scalars['String']['output'];
};

export type AccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = {
  accountStatus?: Resolver<ResolversTypes['AccountStatus'], ParentType, ContextType>;
  allowBetaFeatures?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasPatientIntegration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nhsLoginSub?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AppConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppConfig'] = ResolversParentTypes['AppConfig']> = {
  featureAllergyTesting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  featureCovidVaccination?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  featureIM1?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  featureNHSLogin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  featurePharmacyServiceBooking?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  links?: Resolver<ResolversTypes['ConfigLinks'], ParentType, ContextType>;
  nhsLoginAuthorizeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type FeaturesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Features'] = ResolversParentTypes['Features']> = {
  allergyTesting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  appointments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  covidVaccination?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPharmacy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  im1Enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  im1Linked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linkPrompt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manualReordering?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  medicalRecord?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  multiPatient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  myGp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  patientIntegration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pharmacyServiceBooking?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  prescribing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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

export type MeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = {
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  features?: Resolver<ResolversTypes['Features'], ParentType, ContextType>;
  integrationSettings?: Resolver<Maybe<ResolversTypes['IntegrationSettings']>, ParentType, ContextType>;
  linkedPatients?: Resolver<Array<ResolversTypes['LinkedPatient']>, ParentType, ContextType>;
  patient?: Resolver<ResolversTypes['Patient'], ParentType, ContextType>;
  pharmacy?: Resolver<Maybe<ResolversTypes['Pharmacy']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  selectPatient?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationSelectPatientArgs, 'patientId'>>;
  signIn?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'email' | 'password'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  hasPromoteServiceCard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isServiceBookingEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ownershipType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promotedServices?: Resolver<Array<ResolversTypes['PromotedService']>, ParentType, ContextType>;
  telephoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visibleOnMap?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PromotedServiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotedService'] = ResolversParentTypes['PromotedService']> = {
  serviceCardText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  config?: Resolver<ResolversTypes['AppConfig'], ParentType, ContextType>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['Session'], ParentType, ContextType>;
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

export type Resolvers<ContextType = GatewayContext> = {
  Account?: AccountResolvers<ContextType>;
  AppConfig?: AppConfigResolvers<ContextType>;
  ConfigLinks?: ConfigLinksResolvers<ContextType>;
  Features?: FeaturesResolvers<ContextType>;
  IntegrationSettings?: IntegrationSettingsResolvers<ContextType>;
  LinkedPatient?: LinkedPatientResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Patient?: PatientResolvers<ContextType>;
  Pharmacy?: PharmacyResolvers<ContextType>;
  PromotedService?: PromotedServiceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
};

