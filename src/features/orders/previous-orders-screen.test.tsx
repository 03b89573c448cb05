import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { GatewayMocks } from '../../testing/gateway-mock';
import { renderScreen } from '../../testing/render-screen';
import type { ReorderState } from './new-order/basket-store';
import { newOrderPaths } from '../../lib/route-paths';
import { PreviousOrdersScreen } from './previous-orders-screen';
import {
  olderOrder,
  previousOrders,
  previousOrdersData,
  previousOrdersGateway,
} from './previous-orders-screen.fixtures';

/** Where 'Reorder selected items' leads: shows the navigation state it was given. */
function NewOrderStandIn() {
  const state = useLocation().state as ReorderState;
  return <pre data-testid="reorder-state">{JSON.stringify(state)}</pre>;
}

function renderPrevious(gateway: GatewayMocks) {
  return renderScreen(
    <main id="maincontent">
      <PreviousOrdersScreen />
    </main>,
    {
      gateway,
      route: '/my-meds/orders/previous',
      routes: [{ path: newOrderPaths.addItem, element: <NewOrderStandIn /> }],
    },
  );
}

/** A cell's text without the narrow-screen column heading (aria-hidden) that the responsive table adds. */
function visibleText(cell: HTMLElement): string {
  const heading = within(cell).queryByText(/./, {
    selector: '.nhsuk-table__heading',
    ignore: false,
  });
  const text = cell.textContent;
  return heading?.textContent ? text.slice(heading.textContent.length) : text;
}

const amlodipineLabel = 'Select Amlodipine 5mg tablets ordered on 30 March 2026';

describe('PreviousOrdersScreen', () => {
  it('shows a spinner while the orders load', async () => {
    const { container } = renderPrevious({ PreviousOrdersScreen: { pending: true } });
    expect(await screen.findByText('Loading your previous orders')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when there are no previous orders', async () => {
    const { container } = renderPrevious(previousOrdersGateway([]));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Previous orders' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You do not have any previous orders yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the catalogue error when the orders cannot be read, and loads again on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { container } = renderPrevious({
      PreviousOrdersScreen: () =>
        fail ? { errorCode: 'orders.loadFailed' } : previousOrdersData(previousOrders),
    });
    expect(
      await screen.findByText('Unable to retrieve order details at this time. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Previous orders' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('lists each item once in a table with headers, labelled checkboxes and the latest date', async () => {
    const { container } = renderPrevious(previousOrdersGateway(previousOrders));
    const table = await screen.findByRole('table', { name: 'Items you have ordered before' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Select', 'Item', 'Ordered on', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    // Duplicates by medicationCourseGuid (the three courses) and by orderItemId (paracetamol) show once.
    expect(
      rows.map((row) => within(row).getAllByRole('cell').slice(1, 4).map(visibleText)),
    ).toEqual([
      ['Amlodipine 5mg tablets', '30 March 2026', 'Dispensed'],
      ['Atorvastatin 20mg tablets', '30 March 2026', 'Dispensed'],
      ['Salbutamol 100micrograms/dose inhaler', '30 March 2026', 'Rejected by your GP'],
      ['Paracetamol 500mg tablets32 tablets', '28 January 2026', 'Dispensed'],
    ]);
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: amlodipineLabel })).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', {
        name: 'Select Paracetamol 500mg tablets ordered on 28 January 2026',
      }),
    ).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Rejected by your GP')).toHaveClass('nhsuk-tag--red');
    expect(screen.getByRole('button', { name: 'Reorder selected items' })).toBeEnabled();
    expect(document.title).toMatch(/^Previous orders/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('with nothing selected, shows a focused error summary linked to the first checkbox', async () => {
    const user = userEvent.setup();
    const { container } = renderPrevious(previousOrdersGateway(previousOrders));
    await user.click(await screen.findByRole('button', { name: 'Reorder selected items' }));
    const link = await screen.findByRole('link', { name: 'Select at least one item to reorder' });
    const title = screen.getByRole('heading', { name: 'There is a problem' });
    await waitFor(() => {
      // The error summary's own box takes focus; it has no role to find it by, so ask the document.
      // eslint-disable-next-line testing-library/no-node-access
      expect(document.activeElement).not.toBe(document.body);

      expect(document.activeElement?.contains(title) && document.activeElement.contains(link)).toBe(
        true,
      );
    });
    const first = screen.getByRole('checkbox', { name: amlodipineLabel });
    expect(link).toHaveAttribute('href', `#${first.id}`);
    expect(first).toHaveAccessibleDescription(/Select at least one item to reorder/);
    expect(document.title).toMatch(/^Error: Previous orders/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('with items selected, goes to the new order with them in the navigation state', async () => {
    const user = userEvent.setup();
    renderPrevious(previousOrdersGateway(previousOrders));
    await user.click(await screen.findByRole('checkbox', { name: amlodipineLabel }));
    const paracetamol = screen.getByRole('checkbox', {
      name: 'Select Paracetamol 500mg tablets ordered on 28 January 2026',
    });
    paracetamol.focus();
    await user.keyboard(' ');
    expect(paracetamol).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reorder selected items' }));
    const state = JSON.parse(
      (await screen.findByTestId('reorder-state')).textContent,
    ) as ReorderState;
    const manual = olderOrder.items[3]!;
    expect(state).toEqual({
      reorderItems: [
        {
          orderItemId: 'item-recent-amlodipine',
          description: 'Amlodipine 5mg tablets',
          option: null,
          type: null,
          itemOrderType: 'IM1',
          medicationCourseGuid: 'course-amlodipine',
        },
        {
          orderItemId: manual.orderItemId,
          description: manual.description,
          option: manual.option,
          type: manual.type,
          itemOrderType: 'Manual',
          medicationCourseGuid: null,
        },
      ],
    });
  });
});
