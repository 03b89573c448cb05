import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { faqsData, helpContactData, supportEmail } from './help.fixtures';
import { HelpScreen } from './help-screen';

const gateway = { HelpScreen: faqsData(), HelpContact: helpContactData };

/** The Contact us block: hours, reply times and the support email as a mailto link. */
async function expectContactBlock() {
  const contact = await screen.findByRole('region', { name: 'Contact us' });
  expect(
    within(contact).getByText('Our support team works Monday to Friday, 9am to 5pm.'),
  ).toBeVisible();
  expect(
    within(contact).getByText(
      'We reply within 24 hours on weekdays and within 48 hours at weekends.',
    ),
  ).toBeVisible();
  expect(await within(contact).findByRole('link', { name: supportEmail })).toHaveAttribute(
    'href',
    `mailto:${supportEmail}`,
  );
}

describe('HelpScreen', () => {
  it('shows its heading, its introduction and a spinner while the FAQs load', async () => {
    const { container } = renderScreen(<HelpScreen />, {
      route: '/help',
      gateway: { ...gateway, HelpScreen: { pending: true } },
    });
    expect(await screen.findByText('Loading help')).toBeInTheDocument();
    // As the HTML rendered at build time paints it (issue #20): the heading and the introduction do not
    // wait for the FAQs.
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    expect(screen.getByText(/^Find answers to common questions/)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists the categories, shows the first one’s questions closed, and renders every block type', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(<HelpScreen />, { route: '/help', gateway });
    const topics = await screen.findByRole('navigation', { name: 'Help topics' });
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    // The chosen category is text marked current; the others are links.
    const [current, other] = within(topics).getAllByRole('listitem');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveTextContent('Ordering repeat medicines');
    expect(other).not.toHaveAttribute('aria-current');
    expect(within(topics).getByRole('link', { name: 'Reminders' })).toHaveAttribute(
      'href',
      '/help?category=reminders',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Ordering repeat medicines' }),
    ).toBeVisible();

    // Questions start closed (a native <details>); the summary opens one.
    const answer = screen.getByText('Each order shows how far it has got:');
    expect(answer).not.toBeVisible();
    await user.click(screen.getByText('How do I know when my medicines are ready?'));
    expect(answer).toBeVisible();
    expect(answer.tagName).toBe('P');
    // Consecutive bullets form one list; a bullet after a paragraph starts another.
    const category = screen.getByRole('region', { name: 'Ordering repeat medicines' });
    expect(
      within(category)
        .getAllByRole('list')
        .map((list) => within(list).getAllByRole('listitem').length),
    ).toEqual([2, 1]);
    expect(
      screen.getByText('Order your medicines at least 7 days before you run out.').tagName,
    ).toBe('STRONG');
    await expectContactBlock();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the chosen category and moves focus to its heading', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(<HelpScreen />, { route: '/help', gateway });
    await user.click(await screen.findByRole('link', { name: 'Reminders' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Reminders' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('What reminders can I set?')).toBeVisible();
    expect(screen.queryByText('How do I order my repeat medicines?')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ordering repeat medicines' })).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('opens on the category its address names', async () => {
    renderScreen(<HelpScreen />, { route: '/help?category=reminders', gateway });
    expect(await screen.findByRole('heading', { level: 2, name: 'Reminders' })).not.toHaveFocus();
    expect(screen.getByText('What reminders can I set?')).toBeVisible();
  });

  it('keeps the contact details when the FAQs cannot be read', async () => {
    const { container } = renderScreen(<HelpScreen />, {
      route: '/help',
      gateway: { ...gateway, HelpScreen: { errorCode: 'help.faqsFailed' } },
    });
    expect(await screen.findByText('There was a problem retrieving FAQs')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectContactBlock();
    expect(await axe(container)).toHaveNoViolations();
  });
});
