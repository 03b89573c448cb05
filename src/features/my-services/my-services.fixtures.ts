import type { MyServicesScreenQuery } from '../../gql/graphql';

type Features = MyServicesScreenQuery['me']['features'];

/** Examples shared by the My services stories and tests, shaped as the gateway answers them. */
const noFeatures: Features = {
  pharmacyServices: false,
  appointments: false,
  messages: false,
  covidVaccination: false,
  medicalRecord: false,
  promotedServices: false,
  connectGp: false,
};

const owned: NonNullable<MyServicesScreenQuery['me']['pharmacy']> = {
  businessName: 'Medicines Online Pharmacy Gosforth',
  promotedServices: [
    { serviceId: 's-flu', serviceCardText: 'Book your free NHS flu vaccination at our pharmacy.' },
  ],
};

export function myServicesData(
  features: Partial<Features>,
  pharmacy: MyServicesScreenQuery['me']['pharmacy'] = owned,
): { data: MyServicesScreenQuery } {
  return { data: { me: { features: { ...noFeatures, ...features }, pharmacy } } };
}

/** An IM1-linked patient whose practice and pharmacy offer everything (alex.linked). */
export const linkedPatientServices = myServicesData({
  pharmacyServices: true,
  appointments: true,
  messages: true,
  covidVaccination: true,
  medicalRecord: true,
  promotedServices: true,
});

/** A patient not linked to a GP (as morgan.manual), with pharmacy services off in configuration. */
export const unlinkedPatientServices = myServicesData({ connectGp: true }, null);
