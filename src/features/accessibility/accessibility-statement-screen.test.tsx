import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { AccessibilityStatementScreen } from './accessibility-statement-screen';

describe('AccessibilityStatementScreen', () => {
  it("has GOV.UK's accessibility statement sections, in order, and no axe violations", async () => {
    const { container } = renderScreen(<AccessibilityStatementScreen />, {
      route: '/accessibility-statement',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Accessibility statement - /);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Using this service',
      'How accessible this service is',
      'Feedback and contact information',
      'Reporting accessibility problems with this service',
      'Enforcement procedure',
      "Technical information about this service's accessibility",
      'Non-accessible content',
      "What we're doing to improve accessibility",
      'Preparation of this accessibility statement',
    ]);
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'Compliance status',
      'Non-compliance with the accessibility regulations',
      'Disproportionate burden',
      "Content that's not within the scope of the accessibility regulations",
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('states the compliance status against WCAG 2.2 AA, with the dates it was prepared and is reviewed', () => {
    renderScreen(<AccessibilityStatementScreen />, { route: '/accessibility-statement' });
    const compliance = screen.getByText(/This website is partially compliant with the/);
    expect(compliance).toHaveTextContent(
      'This website is partially compliant with the Web Content Accessibility Guidelines version 2.2 AA standard, due to the non-compliance listed below.',
    );
    expect(
      within(compliance).getByRole('link', {
        name: 'Web Content Accessibility Guidelines version 2.2',
      }),
    ).toHaveAttribute('href', 'https://www.w3.org/TR/WCAG22/');
    expect(
      screen.getByText(
        'This statement was prepared on 25 November 2026. We will review it by 25 May 2027, or sooner when we build a new part of the service.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^This website was last tested on 25 November 2026 against the WCAG 2.2 AA/),
    ).toBeInTheDocument();
  });

  it('lists the known problems, and links to AbilityNet and the EASS', () => {
    renderScreen(<AccessibilityStatementScreen />, { route: '/accessibility-statement' });
    const knownProblems = screen
      .getAllByRole('list')
      .find((list) => within(list).queryByText(/logged out 12 hours after logging in/) !== null);
    if (!knownProblems) throw new Error('no list of known problems');
    expect(within(knownProblems).getAllByRole('listitem')).toHaveLength(4);
    expect(knownProblems).toHaveTextContent(/the service warns you 2 minutes before/);
    expect(knownProblems).toHaveTextContent(/not yet tested the service with disabled people/);
    expect(screen.getByRole('link', { name: 'AbilityNet' })).toHaveAttribute(
      'href',
      'https://mcmw.abilitynet.org.uk/',
    );
    expect(
      screen.getByRole('link', {
        name: 'contact the Equality Advisory and Support Service (EASS)',
      }),
    ).toHaveAttribute('href', 'https://www.equalityadvisoryservice.com/');
  });
});
