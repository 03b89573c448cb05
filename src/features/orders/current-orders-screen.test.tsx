import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { AlertRegion } from '../../components/alerts/alert-region';
import type { GatewayMocks } from '../../testing/gateway-mock';
import { renderScreen } from '../../testing/render-screen';
import { CurrentOrdersScreen } from './current-orders-screen';
import {
  cancelledAnswer,
  currentOrdersData,
  currentOrdersGateway,
  liveOrders,
} from './current-orders-screen.fixtures';

/** The screen inside main with the frame's alert region, as the app shows it. */
function renderOrders(gateway: GatewayMocks) {
  return renderScreen(
    <main id="maincontent">
      <AlertRegion />
      <CurrentOrdersScreen />
    </main>,
    { gateway, route: '/my-meds/orders' },
  );
}

function orderCard(heading: string) {
  return screen.getByRole('region', { name: heading });
}

const readyHeading = 'Order placed on 27 March 2026';
const requestedHeading = 'Order placed on 31 March 2026';
const preparingHeading = 'Order placed on 30 March 2026';

describe('CurrentOrdersScreen', () => {
  it('shows a spinner while the orders load', async () => {
    const { container } = renderOrders({ CurrentOrdersScreen: { pending: true } });
    expect(await screen.findByText('Loading your orders')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when there are no current orders', async () => {
    const { container } = renderOrders(currentOrdersGateway([]));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Current orders' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You have no current orders.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the catalogue error when the orders cannot be read, and loads again on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { container } = renderOrders({
      CurrentOrdersScreen: () =>
        fail ? { errorCode: 'orders.loadFailed' } : currentOrdersData(liveOrders),
    });
    expect(
      await screen.findByText('Unable to retrieve order details at this time. Please try again.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'There is a problem' }),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: readyHeading })).toBeInTheDocument();
  });

  it('lists the orders in the gateway order, ready to collect first, dated in London time', async () => {
    const { container } = renderOrders(currentOrdersGateway(liveOrders));
    await screen.findByRole('heading', { level: 1, name: 'Current orders' });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([readyHeading, requestedHeading, preparingHeading]);
    const ready = orderCard(readyHeading);
    expect(within(ready).getByText('Status: Ready to collect')).toBeInTheDocument();
    expect(within(ready).getByText('To collect from your pharmacy')).toBeInTheDocument();
    expect(within(orderCard(requestedHeading)).getByText('To be delivered')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says in text which tracker steps are completed, and marks the current one', async () => {
    renderOrders(currentOrdersGateway(liveOrders));
    const ready = await screen.findByRole('region', { name: readyHeading });
    const steps = within(within(ready).getByRole('list', { name: 'Order progress' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      'Requested (completed)',
      'Approved by GP (completed)',
      'Being prepared (completed)',
      'Ready to collect (completed)',
      'Collected (not completed)',
    ]);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([
      null,
      null,
      null,
      'step',
      null,
    ]);
    expect(within(ready).getByRole('list', { name: 'Order progress' }).tagName).toBe('OL');
  });

  it('shows a rejected item as rejected in words inside a red tag, and other statuses as text', async () => {
    renderOrders(currentOrdersGateway(liveOrders));
    const preparing = await screen.findByRole('region', { name: preparingHeading });
    const [metformin, codeine] = within(
      within(preparing).getByRole('list', { name: '' }),
    ).getAllByRole('listitem');
    expect(codeine).toHaveTextContent('Codeine 30mg tablets');
    expect(within(codeine!).getByText('Rejected by your GP')).toHaveClass(
      'nhsuk-tag',
      'nhsuk-tag--red',
    );
    expect(metformin).toHaveTextContent('Metformin 500mg tablets');
    expect(within(metformin!).getByText('Approved by your GP')).not.toHaveClass('nhsuk-tag');
    const ready = orderCard(readyHeading);
    const [, atorvastatin] = within(within(ready).getByRole('list', { name: '' })).getAllByRole(
      'listitem',
    );
    expect(atorvastatin).toHaveTextContent(
      'Atorvastatin 20mg tabletsOwed: your pharmacy will give you the rest when it is in stock',
    );
    expect(within(ready).queryByText('Rejected by your GP')).not.toBeInTheDocument();
  });

  it('offers cancelling only for a cancellable order', async () => {
    renderOrders(currentOrdersGateway(liveOrders));
    await screen.findByRole('heading', { level: 1, name: 'Current orders' });
    expect(screen.getAllByRole('button', { name: 'Cancel order' })).toHaveLength(1);
    expect(
      within(orderCard(requestedHeading)).getByRole('button', { name: 'Cancel order' }),
    ).toBeInTheDocument();
  });

  it('blocks a blank reason: error summary focused, inline error, Error: title, nothing sent', async () => {
    const user = userEvent.setup();
    const { container, gatewayCalls } = renderOrders(currentOrdersGateway(liveOrders));
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const reason = await screen.findByRole('textbox', { name: 'Reason for cancelling' });
    expect(reason).toHaveFocus();
    await user.type(reason, '   ');
    await user.click(screen.getByRole('button', { name: 'Cancel this order' }));

    const summaryLink = await screen.findByRole('link', {
      name: 'Enter a reason for cancelling this order',
    });
    // The summary's own box (no role to find it by) takes focus, so that it is read first.
    // eslint-disable-next-line testing-library/no-node-access
    await waitFor(() => expect(document.activeElement).toContainElement(summaryLink));
    // eslint-disable-next-line testing-library/no-node-access
    expect(document.activeElement).toHaveTextContent(/^There is a problem/);
    expect(summaryLink).toHaveAttribute('href', '#cancel-reason-order-requested');
    expect(reason).toHaveAccessibleDescription(/Enter a reason for cancelling this order/);
    expect(document.title).toMatch(/^Error: Current orders/);
    expect(gatewayCalls.map((call) => call.operationName)).not.toContain('CancelOrder');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('cancels with the trimmed reason, announces success and focuses the heading', async () => {
    const user = userEvent.setup();
    const { gatewayCalls, container } = renderOrders({
      ...currentOrdersGateway(liveOrders),
      CancelOrder: ({ orderId }) => cancelledAnswer(liveOrders, String(orderId)),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Reason for cancelling' }),
      '  I ordered it elsewhere ',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel this order' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your order has been cancelled.'),
    );
    expect(gatewayCalls.filter((call) => call.operationName === 'CancelOrder')).toEqual([
      {
        operationName: 'CancelOrder',
        variables: { orderId: 'order-requested', reason: 'I ordered it elsewhere' },
      },
    ]);
    expect(screen.queryByRole('region', { name: requestedHeading })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Current orders' })).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says "Cancelling order" while the cancel runs', async () => {
    const user = userEvent.setup();
    renderOrders({ ...currentOrdersGateway(liveOrders), CancelOrder: { pending: true } });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Reason for cancelling' }),
      'Not needed',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel this order' }));
    expect(await screen.findByRole('button', { name: 'Cancelling order' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('announces a failed cancel and keeps the order and the reason', async () => {
    const user = userEvent.setup();
    const { container } = renderOrders({
      ...currentOrdersGateway(liveOrders),
      CancelOrder: { errorCode: 'orders.cancelFailed' },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const reason = await screen.findByRole('textbox', { name: 'Reason for cancelling' });
    await user.type(reason, 'Not needed');
    await user.click(screen.getByRole('button', { name: 'Cancel this order' }));

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Unable to cancel order at this time. Please try again.',
      ),
    );
    expect(screen.getByRole('region', { name: requestedHeading })).toBeInTheDocument();
    expect(reason).toHaveValue('Not needed');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('closes the form with "Keep this order" and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderOrders(currentOrdersGateway(liveOrders));
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(await screen.findByRole('button', { name: 'Keep this order' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toHaveFocus();
  });
});
