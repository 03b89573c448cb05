import type { VerifyEmailChangeMutation, VerifyNewEmailScreenQuery } from '../../gql/graphql';

/** Examples shared by verify-new-email-screen stories and tests (one source, so both show the same states). */
export const demoEmailChangeToken = 'Zm9vYmFyLWVtYWlsLWNoYW5nZS10b2tlbg';
export const demoEmailChangeRoute = `/verify-new-email/${demoEmailChangeToken}`;
export const demoCurrentEmail = 'jane@example.com';
export const demoPassword = 'Password123!';

function screenData({ signedIn = false, featureEmailChange = true } = {}): {
  data: VerifyNewEmailScreenQuery;
} {
  return { data: { config: { featureEmailChange }, session: { signedIn } } };
}

const verified: { data: VerifyEmailChangeMutation } = { data: { verifyEmailChange: true } };

/** The gateway answers (by operation name) for /verify-new-email/{id}; the verification as given. */
export function verifyNewEmailGateway<const Answer = typeof verified>({
  signedIn = false,
  featureEmailChange = true,
  verification,
}: {
  signedIn?: boolean;
  featureEmailChange?: boolean;
  verification?: Answer;
} = {}) {
  return {
    VerifyNewEmailScreen: screenData({ signedIn, featureEmailChange }),
    VerifyEmailChange: verification ?? verified,
  };
}
