import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { beforeEach, describe, expect, it } from 'vitest';
import { cookieConsentStorageKey } from '../../lib/cookie-consent';
import { renderScreen } from '../../testing/render-screen';
import { CookiePolicyScreen } from './cookie-policy-screen';

beforeEach(() => window.localStorage.clear());

describe('CookiePolicyScreen', () => {
  it('names every cookie and stored item with what it is for and how long it is kept', async () => {
    const { container } = renderScreen(<CookiePolicyScreen />, { route: '/help/cookies' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
    const names = (caption: string) =>
      within(screen.getByRole('table', { name: caption }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names('Cookies')).toEqual(['Name session', 'Name flow']);
    expect(names('Items kept in your browser')).toEqual([
      'Name accepted-ga',
      'Name registrationProgress',
      'Name iosAppBanner',
      'Name preselectedPharmacyId',
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('changes the analytics choice, stored under accepted-ga, and says so in a focused banner', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(<CookiePolicyScreen />, { route: '/help/cookies' });
    // Nothing is set before consent, so 'Do not use' is the choice until one is made.
    const accept = screen.getByRole('radio', { name: 'Use cookies that measure my website use' });
    const reject = screen.getByRole('radio', {
      name: 'Do not use cookies that measure my website use',
    });
    expect(reject).toBeChecked();

    await user.click(accept);
    await user.click(screen.getByRole('button', { name: 'Save my cookie settings' }));
    expect(window.localStorage.getItem(cookieConsentStorageKey)).toBe('true');
    const banner = screen.getByRole('alert');
    expect(banner).toHaveFocus();
    expect(banner).toHaveTextContent("You've set your cookie preferences.");
    expect(banner).toHaveTextContent('We will use analytics cookies from now on.');
    expect(await axe(container)).toHaveNoViolations();

    await user.click(reject);
    await user.click(screen.getByRole('button', { name: 'Save my cookie settings' }));
    expect(window.localStorage.getItem(cookieConsentStorageKey)).toBe('false');
    expect(screen.getByRole('alert')).toHaveTextContent('We will not use analytics cookies.');
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('shows the choice already made', () => {
    window.localStorage.setItem(cookieConsentStorageKey, 'true');
    renderScreen(<CookiePolicyScreen />, { route: '/help/cookies' });
    expect(
      screen.getByRole('radio', { name: 'Use cookies that measure my website use' }),
    ).toBeChecked();
  });
});
