import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { AppHeader, type NavigationState } from './app-header';

function renderHeader(
  navigation: NavigationState,
  { route = '/', ...props }: { route?: string; loggingOut?: boolean; badges?: object } = {},
) {
  const onLogOut = vi.fn();
  const view = renderScreen(
    <AppHeader
      serviceName="Medicines Online"
      navigation={navigation}
      onLogOut={onLogOut}
      {...props}
    />,
    { route },
  );
  return { ...view, onLogOut };
}

function menuItems() {
  const list = within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('AppHeader', () => {
  it('links the NHS logo and service name to home', async () => {
    const { container } = renderHeader('signedOut');
    expect(screen.getByRole('link', { name: 'NHS Medicines Online homepage' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('img', { name: 'NHS' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no navigation for a signed-out visitor', async () => {
    const { container } = renderHeader('signedOut');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers every section and Log out to a patient with a pharmacy', async () => {
    const { container, onLogOut } = renderHeader('full');
    expect(menuItems()).toEqual([
      'Home',
      'My meds',
      'My services',
      'My details',
      'Help',
      'Log out',
    ]);
    expect(screen.getByRole('link', { name: 'My details' })).toHaveAttribute('href', '/my-details');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledOnce();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers only My details (to choose a pharmacy) and Log out without a pharmacy', async () => {
    const { container } = renderHeader('noPharmacy');
    expect(menuItems()).toEqual(['My details', 'Log out']);
    expect(screen.getByRole('link', { name: 'My details' })).toHaveAttribute(
      'href',
      '/choose-pharmacy',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers only Log out while the account loads', () => {
    renderHeader('pending');
    expect(menuItems()).toEqual(['Log out']);
  });

  it('marks the current page, and the section of a page inside it', () => {
    renderHeader('full', { route: '/my-meds/orders' });
    expect(screen.getByRole('link', { name: 'My meds' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('says the counts on My meds and My services in words', async () => {
    const { container } = renderHeader('full', {
      badges: { readyToCollect: 2, unreadMessages: 1 },
    });
    expect(
      screen.getByRole('link', { name: 'My meds, 2 orders ready to collect' }),
    ).toHaveTextContent('My meds 2');
    expect(screen.getByRole('link', { name: 'My services, 1 unread message' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows no count when there is nothing to count', () => {
    renderHeader('full', { badges: { readyToCollect: 0 } });
    expect(screen.getByRole('link', { name: 'My meds' })).toHaveTextContent(/^My meds$/);
  });

  it('opens and closes the menu with a button that says whether it is expanded', async () => {
    const user = userEvent.setup();
    const { container } = renderHeader('full');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const list = within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('list');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', list.id);
    expect(list).toHaveClass('app-header__navigation-list--closed');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toHaveClass('app-header__navigation-list--closed');
    expect(await axe(container)).toHaveNoViolations();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu with Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderHeader('full');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the menu when a link in it is followed', async () => {
    const user = userEvent.setup();
    renderHeader('full');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Help' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when logging out is under way', () => {
    const { onLogOut } = renderHeader('full', { loggingOut: true });
    const button = screen.getByRole('button', { name: 'Logging out' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    button.click();
    expect(onLogOut).not.toHaveBeenCalled();
  });
});
