import { afterEach, describe, expect, it } from 'vitest';
import {
  clearRegistrationProgress,
  registrationProgressStorageKey,
  updateRegistrationProgress,
  useRegistrationProgress,
} from './registration-progress-store';

afterEach(clearRegistrationProgress);

describe('registration progress', () => {
  it('keeps the spec keys in sessionStorage, with the time of the last step', () => {
    updateRegistrationProgress({ marketingOptin: true });
    updateRegistrationProgress({ regRoute: 'Manual', email: 'jane@example.com' });
    const stored = JSON.parse(sessionStorage.getItem(registrationProgressStorageKey) ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(stored.state).toEqual({
      regRoute: 'Manual',
      email: 'jane@example.com',
      marketingOptin: true,
      timeStamp: expect.any(Number) as number,
    });
    expect(useRegistrationProgress.getState().marketingOptin).toBe(true);
  });

  it('forgets everything when cleared', () => {
    updateRegistrationProgress({ email: 'jane@example.com', marketingOptin: true });
    clearRegistrationProgress();
    expect(sessionStorage.getItem(registrationProgressStorageKey)).toBeNull();
    expect(useRegistrationProgress.getState()).toMatchObject({
      email: undefined,
      marketingOptin: false,
    });
  });
});
