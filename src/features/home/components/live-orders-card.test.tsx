import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen';
import { liveOrders, noOrders } from '../home-screen.fixtures';
import { LiveOrdersCard } from './live-orders-card';

describe('LiveOrdersCard', () => {
  it('counts the live orders and gives each one its date and status in words', async () => {
    const { container } = renderScreen(<LiveOrdersCard orders={liveOrders} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Live orders' })).toBeVisible();
    expect(screen.getByText('You have 2 live orders.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ordered on 2 March 2026: Ready to collect', 'Ordered on 9 March 2026: Requested']);
    expect(screen.getByRole('link', { name: 'View your orders' })).toHaveAttribute(
      'href',
      '/my-meds/orders',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when there are no live orders, and uses the singular for one', () => {
    const { unmount } = renderScreen(<LiveOrdersCard orders={noOrders} />);
    expect(screen.getByText('You have no live orders.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();
    renderScreen(<LiveOrdersCard orders={{ live: liveOrders.live.slice(0, 1) }} />);
    expect(screen.getByText('You have 1 live order.')).toBeInTheDocument();
  });
});
