import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** sessionStorage key of the registration progress (zustand's persist format). */
export const registrationProgressStorageKey = 'registrationProgress';

/** spec part 1 §3 'Registration routes': how the user is registering. */
export type RegistrationRoute = 'Manual' | 'NHSLogin' | 'IM1';

/**
 * The registration progress keys of spec part 1 §3 that this app keeps in the browser: regRoute, email,
 * marketingOptin and timeStamp. Never a password, a token or a date of birth: the proof of verification
 * stays in the gateway's sealed cookie, and accountId, pharmacyId and dateOfBirth are the server's business.
 */
export interface RegistrationProgress {
  regRoute: RegistrationRoute | undefined;
  /** The email the verification was sent to (or that was verified). */
  email: string | undefined;
  /** The marketing-email consent ticked on ways to register. */
  marketingOptin: boolean;
  /** When the progress last changed (milliseconds since 1970). */
  timeStamp: number | undefined;
}

const noProgress: RegistrationProgress = {
  regRoute: undefined,
  email: undefined,
  marketingOptin: false,
  timeStamp: undefined,
};

/**
 * The registration progress (ARCHITECTURE.md: client state in zustand), kept in sessionStorage so that it
 * survives the verification link opening in the same tab, and goes when the tab closes.
 */
export const useRegistrationProgress = create<RegistrationProgress>()(
  persist(() => noProgress, {
    name: registrationProgressStorageKey,
    storage: createJSONStorage(() => sessionStorage),
  }),
);

/** Records a step of the journey (with the time it was taken). */
export function updateRegistrationProgress(
  change: Partial<Omit<RegistrationProgress, 'timeStamp'>>,
): void {
  useRegistrationProgress.setState({ ...change, timeStamp: Date.now() });
}

/** Forgets the progress: when registration completes, and on sign-out. */
export function clearRegistrationProgress(): void {
  useRegistrationProgress.setState(noProgress);
  useRegistrationProgress.persist.clearStorage();
}
