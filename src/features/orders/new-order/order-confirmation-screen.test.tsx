import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertRegion } from '../../../components/alerts/alert-region';
import { clearAlerts } from '../../../components/alerts/alert-store';
import type { GatewayMocks } from '../../../testing/gateway-mock';
import { renderScreen } from '../../../testing/render-screen';
import { emptyBasket, saveOrderDetails, useBasket } from './basket-store';
import {
  amlodipineItem,
  newOrderGateway,
  paracetamolItem,
  prescribingData,
  withBasket,
} from './new-order.fixtures';
import { OrderConfirmationScreen } from './order-confirmation-screen';
import { anyIdempotencyKey } from '../../../testing/idempotency-key-matcher';

afterEach(() => {
  emptyBasket();
  clearAlerts();
});

function SentStandIn() {
  const { items } = useBasket('p-alex');
  return (
    <>
      <h1>Sent stand-in</h1>
      <pre data-testid="state">{JSON.stringify(useLocation().state)}</pre>
      <p>{`${items.length} in basket`}</p>
    </>
  );
}

function renderConfirmation(gateway: GatewayMocks) {
  return renderScreen(
    <main id="maincontent">
      <AlertRegion />
      <OrderConfirmationScreen />
    </main>,
    {
      gateway,
      route: '/my-meds/orders/new/confirmation',
      routes: [{ path: '/my-meds/orders/new/sent', element: <SentStandIn /> }],
    },
  );
}

describe('OrderConfirmationScreen', () => {
  it('shows the order to check and sends it as placeOrder takes it', async () => {
    withBasket('p-alex', [amlodipineItem, paracetamolItem]);
    saveOrderDetails('p-alex', {
      comment: '  Ready by Friday please  ',
      earlyReorder: true,
      earlyReorderReason: 'holiday',
      otherReason: '',
    });
    const user = userEvent.setup();
    const { container, gatewayCalls } = renderConfirmation(
      newOrderGateway(prescribingData, {
        PlaceOrder: { data: { placeOrder: { orderIds: ['order-9'] } } },
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your order' }),
    ).toBeVisible();
    for (const text of [
      'Amlodipine 5mg tablets',
      'Paracetamol 500mg tablets',
      'Ready by Friday please',
      'Going on holiday and need them earlier',
      'Gosforth High Street Pharmacy',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    // The design system's hidden text names the row ('Change Comment'; jsdom joins it without the space).
    expect(screen.getByRole('link', { name: /^Change\s?Comment$/ })).toHaveAttribute(
      'href',
      '/my-meds/orders/new/summary',
    );
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Send order' }));
    expect(await screen.findByRole('heading', { name: 'Sent stand-in' })).toBeInTheDocument();
    expect(gatewayCalls.find((call) => call.operationName === 'PlaceOrder')?.variables).toEqual({
      input: {
        items: [
          {
            description: 'Amlodipine 5mg tablets',
            option: 'One tablet daily',
            itemOrderType: 'IM1',
            medicationCourseGuid: amlodipineItem.medicationCourseGuid,
          },
          {
            description: 'Paracetamol 500mg tablets',
            option: '32 tablets',
            itemOrderType: 'Manual',
          },
        ],
        comment: 'Ready by Friday please',
        earlyReorderReason: 'Going on holiday and need them earlier',
      },
      idempotencyKey: anyIdempotencyKey,
    });
    expect(JSON.parse(screen.getByTestId('state').textContent)).toEqual({
      orderId: 'order-9',
      manual: false,
    });
    // Sent: the basket is empty, so leaving is no longer held back.
    expect(screen.getByText('0 in basket')).toBeInTheDocument();
  });

  it('keeps the basket and says so when the order cannot be sent', async () => {
    withBasket('p-alex', [amlodipineItem]);
    const user = userEvent.setup();
    const { container } = renderConfirmation(
      newOrderGateway(prescribingData, { PlaceOrder: { errorCode: 'orders.submitFailed' } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Send order' }));
    expect(
      await screen.findByText('Unable to submit order at this time. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Check your order' })).toBeVisible();
    expect(screen.getByText('Amlodipine 5mg tablets')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('retries a failed order with the same idempotency key, and changed answers with a new one (issue 22)', async () => {
    withBasket('p-alex', [amlodipineItem]);
    const user = userEvent.setup();
    let attempts = 0;
    const { gatewayCalls } = renderConfirmation(
      newOrderGateway(prescribingData, {
        // A time-out, as the gateway says it, twice; then the order goes.
        PlaceOrder: () =>
          ++attempts < 3
            ? { errorCode: 'orders.submitFailed' }
            : { data: { placeOrder: { orderIds: ['order-9'] } } },
      }),
    );
    const keys = () =>
      gatewayCalls
        .filter((call) => call.operationName === 'PlaceOrder')
        .map((call) => call.variables['idempotencyKey']);

    await user.click(await screen.findByRole('button', { name: 'Send order' }));
    await waitFor(() => expect(keys()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Send order' }));
    await waitFor(() => expect(keys()).toHaveLength(2));
    act(() =>
      saveOrderDetails('p-alex', {
        comment: 'Changed my mind: after 5pm',
        earlyReorder: false,
        earlyReorderReason: 'holiday',
        otherReason: '',
      }),
    );
    expect(await screen.findByText('Changed my mind: after 5pm')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send order' }));

    expect(await screen.findByRole('heading', { name: 'Sent stand-in' })).toBeInTheDocument();
    const [first, retry, changed] = keys();
    expect(first).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(retry).toBe(first);
    expect(changed).toEqual(expect.any(String));
    expect(changed).not.toBe(first);
  });
});
