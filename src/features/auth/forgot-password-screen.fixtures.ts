import type { RequestPasswordResetMutation } from '../../gql/graphql';

/** Examples shared by forgot-password-screen stories and tests (one source, so both show the same states). */
export const demoEmail = 'jane@example.com';

const emailSent: { data: RequestPasswordResetMutation } = { data: { requestPasswordReset: true } };

/**
 * The gateway answers (src/testing/gateway-mock, by operation name) for /forgot-password, with the reset
 * request answered as given (by default: sent).
 */
export function forgotPasswordGateway<const Answer = typeof emailSent>(answer?: Answer) {
  return { RequestPasswordReset: answer ?? emailSent };
}
