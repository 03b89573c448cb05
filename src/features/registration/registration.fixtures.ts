import type {
  CompleteNhsLoginMutation,
  CompleteRegistrationMutation,
  CompleteRegistrationWithLinkageMutation,
  RegisterDetailsScreenQuery,
  RegistrationEmailOutcome,
  StartRegistrationMutation,
  VerifyRegistrationEmailMutation,
  WaysToRegisterScreenQuery,
} from '../../gql/graphql';

/** Examples shared by the registration screens' stories and tests (one source, so both show the same). */
export const demoEmail = 'jane@example.com';
export const demoProductName = 'Medicines Online';
export const demoTermsUrl = 'https://www.example.org/terms';
export const demoPrivacyUrl = 'https://www.example.org/privacy';
export const demoToken = 'verification-token-1';
export const demoNhsLoginUrl = 'https://auth.login.nhs.uk/authorize?client_id=medicines-online';
/** NHS login coming back to ways-to-register after a registration. */
export const demoNhsRegistrationReturnRoute = '/ways-to-register?code=demo-code&state=demo-state';

/** A gateway answer other than data, as src/testing/gateway-mock takes it. */
type GatewayMockAnswer = { errorCode: string } | { pending: true } | { data: unknown };
type Answer<Data> = { data: Data } | GatewayMockAnswer;

/**
 * /ways-to-register: its configuration, and NHS login's start and completion as given (by default: started,
 * then registered, going on to choose pharmacy).
 */
export function waysToRegisterGateway({
  featureNHSLogin = true,
  startNhsLogin = { data: { startNhsLogin: demoNhsLoginUrl } },
  completeNhsLogin = { data: { completeNhsLogin: { destination: 'CHOOSE_PHARMACY' } } },
}: {
  featureNHSLogin?: boolean;
  startNhsLogin?: GatewayMockAnswer;
  completeNhsLogin?: Answer<CompleteNhsLoginMutation>;
} = {}) {
  const screen: { data: WaysToRegisterScreenQuery } = {
    data: {
      config: {
        productName: demoProductName,
        featureNHSLogin,
        links: { terms: demoTermsUrl, privacy: demoPrivacyUrl },
      },
    },
  };
  return {
    WaysToRegisterScreen: screen,
    StartNhsLogin: startNhsLogin,
    CompleteNhsLogin: completeNhsLogin,
  };
}

/** /verify-email: startRegistration answered with `outcome`, or as given. */
export function verifyEmailGateway(
  answer: RegistrationEmailOutcome | GatewayMockAnswer = 'VERIFICATION_SENT',
) {
  const startRegistration: Answer<StartRegistrationMutation> =
    typeof answer === 'string' ? { data: { startRegistration: answer } } : answer;
  return { StartRegistration: startRegistration };
}

/** /register: the token verified (by default) or the answer given. */
export function registerGateway(answer?: GatewayMockAnswer) {
  const verified: { data: VerifyRegistrationEmailMutation } = {
    data: { verifyRegistrationEmail: { email: demoEmail } },
  };
  return { VerifyRegistrationEmail: answer ?? verified };
}

function registrationQuery(registered: boolean): { data: RegisterDetailsScreenQuery } {
  return { data: { registration: registered ? { email: demoEmail } : null } };
}

/** /register-details: a verified registration (or none) and completeRegistration as given. */
export function registerDetailsGateway({
  registration = true,
  complete,
}: { registration?: boolean | GatewayMockAnswer; complete?: GatewayMockAnswer } = {}) {
  const completed: { data: CompleteRegistrationMutation } = {
    data: { completeRegistration: { destination: 'CHOOSE_PHARMACY' } },
  };
  return {
    RegisterDetailsScreen:
      typeof registration === 'boolean' ? registrationQuery(registration) : registration,
    CompleteRegistration: complete ?? completed,
  };
}

/** /linkage-details: a verified registration (or none) and completeRegistrationWithLinkage as given. */
export function linkageDetailsGateway({
  registration = true,
  complete,
}: { registration?: boolean | GatewayMockAnswer; complete?: GatewayMockAnswer } = {}) {
  const completed: { data: CompleteRegistrationWithLinkageMutation } = {
    data: { completeRegistrationWithLinkage: { destination: 'CHOOSE_PHARMACY' } },
  };
  return {
    LinkageDetailsScreen:
      typeof registration === 'boolean' ? registrationQuery(registration) : registration,
    CompleteRegistrationWithLinkage: complete ?? completed,
  };
}

/** Every failure code of gateway/src/registration/registration.graphql, with the text the user sees for it. */
export const registrationFailureTexts = {
  'registration.expired': 'Your registration has expired. Please start your registration again.',
  'registration.fieldsRequired':
    'Some of your details are missing. Check that you have filled in every field.',
  'registration.createFailed': 'The account could not be created. Please try again later.',
  'registration.linkageNotFound':
    'The details you entered do not match your GP record. Check them against the registration letter from your GP surgery and try again.',
  'registration.linkageAlreadyRegistered':
    'These Linkage details are already registered with an account, please log in.',
} as const;
