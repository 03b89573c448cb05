/**
 * The registration journey's pages (spec part 1 §2 'Public routes'): ways to register (also reached as
 * /method-selection), benefits and the age question, the email step, the verification link's landing page,
 * and the two ways to finish (register details, linkage details).
 */
export const registrationPaths = {
  waysToRegister: '/ways-to-register',
  methodSelection: '/method-selection',
  benefits: '/benefits',
  ageCheck: '/age-check-and-email',
  verifyEmail: '/verify-email',
  register: '/register',
  registerDetails: '/register-details',
  linkageDetails: '/linkage-details',
} as const;

/** Pages outside the journey that it leads to (features do not import src/app's route paths). */
export const registrationExitPaths = {
  login: '/login',
} as const;
