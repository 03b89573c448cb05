import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { CookieBanner } from './cookie-banner';
import { cookieConsentStorageKey } from '../../lib/cookie-consent';
import { demoLinks, demoProductName } from './frame.fixtures';

function renderBanner() {
  return renderScreen(
    <CookieBanner cookiePolicyUrl={demoLinks.cookiePolicy} serviceName={demoProductName} />,
  );
}

describe('CookieBanner', () => {
  it('offers accepting and rejecting analytics cookies alike, and links to the cookie policy', async () => {
    const { container } = renderBanner();
    const banner = screen.getByRole('region', { name: 'Cookies on Medicines Online' });
    const choices = within(banner).getAllByRole('button');
    expect(choices.map((button) => button.textContent)).toEqual([
      'Accept analytics cookies',
      'Reject analytics cookies',
    ]);
    // Equally easy: the same kind of button, one after the other (side by side: cookie-banner.spec.ts).
    expect(choices[0]?.className).toBe(choices[1]?.className);
    expect(screen.getByRole('link', { name: 'cookie policy' })).toHaveAttribute(
      'href',
      demoLinks.cookiePolicy,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each([
    ['Accept analytics cookies', 'true', /You've accepted analytics cookies/],
    ['Reject analytics cookies', 'false', /You've rejected analytics cookies/],
  ])(
    'stores the choice (%s: accepted-ga %s), confirms with focus, and asks no more',
    async (button, stored, confirmation) => {
      const user = userEvent.setup();
      const { container } = renderBanner();
      await user.click(screen.getByRole('button', { name: button }));

      expect(window.localStorage.getItem(cookieConsentStorageKey)).toBe(stored);
      expect(screen.queryByRole('button', { name: button })).not.toBeInTheDocument();
      expect(screen.getByText(confirmation)).toHaveFocus();
      expect(await axe(container)).toHaveNoViolations();
    },
  );

  it.each(['true', 'false'])(
    'is not shown once a choice is made (accepted-ga %s, from here or the cookie policy)',
    (stored) => {
      window.localStorage.setItem(cookieConsentStorageKey, stored);
      renderBanner();
      expect(
        screen.queryByRole('region', { name: 'Cookies on Medicines Online' }),
      ).not.toBeInTheDocument();
    },
  );
});
