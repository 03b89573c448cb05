import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertRegion } from '../../../components/alerts/alert-region';
import { clearAlerts } from '../../../components/alerts/alert-store';
import type { GatewayMocks } from '../../../testing/gateway-mock';
import { renderScreen } from '../../../testing/render-screen';
import { OrderSentScreen } from './order-sent-screen';

afterEach(clearAlerts);

function renderSent(gateway: GatewayMocks, state: unknown = { orderId: 'order-1', manual: false }) {
  return renderScreen(
    <main id="maincontent">
      <AlertRegion />
      <OrderSentScreen />
    </main>,
    {
      gateway,
      route: { pathname: '/my-meds/orders/new/sent', state },
      routes: [{ path: '/my-meds/orders/new', element: <h1>Add item stand-in</h1> }],
    },
  );
}

describe('OrderSentScreen', () => {
  it('goes to a new order when there is no sent order to thank for', async () => {
    renderSent({}, null);
    expect(await screen.findByRole('heading', { name: 'Add item stand-in' })).toBeInTheDocument();
  });

  it('thanks, says what happens next, and asks the feedback question', async () => {
    const { container } = renderSent({});
    expect(screen.getByRole('heading', { level: 1, name: 'Order sent' })).toBeVisible();
    expect(screen.getByText('Your order has been sent to your GP practice.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View your current orders' })).toHaveAttribute(
      'href',
      '/my-meds/orders',
    );
    expect(screen.getByRole('group', { name: 'Did you enjoy using this service?' })).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks for an answer, then sends the feedback and moves focus to the thanks', async () => {
    const user = userEvent.setup();
    const { container, gatewayCalls } = renderSent({
      SendOrderFeedback: { data: { sendOrderFeedback: true } },
    });
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    const message = 'Select yes if you enjoyed using this service, or no if you did not';
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Error: Order sent/));
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.type(screen.getByRole('textbox', { name: 'Comments (optional)' }), ' Too slow ');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback!')).toHaveFocus();
    expect(
      gatewayCalls.find((call) => call.operationName === 'SendOrderFeedback')?.variables,
    ).toEqual({ orderId: 'order-1', enjoyed: false, comments: 'Too slow' });
    await waitFor(() => expect(document.title).toMatch(/^Order sent/));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when feedback cannot be sent, and keeps the answers', async () => {
    const user = userEvent.setup();
    renderSent({ SendOrderFeedback: { errorCode: 'orders.feedbackFailed' } });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(
      await screen.findByText('Unable to send feedback at this time. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
  });

  it('tells a manual order it went to the pharmacy', () => {
    renderSent({}, { orderId: 'order-2', manual: true });
    expect(screen.getByText('Your order has been sent to your pharmacy.')).toBeVisible();
  });
});
