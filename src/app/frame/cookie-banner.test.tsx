import { screen } from '@testing-library/react';
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
  it('asks to accept cookies and links to the cookie policy', async () => {
    const { container } = renderBanner();
    const banner = screen.getByRole('region', { name: 'Cookies on Medicines Online' });
    expect(banner).toContainElement(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(screen.getByRole('link', { name: 'cookie policy' })).toHaveAttribute(
      'href',
      demoLinks.cookiePolicy,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('stores accepted-ga when accepted, confirms with focus, and asks no more', async () => {
    const user = userEvent.setup();
    const { container } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Accept cookies' }));

    expect(window.localStorage.getItem(cookieConsentStorageKey)).toBe('true');
    expect(screen.queryByRole('button', { name: 'Accept cookies' })).not.toBeInTheDocument();
    expect(screen.getByText(/You've accepted analytics cookies/)).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
  });

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
