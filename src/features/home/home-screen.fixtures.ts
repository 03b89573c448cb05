import type { HomeScreenQuery } from '../../gql/graphql';

/** Examples shared by the home stories and tests. */
type Me = HomeScreenQuery['me'];
type Pharmacy = NonNullable<Me['pharmacy']>;

/** A pharmacy that promotes nothing (most of the examples). */
export const plainPharmacy: Pharmacy = {
  id: 'ph-jesmond',
  businessName: 'Jesmond Community Pharmacy',
  hasPromoteServiceCard: false,
  promotedServices: [],
};

/** A provider-owned pharmacy promoting two services (its own words: serviceCardText). */
export const promotingPharmacy: Pharmacy = {
  id: 'ph-gosforth',
  businessName: 'Gosforth High Street Pharmacy',
  hasPromoteServiceCard: true,
  promotedServices: [
    {
      serviceId: 's-flu',
      serviceCardText: 'Book your free NHS flu vaccination at our pharmacy.',
    },
    {
      serviceId: 's-bp',
      serviceCardText: 'Free blood pressure check for adults aged 40 and over.',
    },
  ],
};

/** An IM1-linked patient whose practice takes prescription requests; optional cards off. */
const linkedFeatures: Me['features'] = {
  multiPatient: false,
  im1Enabled: true,
  im1Linked: true,
  linkPrompt: false,
  manualReordering: false,
  prescribing: true,
  canOrder: true,
  allergyTesting: false,
  covidVaccination: false,
  pharmacyServices: false,
  reminders: true,
  messages: true,
};

/**
 * An IM1-linked patient acting only for herself. As the gateway answers (Me.linkedPatients), the list holds
 * every patient the account may act for, the active one included and selected.
 */
export const singlePatient: Me = {
  patient: { id: 'p-jane', firstName: 'Jane', lastName: 'Smith', iM1Available: true },
  linkedPatients: [{ patientId: 'p-jane', fullName: 'Jane Smith', selected: true }],
  features: linkedFeatures,
  pharmacy: plainPharmacy,
};

/**
 * An IM1-linked patient who may also act for two others (proxy access). The gateway orders the list by full
 * name, whoever is active, so a switch only moves `selected`.
 */
export const multiPatient: Me = {
  patient: { id: 'p-jane', firstName: 'Jane', lastName: 'Smith', iM1Available: true },
  linkedPatients: [
    { patientId: 'p-ada', fullName: 'Ada Mary Jones', selected: false },
    { patientId: 'p-jane', fullName: 'Jane Smith', selected: true },
    { patientId: 'p-tom', fullName: 'Tom Smith', selected: false },
  ],
  features: { ...linkedFeatures, multiPatient: true },
  pharmacy: plainPharmacy,
};

/** The same account after switching to Tom. */
export const multiPatientAsTom: Me = {
  patient: { id: 'p-tom', firstName: 'Tom', lastName: 'Smith', iM1Available: true },
  linkedPatients: multiPatient.linkedPatients.map((linked) => ({
    ...linked,
    selected: linked.patientId === 'p-tom',
  })),
  features: multiPatient.features,
  pharmacy: plainPharmacy,
};

/** A patient not linked to GP online services (IM1). */
export const unlinkedPatient: Me = {
  patient: { id: 'p-sam', firstName: 'Sam', lastName: 'Taylor', iM1Available: false },
  linkedPatients: [{ patientId: 'p-sam', fullName: 'Sam Taylor', selected: true }],
  features: {
    ...linkedFeatures,
    im1Linked: false,
    linkPrompt: true,
    prescribing: false,
    canOrder: false,
    messages: false,
  },
  pharmacy: plainPharmacy,
};

/**
 * The multi-patient account after switching to Tom, had Tom not been IM1-linked: the API names the other
 * patients only for an IM1-linked patient (spec part 1 §3), so the list holds Tom alone and is not shown.
 */
export const multiPatientAsUnlinkedTom: Me = {
  patient: { id: 'p-tom', firstName: 'Tom', lastName: 'Smith', iM1Available: false },
  linkedPatients: [{ patientId: 'p-tom', fullName: 'Tom Smith', selected: true }],
  features: {
    ...linkedFeatures,
    im1Linked: false,
    linkPrompt: true,
    prescribing: false,
    canOrder: false,
    messages: false,
  },
  pharmacy: plainPharmacy,
};

/**
 * Alex: IM1-linked, prescribing, at a provider-owned pharmacy that promotes services, with the allergy
 * testing, vaccination and pharmacy services cards on (as the seeded demo account).
 */
