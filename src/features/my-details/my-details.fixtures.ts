import type {
  DeregisterScreenQuery,
  MyDetailsScreenQuery,
  MyGpScreenQuery,
  MyLinkedPatientsScreenQuery,
} from '../../gql/graphql';

/** Examples shared by the My details stories and tests, shaped as the gateway answers them. */

export function myDetailsData(features: MyDetailsScreenQuery['me']['features']): {
  data: MyDetailsScreenQuery;
} {
  return { data: { me: { features } } };
}

/** IM1-linked with a GP name (alex.linked). */
export const linkedPatientDetails = myDetailsData({ myGp: true, im1Linked: true });
/** Not linked (morgan.manual). */
export const unlinkedPatientDetails = myDetailsData({ myGp: false, im1Linked: false });

type LinkedPatient = MyLinkedPatientsScreenQuery['myLinkedPatients'][number];

/** Alex, acting for their own patient, with Sam and Jo by proxy (only they may be deleted). */
export const alexsPatients: LinkedPatient[] = [
  { patientId: 'p-alex', fullName: 'Alex Morgan', selected: true, deletable: false },
  { patientId: 'p-jo', fullName: 'Jo Morgan', selected: false, deletable: true },
  { patientId: 'p-sam', fullName: 'Sam Morgan', selected: false, deletable: true },
];

export function linkedPatientsData(patients: LinkedPatient[] = alexsPatients): {
  data: MyLinkedPatientsScreenQuery;
} {
  return { data: { myLinkedPatients: patients } };
}

/** Only the patient's own details: nothing to switch to or delete. */
export const onlyOwnPatient = linkedPatientsData([
  { patientId: 'p-morgan', fullName: 'Morgan Reed', selected: true, deletable: false },
]);

export const gpDetails: NonNullable<MyGpScreenQuery['myGp']> = {
  gpName: 'Riverside Medical Practice',
  address1: 'Riverside Health Centre',
  address2: '2 Mill Lane',
  address3: null,
  address4: 'Newcastle upon Tyne',
  postcode: 'NE3 4AB',
  telephone: '0191 496 0100',
  doctorName: 'Dr Priya Shah',
};

export function myGpData(gp: MyGpScreenQuery['myGp'] = gpDetails): { data: MyGpScreenQuery } {
  return { data: { myGp: gp } };
}

export const deregisterData: { data: DeregisterScreenQuery } = {
  data: { me: { patient: { firstName: 'Casey', lastName: 'Carter' } } },
};
