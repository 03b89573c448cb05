import type { LoginScreenQuery, SignInMutation } from '../../gql/graphql';

/** Examples shared by login-screen stories and tests (one source, so both show the same states). */
export const demoProductName = 'Medicines Online';
export const demoNhsLoginUrl = 'https://auth.login.nhs.uk/authorize?client_id=medicines-online';
export const demoFindOutMoreUrl = 'https://www.example.org/find-out-more';

export function loginScreenData({ featureNHSLogin = true } = {}): { data: LoginScreenQuery } {
  return {
    data: {
      config: {
        featureNHSLogin,
        nhsLoginAuthorizeUrl: featureNHSLogin ? demoNhsLoginUrl : null,
        productName: demoProductName,
        links: { findOutMore: demoFindOutMoreUrl },
      },
    },
  };
}

const signedInHome: { data: SignInMutation } = { data: { signIn: { destination: 'HOME' } } };

/**
 * The gateway answers (src/testing/gateway-mock, by operation name) for /login, with signIn answered as
 * given (by default: signed in, going home).
 */
export function loginGateway<const SignInAnswer = typeof signedInHome>(
  signIn?: SignInAnswer,
  { featureNHSLogin = true } = {},
) {
  return { LoginScreen: loginScreenData({ featureNHSLogin }), SignIn: signIn ?? signedInHome };
}

/** Every sign-in failure code the gateway sends (gateway/schema/base.graphql, signIn). */
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
