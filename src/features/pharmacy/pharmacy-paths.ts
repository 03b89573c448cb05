/**
 * The pharmacy pages (spec part 1 §2 'Protected routes'): choosing a pharmacy as the last registration step,
 * the patient's pharmacy, and changing it.
 */
export const pharmacyPaths = {
  choosePharmacy: '/choose-pharmacy',
  myPharmacy: '/my-details/my-pharmacy',
  changePharmacy: '/my-details/my-pharmacy/change',
} as const;

/** Pages outside this area that it leads to (features do not import src/app's route paths). */
export const pharmacyExitPaths = {
  home: '/',
  /** spec part 2 'My pharmacy': 'Book a pharmacy service' (the route comes with pharmacy services). */
  pharmacyServices: '/my-services/pharmacy-services',
} as const;
