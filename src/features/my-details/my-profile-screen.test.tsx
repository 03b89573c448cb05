import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import {
  acornRoadAddresses,
  everythingEditable,
  myProfileData,
  nhsLoginRestricted,
  piasProfile,
} from './my-details.fixtures';
import { MyProfileScreen } from './my-profile-screen';

const words = {
  edit: 'Edit my profile',
  save: 'Save changes',
  cancel: 'Cancel',
  reset: 'Reset my password',
  // errors.json profile.* (spec part 2 §8)
  updated: 'Your details have been updated.',
  updateFailed: 'Unable to update your details at this time. Please try again.',
  searchFailed: 'Unable to fetch addresses at this time. Please try again.',
} as const;

/** The summary list's value for `key`. */
function valueOf(key: string): string | null {
  const keys = screen.getAllByRole('term').map((term) => term.textContent);
  return screen.getAllByRole('definition')[keys.indexOf(key)]?.textContent ?? null;
}

const slowFind = { timeout: 4000 };

async function startEditing(gateway: Parameters<typeof renderScreen>[1] = {}) {
  const user = userEvent.setup();
  const view = renderScreen(<MyProfileScreen />, {
    gateway: { MyProfileScreen: myProfileData(), ...gateway.gateway },
  });
  await user.click(await screen.findByRole('button', { name: words.edit }));
  return { user, ...view };
}

