import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { AppFooter } from './app-footer';
import { demoLinks, demoProductName } from './frame.fixtures';

afterEach(() => {
  vi.useRealTimers();
});

describe('AppFooter', () => {
  it('links to the provider, the app, contact, social networks, terms, privacy, cookies and the accessibility statement', async () => {
    const { container } = renderScreen(
      <AppFooter links={demoLinks} serviceName={demoProductName} />,
    );
    const footer = screen.getByRole('contentinfo');
    const links = within(footer)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['About us', demoLinks.provider],
      ['Download the app', demoLinks.appDownload],
      ['Contact us', demoLinks.contact],
      ['Facebook', demoLinks.facebook],
      ['X (formerly Twitter)', demoLinks.twitter],
      ['Instagram', demoLinks.instagram],
      ['Terms and conditions', demoLinks.terms],
      ['Privacy policy', demoLinks.privacy],
      ['Cookie policy', demoLinks.cookiePolicy],
      ['Accessibility statement', '/accessibility-statement'],
    ]);
    expect(within(footer).getByRole('img', { name: 'NHS services' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the current year in the copyright line', () => {
    vi.useFakeTimers({ now: new Date('2031-06-01T12:00:00Z'), toFake: ['Date'] });
    renderScreen(<AppFooter links={demoLinks} serviceName={demoProductName} />);
    expect(screen.getByText('© 2031 Medicines Online')).toBeInTheDocument();
  });

  it.each([
    ['2031-12-31T23:59:00Z', '© 2031 Medicines Online'],
    ['2032-01-01T00:01:00Z', '© 2032 Medicines Online'],
  ])('turns the year at midnight UK time (at %s)', (now, copyright) => {
    vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
    renderScreen(<AppFooter links={demoLinks} serviceName={demoProductName} />);
    expect(screen.getByText(copyright)).toBeInTheDocument();
  });
});
