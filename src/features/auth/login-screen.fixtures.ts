import type {
  CompleteNhsLoginMutation,
  LoginScreenQuery,
  SignInMutation,
  StartNhsLoginMutation,
} from '../../gql/graphql';

/** Examples shared by login-screen stories and tests (one source, so both show the same states). */
export const demoProductName = 'Medicines Online';
export const demoNhsLoginUrl =
  'https://auth.login.nhs.uk/authorize?client_id=medicines-online&state=demo-state';
/** NHS login coming back to /login. */
export const demoNhsLoginReturnRoute = '/login?code=demo-code&state=demo-state';
export const demoFindOutMoreUrl = 'https://www.example.org/find-out-more';

export function loginScreenData({ featureNHSLogin = true } = {}): { data: LoginScreenQuery } {
  return {
    data: {
      config: {
        featureNHSLogin,
        productName: demoProductName,
        links: { findOutMore: demoFindOutMoreUrl },
      },
    },
  };
}

const signedInHome: { data: SignInMutation } = { data: { signIn: { destination: 'HOME' } } };
const nhsLoginStarted: { data: StartNhsLoginMutation } = {
  data: { startNhsLogin: demoNhsLoginUrl },
};
const nhsLoginCompleted: { data: CompleteNhsLoginMutation } = {
  data: { completeNhsLogin: { destination: 'HOME' } },
};

/**
 * The gateway answers (src/testing/gateway-mock, by operation name) for /login, with signIn answered as
 * given (by default: signed in, going home), and NHS login's start and completion as given (by default:
 * started, then signed in going home).
 */
export function loginGateway<
  const SignInAnswer = typeof signedInHome,
  const StartAnswer = typeof nhsLoginStarted,
  const CompleteAnswer = typeof nhsLoginCompleted,
>(
  signIn?: SignInAnswer,
  {
    featureNHSLogin = true,
    startNhsLogin,
    completeNhsLogin,
  }: {
    featureNHSLogin?: boolean;
    startNhsLogin?: StartAnswer;
    completeNhsLogin?: CompleteAnswer;
  } = {},
) {
  return {
    LoginScreen: loginScreenData({ featureNHSLogin }),
    SignIn: signIn ?? signedInHome,
    StartNhsLogin: startNhsLogin ?? nhsLoginStarted,
    CompleteNhsLogin: completeNhsLogin ?? nhsLoginCompleted,
  };
}

/** Every sign-in failure code the gateway sends (gateway/src/auth/auth.graphql, signIn). */
export const signInFailureCodes = [
  'auth.registrationIncomplete',
  'auth.accountLocked',
  'auth.nhsLoginHint',
  'auth.invalidCredentials',
  'auth.tokensMissing',
  'auth.fieldsRequired',
  'auth.invalidEmail',
  'common.unexpected',
] as const;
