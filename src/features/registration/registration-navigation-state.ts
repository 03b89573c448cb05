/**
 * The navigation state the registration pages pass each other, read defensively (anything else a sender put
 * there is ignored):
 * - `email`: the email to prefill on /verify-email (the login page's 'finish your registration' link);
 * - `invalidToken`: /register could not verify the link, so /verify-email says so;
 * - `questionPath`: the page that asked 'Do you have linkage codes?' (the verification link's landing page),
 *   where the details pages' Back link returns.
 */
export interface RegistrationNavigationState {
  email: string;
  invalidToken: boolean;
  questionPath: string | undefined;
}

export function readRegistrationNavigationState(state: unknown): RegistrationNavigationState {
  if (!state || typeof state !== 'object') {
    return { email: '', invalidToken: false, questionPath: undefined };
  }
  const { email, invalidToken, questionPath } = state as Record<string, unknown>;
  return {
    email: typeof email === 'string' ? email.trim() : '',
    invalidToken: invalidToken === true,
    // Only a path of this app (never another site).
    questionPath:
      typeof questionPath === 'string' &&
      questionPath.startsWith('/') &&
      !questionPath.startsWith('//')
        ? questionPath
        : undefined,
  };
}
