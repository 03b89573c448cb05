import type { CompletePasswordResetMutation } from '../../gql/graphql';

/** Examples shared by reset-password-screen stories and tests (one source, so both show the same states). */
export const demoToken = 'demo-reset-token';
export const demoResetRoute = `/reset-password?resetPasswordToken=${demoToken}`;
/** A password that meets the rule. */
export const demoNewPassword = 'Medicines2go!';

const passwordUpdated: { data: CompletePasswordResetMutation } = {
  data: { completePasswordReset: true },
};

/**
 * The gateway answers (src/testing/gateway-mock, by operation name) for /reset-password, with the completion
 * answered as given (by default: password updated).
 */
export function resetPasswordGateway<const Answer = typeof passwordUpdated>(answer?: Answer) {
  return { CompletePasswordReset: answer ?? passwordUpdated };
}
