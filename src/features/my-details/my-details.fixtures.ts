import type {
  AddressSearchQuery,
  DeregisterScreenQuery,
  MyDetailsScreenQuery,
  MyGpScreenQuery,
  MyLinkedPatientsScreenQuery,
  MyProfileScreenQuery,
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

type ProfileFeatures = MyProfileScreenQuery['me']['features'];

export const piasProfile: MyProfileScreenQuery['myProfile'] = {
  email: 'pia.profile@example.com',
  firstName: 'Pia',
  lastName: 'Price',
  primaryContactNumber: '07700 900119',
  secondaryContactNumber: null,
  dateOfBirth: '1987-03-09',
  address: {
    address1: '73 Acorn Road',
    address2: 'Jesmond',
    address3: null,
    city: 'Newcastle upon Tyne',
    postcode: 'NE2 2DJ',
  },
};

/** An unlinked account signing in with a password: every field may be changed. */
export const everythingEditable: ProfileFeatures = {
  profileEditing: true,
  emailChange: true,
  passwordReset: true,
};

/** An NHS login account with a GP integration (nadia.nhslogin): nothing here may be changed. */
export const nhsLoginRestricted: ProfileFeatures = {
  profileEditing: false,
  emailChange: false,
  passwordReset: false,
};

export function myProfileData(
  features: ProfileFeatures = everythingEditable,
  profile: MyProfileScreenQuery['myProfile'] = piasProfile,
): { data: MyProfileScreenQuery } {
  return { data: { myProfile: profile, me: { features } } };
}

/** The address search's answer for Acorn Road (api/src/demo/addresses.jsonl). */
export const acornRoadAddresses: { data: AddressSearchQuery } = {
  data: {
    addressSearch: [73, 75].map((number) => ({
      address1: `${number} Acorn Road`,
      address2: 'Jesmond',
      address3: null,
      city: 'Newcastle upon Tyne',
      postcode: 'NE2 2DJ',
    })),
  },
};
