import { seedProfileAddress } from '../../../api/src/demo/seed-ids';
import { expect } from '../fixtures/test';
import { apiHeaders } from './demo-data';
import { e2eApiURL } from './stack';

/** Pia Price's profile as the seed leaves it (api/src/demo/seed.ts), for putting it back. */
export const piasSeededProfile = {
  firstName: 'Pia',
  lastName: 'Price',
  primaryContactNumber: '07700 900119',
  secondaryContactNumber: null,
  dateOfBirth: '1987-03-09',
  ...seedProfileAddress,
};

/** The words of My profile (locales/en/profile.json, errors.json profile.*). */
export const profileContent = {
  heading: 'My profile',
  edit: 'Edit my profile',
  save: 'Save changes',
  resetPassword: 'Reset my password',
  findAddress: 'Find your address',
  chooseAddress: 'Select your address',
  updated: 'Your details have been updated.',
  updateFailed: 'Unable to update your details at this time. Please try again.',
  searchFailed: 'Unable to fetch addresses at this time. Please try again.',
  dialog: 'Change your email address?',
  dialogYes: 'Yes, change my email address',
} as const;

/** Gives `email`'s active patient Pia's seeded details again (updatePatientDetails), whatever a journey did. */
export async function restoreProfileDirectly(email: string): Promise<void> {
  const response = await fetch(`${e2eApiURL}/v1/patients/details`, {
    method: 'PUT',
    headers: await apiHeaders(email),
    body: JSON.stringify(piasSeededProfile),
  });
  expect(response.status, 'updatePatientDetails').toBe(204);
}
