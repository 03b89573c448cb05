import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { AppLink } from '../../../components/app-link';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen';
import { emptyBasket, useBasketHasItems } from './basket-store';
import { LeaveWarning } from './leave-warning';
import { amlodipineItem, withBasket } from './new-order.fixtures';

afterEach(emptyBasket);

function OrderPageStandIn() {
  return (
    <main id="maincontent">
      <LeaveWarning />
      <h1>Order page</h1>
      <AppLink to="/elsewhere">Home</AppLink>
      <AppLink to="/my-meds/orders/new/summary">Continue</AppLink>
    </main>
  );
}

function Elsewhere() {
  return <h1>{useBasketHasItems() ? 'Elsewhere, basket kept' : 'Elsewhere, basket empty'}</h1>;
}

function renderPage() {
  return renderScreen(<OrderPageStandIn />, {
    route: '/my-meds/orders/new',
    routes: [
      { path: '/elsewhere', element: <Elsewhere /> },
      { path: '/my-meds/orders/new/summary', element: <h1>Summary</h1> },
    ],
  });
}

describe('LeaveWarning', () => {
  it('lets a patient with an empty basket leave without asking', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere, basket empty' })).toBeVisible();
  });

  it('does not hold back moving between the order pages', async () => {
    withBasket('p-alex', [amlodipineItem]);
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Summary' })).toBeVisible();
  });

  it('asks before leaving with items; staying returns focus, leaving empties the basket', async () => {
    withBasket('p-alex', [amlodipineItem]);
    const user = userEvent.setup();
    const { container } = renderPage();
    const home = screen.getByRole('link', { name: 'Home' });
    home.focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Leave your order?' });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText('You have items in your basket, are you sure you want to leave?'),
    ).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('heading', { name: 'Leave your order?' })).not.toBeInTheDocument();
    expect(home).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Order page' })).toBeVisible();

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Leave and empty my basket' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere, basket empty' })).toBeVisible();
  });
});
