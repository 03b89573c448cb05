import type { HomeScreenQuery } from '../../gql/graphql';

/** Examples shared by the home stories and tests. */
type Me = HomeScreenQuery['me'];

const linkedFeatures: Me['features'] = {
  multiPatient: false,
  im1Enabled: true,
  im1Linked: true,
  linkPrompt: false,
};

/** An IM1-linked patient acting only for herself. */
export const singlePatient: Me = {
  patient: { id: 'p-jane', firstName: 'Jane', lastName: 'Smith', iM1Available: true },
  linkedPatients: [],
  features: linkedFeatures,
};

/** An IM1-linked patient who may also act for two others (proxy access). */
export const multiPatient: Me = {
  patient: { id: 'p-jane', firstName: 'Jane', lastName: 'Smith', iM1Available: true },
  linkedPatients: [
    { patientId: 'p-jane', fullName: 'Jane Smith', selected: true },
    { patientId: 'p-tom', fullName: 'Tom Smith', selected: false },
    { patientId: 'p-ada', fullName: 'Ada Mary Jones', selected: false },
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
  linkedPatients: [],
  features: { ...linkedFeatures, im1Linked: false, linkPrompt: true },
};

export function homeScreenData(me: Me): { data: HomeScreenQuery } {
  return { data: { me, config: { productName: 'Medicines Online' } } };
}

/** The gateway answer (src/testing/gateway-mock, by operation name) for home showing `me`. */
export function homeGateway(me: Me) {
  return { HomeScreen: homeScreenData(me) };
}
