import type { HomeScreenQuery } from '../../gql/graphql';

/** Examples shared by the home stories and tests. */
type Me = HomeScreenQuery['me'];

const linkedFeatures: Me['features'] = {
  multiPatient: false,
  im1Enabled: true,
  im1Linked: true,
  linkPrompt: false,
};

/**
 * An IM1-linked patient acting only for herself. As the gateway answers (Me.linkedPatients), the list holds
 * every patient the account may act for, the active one included and selected.
 */
export const singlePatient: Me = {
  patient: { id: 'p-jane', firstName: 'Jane', lastName: 'Smith', iM1Available: true },
  linkedPatients: [{ patientId: 'p-jane', fullName: 'Jane Smith', selected: true }],
  features: linkedFeatures,
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
};

/** The same account after switching to Tom. */
export const multiPatientAsTom: Me = {
  patient: { id: 'p-tom', firstName: 'Tom', lastName: 'Smith', iM1Available: true },
  linkedPatients: multiPatient.linkedPatients.map((linked) => ({
    ...linked,
    selected: linked.patientId === 'p-tom',
  })),
  features: multiPatient.features,
};

/** A patient not linked to GP online services (IM1). */
export const unlinkedPatient: Me = {
  patient: { id: 'p-sam', firstName: 'Sam', lastName: 'Taylor', iM1Available: false },
  linkedPatients: [{ patientId: 'p-sam', fullName: 'Sam Taylor', selected: true }],
  features: { ...linkedFeatures, im1Linked: false, linkPrompt: true },
};

/**
 * The multi-patient account after switching to Tom, had Tom not been IM1-linked: the API names the other
 * patients only for an IM1-linked patient (spec part 1 §3), so the list holds Tom alone and is not shown.
 */
export const multiPatientAsUnlinkedTom: Me = {
  patient: { id: 'p-tom', firstName: 'Tom', lastName: 'Smith', iM1Available: false },
  linkedPatients: [{ patientId: 'p-tom', fullName: 'Tom Smith', selected: true }],
  features: { ...linkedFeatures, im1Linked: false, linkPrompt: true },
};

export function homeScreenData(me: Me): { data: HomeScreenQuery } {
  return { data: { me, config: { productName: 'Medicines Online' } } };
}

/** The gateway answer (src/testing/gateway-mock, by operation name) for home showing `me`. */
export function homeGateway(me: Me) {
  return { HomeScreen: homeScreenData(me) };
}