describe('MyProfileScreen', () => {
  it('shows a spinner while the profile loads', async () => {
    const { container } = renderScreen(<MyProfileScreen />, {
      gateway: { MyProfileScreen: { pending: true } },
    });
    expect(await screen.findByText('Loading your profile')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the details, Edit my profile and Reset my password', async () => {
    const { container } = renderScreen(<MyProfileScreen />, {
      gateway: { MyProfileScreen: myProfileData() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    expect(valueOf('Name')).toBe('Pia Price');
    expect(valueOf('Email address')).toBe('pia.profile@example.com');
    expect(valueOf('Mobile number')).toBe('07700 900119');
    expect(valueOf('Telephone number')).toBe('Not given');
    expect(valueOf('Date of birth')).toBe('9 March 1987');
    expect(valueOf('Address')).toBe('73 Acorn RoadJesmondNewcastle upon TyneNE2 2DJ');
    expect(screen.getByRole('button', { name: words.reset })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers neither editing nor a password reset to an NHS login account (spec part 2 §6)', async () => {
    const { container } = renderScreen(<MyProfileScreen />, {
      gateway: { MyProfileScreen: myProfileData(nhsLoginRestricted) },
    });
    expect(await screen.findByText(/Your details come from your GP record/)).toBeVisible();
    expect(screen.queryByRole('button', { name: words.edit })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: words.reset })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lets an account that may only change its email edit the email alone', async () => {
    const { container } = renderScreen(<MyProfileScreen />, {
      gateway: {
        MyProfileScreen: myProfileData({ ...nhsLoginRestricted, emailChange: true }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: words.edit }));
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says so when the profile cannot be read', async () => {
    const { container } = renderScreen(<MyProfileScreen />, {
      gateway: { MyProfileScreen: { errorCode: 'common.unexpected' } },
    });
    expect(
      await screen.findByText('Unexpected error happened. Please try again later.'),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it(
    'edits, chooses an address from the search, saves and says the details were updated',
    { timeout: 15_000 },
    async () => {
      const { user, container, gatewayCalls } = await startEditing({
        gateway: {
          AddressSearch: acornRoadAddresses,
          UpdateProfile: { data: { updateProfile: { firstName: 'Pippa' } } },
        },
      });
      const firstName = screen.getByRole('textbox', { name: 'First name' });
      expect(firstName).toHaveFocus();
      await user.clear(firstName);
      await user.type(firstName, 'Pippa');

      const search = screen.getByRole('textbox', { name: 'Find your address' });
      await user.type(search, 'acorn');
      expect(await screen.findByText('2 addresses found', {}, slowFind)).toBeVisible();
      // Debounced: one search, for what was typed once the typing stopped.
      expect(
        gatewayCalls
          .filter((call) => call.operationName === 'AddressSearch')
          .map((c) => c.variables),
      ).toEqual([{ search: 'acorn' }]);
      const results = screen.getByRole('group', { name: 'Select your address' });
      await user.click(
        within(results).getByRole('radio', {
          name: '75 Acorn Road, Jesmond, Newcastle upon Tyne, NE2 2DJ',
        }),
      );
      expect(screen.getByRole('status')).toHaveTextContent(
        'Address selected: 75 Acorn Road, Jesmond, Newcastle upon Tyne, NE2 2DJ',
      );
      expect(await axe(container)).toHaveNoViolations();

      await user.click(screen.getByRole('button', { name: words.save }));
      expect(await screen.findByText(words.updated)).toBeVisible();
      expect(
        gatewayCalls.find((call) => call.operationName === 'UpdateProfile')?.variables,
      ).toEqual({
        details: {
          firstName: 'Pippa',
          lastName: 'Price',
          primaryContactNumber: '07700 900119',
          secondaryContactNumber: null,
          dateOfBirth: '1987-03-09',
          address1: '75 Acorn Road',
          address2: 'Jesmond',
          address3: null,
          city: 'Newcastle upon Tyne',
          postcode: 'NE2 2DJ',
        },
      });
      expect(gatewayCalls.some((call) => call.operationName === 'ProfileEmailChange')).toBe(false);
      expect(await axe(container)).toHaveNoViolations();
    },
  );

  it('Cancel throws the changes away and returns to the details', async () => {
    const { user, gatewayCalls } = await startEditing();
    await user.clear(screen.getByRole('textbox', { name: 'Last name' }));
    await user.click(screen.getByRole('button', { name: words.cancel }));
    expect(valueOf('Name')).toBe('Pia Price');
    await waitFor(() => expect(screen.getByRole('button', { name: words.edit })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: words.edit }));
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Price');
    expect(gatewayCalls.some((call) => call.operationName === 'UpdateProfile')).toBe(false);
  });

  it('lists what the form refuses in the error summary, linked to each field', async () => {
    const { user, container, gatewayCalls } = await startEditing();
    await user.clear(screen.getByRole('textbox', { name: 'First name' }));
    const mobile = screen.getByRole('textbox', { name: /^Mobile number/ });
    await user.clear(mobile);
    await user.type(mobile, '0191');
    await user.click(screen.getByRole('button', { name: words.save }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter your first name' })).toHaveAttribute(
      'href',
      '#profile-first-name',
    );
    expect(
      within(summary).getByRole('link', {
        name: 'Enter a phone number, like 07700 900 982 or 0191 496 0000',
      }),
    ).toHaveAttribute('href', '#profile-mobile');
    expect(document.title).toMatch(/^Error: /);
    expect(gatewayCalls.some((call) => call.operationName === 'UpdateProfile')).toBe(false);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("shows each of the server's 422 reasons against its field", async () => {
    const { user, container } = await startEditing({
      gateway: {
        UpdateProfile: {
          errorCode: 'profile.updateFailed',
          reasons: [
            { field: 'primaryContactNumber', reason: 'invalidPhone' },
            { field: 'postcode', reason: 'invalidPostcode' },
          ],
        },
      },
    });
    await user.click(screen.getByRole('button', { name: words.save }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Mobile number: enter a UK phone number' }),
    ).toHaveAttribute('href', '#profile-mobile');
    expect(
      within(summary).getByRole('link', { name: 'Postcode: enter a real postcode' }),
    ).toHaveAttribute('href', '#profile-address-search');
    expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toHaveAccessibleDescription(
      expect.stringContaining('Mobile number: enter a UK phone number'),
    );
    expect(screen.queryByText(words.updated)).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says the update failed in the catalogue’s words', async () => {
    const { user, container } = await startEditing({
      gateway: { UpdateProfile: { errorCode: 'profile.updateFailed' } },
    });
    await user.click(screen.getByRole('button', { name: words.save }));
    expect(await screen.findByText(words.updateFailed)).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says the address search failed', { timeout: 10_000 }, async () => {
    const { user, container } = await startEditing({
      gateway: { AddressSearch: { errorCode: 'profile.addressSearchFailed' } },
    });
    await user.type(screen.getByRole('textbox', { name: 'Find your address' }), 'NE2 2DJ');
    expect(await screen.findByText(words.searchFailed, {}, slowFind)).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it(
    'asks before changing the email: No returns focus, Yes saves and mails the link',
    { timeout: 15_000 },
    async () => {
      const { user, container, gatewayCalls } = await startEditing({
        gateway: {
          UpdateProfile: { data: { updateProfile: { firstName: 'Pia' } } },
          ProfileEmailChange: { data: { requestEmailChange: true } },
        },
      });
      const email = screen.getByRole('textbox', { name: /Email address/ });
      await user.clear(email);
      await user.type(email, 'pia.new@example.com');
      const save = screen.getByRole('button', { name: words.save });
      await user.click(save);

      const dialog = await screen.findByRole('dialog', { name: 'Change your email address?' });
      expect(dialog).toHaveAccessibleDescription(
        'We will email a link to pia.new@example.com. Your email address changes when you follow the link in that email.',
      );
      expect(within(dialog).getByRole('heading', { level: 2 })).toHaveFocus();
      expect(await axe(container)).toHaveNoViolations();
      await user.click(within(dialog).getByRole('button', { name: 'No, go back' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(save).toHaveFocus();
      expect(gatewayCalls.some((call) => call.operationName === 'UpdateProfile')).toBe(false);

      await user.click(save);
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', {
          name: 'Yes, change my email address',
        }),
      );
      expect(await screen.findByText(words.updated)).toBeVisible();
      expect(
        screen.getByText(
          'We have emailed a link to pia.new@example.com. Follow it to finish changing your email address.',
        ),
      ).toBeVisible();
      expect(
        gatewayCalls.find((call) => call.operationName === 'ProfileEmailChange')?.variables,
      ).toEqual({ newEmail: 'pia.new@example.com' });
      expect(await axe(container)).toHaveNoViolations();
    },
  );

  it('shows an email the gateway refuses against the email field', async () => {
    await changeEmailRefused('emailChange.emailInUse', 'alex.linked@example.com');
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', {
        name: 'Another account already uses this email address. Enter a different email address.',
      }),
    ).toHaveAttribute('href', '#profile-email');
  });

  it('says a limit on email change requests was reached (issue 21), not a failed update', async () => {
    const { container } = await changeEmailRefused('common.tooManyRequests', 'pia.new@example.com');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'You have tried this too many times. Please wait a few minutes and try again.',
    );
    expect(alert).not.toHaveTextContent(words.updateFailed);
    expect(await axe(container)).toHaveNoViolations();
  });
});

/** Pia changes her email (typed, saved, confirmed in the dialog); the gateway refuses it with `errorCode`. */
async function changeEmailRefused(errorCode: string, newEmail: string) {
  const editing = await startEditing({
    gateway: {
      MyProfileScreen: myProfileData(everythingEditable, piasProfile),
      UpdateProfile: { data: { updateProfile: { firstName: 'Pia' } } },
      ProfileEmailChange: { errorCode },
    },
  });
  const email = screen.getByRole('textbox', { name: /Email address/ });
  await editing.user.clear(email);
  await editing.user.type(email, newEmail);
  await editing.user.click(screen.getByRole('button', { name: words.save }));
  await editing.user.click(
    within(await screen.findByRole('dialog')).getByRole('button', {
      name: 'Yes, change my email address',
    }),
  );
  return editing;
}
