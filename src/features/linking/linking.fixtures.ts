/** Examples shared by the linking stories and tests. */

/** How the gateway double answers an operation (src/testing/gateway-mock.ts). */
type GatewayMockAnswer =
  { data: unknown } | { errorCode: string; serverMessage?: string } | { pending: true };
type GatewayMocks = Record<string, GatewayMockAnswer>;

/** An unlinked patient (Morgan Reed of the demo data). */
export const unlinkedPatient = {
  id: 'p-morgan',
  firstName: 'Morgan',
  lastName: 'Reed',
  dateOfBirth: '1978-11-05',
  iM1Available: false,
};

/** As typed from the letter: lower case, in groups. */
export const typedLetter = {
  surname: 'Reed',
  day: '5',
  month: '11',
  year: '1978',
  linkageKey: 'lkmo rgan 0201',
  odsCode: 'a12 345',
  gpAccountId: '1000201',
};

/** What the form sends for typedLetter. */
export const sentLetter = {
  surname: 'Reed',
  dateOfBirth: '1978-11-05',
  linkageKey: 'LKMORGAN0201',
  odsCode: 'A12345',
  gpAccountId: '1000201',
};

const linkedMe = { data: { linkWithLetter: { patient: { id: 'p-morgan', iM1Available: true } } } };

export const connectFormGateway = (link: GatewayMockAnswer = linkedMe): GatewayMocks => ({
  ConnectIm1FormScreen: { data: { me: { patient: { id: 'p-morgan', iM1Available: false } } } },
  LinkWithLetter: link,
});

export function registerGateway(
  options: {
    patient?: Partial<typeof unlinkedPatient>;
    featureNHSLogin?: boolean;
    link?: GatewayMockAnswer;
  } = {},
): GatewayMocks {
  return {
    RegisterForOnlineServicesScreen: {
      data: {
        config: { featureNHSLogin: options.featureNHSLogin ?? true },
        me: { patient: { ...unlinkedPatient, ...options.patient } },
      },
    },
    LinkWithLetter: options.link ?? linkedMe,
  };
}

export const alreadyRegistered: GatewayMockAnswer = {
  errorCode: 'linking.alreadyRegistered',
  serverMessage:
    'These Linkage details are already registered with an account, please try new details',
};

export const letterNotFound: GatewayMockAnswer = {
  errorCode: 'linking.notFound',
  serverMessage:
    'These details do not match a GP record. Check the linkage key, ODS code, account ID, last name and date of birth on your letter.',
};

export const changeGpGateway = (
  change: GatewayMockAnswer = {
    data: { changeGp: { patient: { id: 'p-morgan', gpName: 'Riverside Medical Practice' } } },
  },
): GatewayMocks => ({
  ChangeGpScreen: { data: { me: { patient: unlinkedPatient } } },
  ChangeGp: change,
});

export const multiPatientGateway = (others: number): GatewayMocks => ({
  MultiPatientInfoScreen: {
    data: {
      me: {
        linkedPatients: [
          { patientId: 'p-jane', selected: true },
          ...Array.from({ length: others }, (_, index) => ({
            patientId: `p-${index}`,
            selected: false,
          })),
        ],
      },
    },
  },
});