export const populatedPatient: Me = {
  patient: { id: 'p-alex', firstName: 'Alex', lastName: 'Morgan', iM1Available: true },
  linkedPatients: [{ patientId: 'p-alex', fullName: 'Alex Morgan', selected: true }],
  features: {
    ...linkedFeatures,
    allergyTesting: true,
    covidVaccination: true,
    pharmacyServices: true,
  },
  pharmacy: promotingPharmacy,
};

/** Morgan: not IM1-linked, reorders manual items (allowManualReordering), asked to link via NHS. */
export const manualReorderingPatient: Me = {
  patient: { id: 'p-morgan', firstName: 'Morgan', lastName: 'Reed', iM1Available: false },
  linkedPatients: [{ patientId: 'p-morgan', fullName: 'Morgan Reed', selected: true }],
  features: {
    ...linkedFeatures,
    im1Linked: false,
    prescribing: false,
    manualReordering: true,
    canOrder: true,
    linkPrompt: true,
    messages: false,
  },
  pharmacy: plainPharmacy,
};

type Schedule = HomeScreenQuery['todaysSchedule'];

export const emptySchedule: Schedule = { daily: [], reorder: [] };

/** Two daily reminders and one reorder reminder due today (an EMIS-type patient: no TPP rule). */
export const scheduleWithItems: Schedule = {
  daily: [
    { id: 'd-morning', reminderTime: '08:00:00', description: 'Amlodipine 5mg tablets' },
    { id: 'd-evening', reminderTime: '18:30:00', description: 'Atorvastatin 20mg tablets' },
  ],
  reorder: [
    { id: 'r-today', description: 'Salbutamol inhaler', daysToGo: 0, dueForReorder: false },
  ],
};

/** A TPP-type patient's reorder reminder on its day: 'Due for reorder'. */
export const tppDueSchedule: Schedule = {
  daily: [],
  reorder: [
    { id: 'r-tpp', description: 'Sertraline 50mg tablets', daysToGo: 0, dueForReorder: true },
  ],
};

/** More than the card shows (it keeps 3 of each), and days to go in both plural forms. */
export const crowdedSchedule: Schedule = {
  daily: [
    { id: 'd-1', reminderTime: '07:15:00', description: 'Levothyroxine' },
    { id: 'd-2', reminderTime: '12:00:00', description: 'Metformin' },
    { id: 'd-3', reminderTime: '13:45:00', description: 'Vitamin D' },
    { id: 'd-4', reminderTime: '21:00:00', description: 'Melatonin' },
  ],
  reorder: [
    { id: 'r-1', description: 'Ramipril', daysToGo: 1, dueForReorder: false },
    { id: 'r-2', description: 'Omeprazole', daysToGo: 2, dueForReorder: false },
    { id: 'r-3', description: 'Sertraline', daysToGo: 0, dueForReorder: true },
    { id: 'r-4', description: 'Beclometasone', daysToGo: 0, dueForReorder: false },
  ],
};

type Orders = HomeScreenQuery['orders'];

export const noOrders: Orders = { live: [] };

/** One order ready to collect and one just requested (ordered in March 2026, London time). */
export const liveOrders: Orders = {
  live: [
    { id: 'o-ready', orderedAt: '2026-03-02T10:00:00.000Z', status: 'ReadyToCollect' },
    { id: 'o-requested', orderedAt: '2026-03-09T09:30:00.000Z', status: 'Requested' },
  ],
};

export const prescriptionCourses: HomeScreenQuery['prescriptions'] = [
  { medicationCourseGuid: 'c-amlodipine' },
  { medicationCourseGuid: 'c-atorvastatin' },
  { medicationCourseGuid: 'c-salbutamol' },
];

export const demoConfig: HomeScreenQuery['config'] = {
  productName: 'Medicines Online',
  links: {
    allergyTesting: 'https://www.example.org/allergy-testing',
    appDownload: 'https://www.example.org/app',
  },
};

/** Home's data for `me`; the other parts default to nothing to show. */
export function homeScreenData(
  me: Me,
  parts: Partial<Omit<HomeScreenQuery, 'me'>> = {},
): { data: HomeScreenQuery } {
  return {
    data: {
      me,
      orders: noOrders,
      prescriptions: [],
      todaysSchedule: emptySchedule,
      config: demoConfig,
      ...parts,
    },
  };
}

/** Alex's home with everything on it. */
export const populatedHomeData = homeScreenData(populatedPatient, {
  orders: liveOrders,
  prescriptions: prescriptionCourses,
  todaysSchedule: scheduleWithItems,
});

/** The gateway answer (src/testing/gateway-mock, by operation name) for home showing `me`. */
export function homeGateway(me: Me, parts: Partial<Omit<HomeScreenQuery, 'me'>> = {}) {
  return { HomeScreen: homeScreenData(me, parts) };
}
