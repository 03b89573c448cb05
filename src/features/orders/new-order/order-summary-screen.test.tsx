import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { afterEach, describe, expect, it } from 'vitest';
import type { GatewayMocks } from '../../../testing/gateway-mock';
import { renderScreen } from '../../../testing/render-screen';
import { emptyBasket, useBasket } from './basket-store';
import {
  amlodipineItem,
  commentRequiredData,
  newOrderGateway,
  prescribingData,
  withBasket,
} from './new-order.fixtures';
import { OrderSummaryScreen } from './order-summary-screen';

afterEach(emptyBasket);

/** The confirmation page's stand-in: shows the details the summary saved. */
function SavedDetails() {
  const { details } = useBasket('p-alex');
  return <pre data-testid="details">{JSON.stringify(details)}</pre>;
}

function renderSummary(gateway: GatewayMocks) {
  return renderScreen(
    <main id="maincontent">
      <OrderSummaryScreen />
    </main>,
    {
      gateway,
      route: '/my-meds/orders/new/summary',
      routes: [
        { path: '/my-meds/orders/new', element: <h1>Add item stand-in</h1> },
        { path: '/my-meds/orders/new/confirmation', element: <SavedDetails /> },
      ],
    },
  );
}

describe('OrderSummaryScreen', () => {
  it('sends an empty basket back to the add-item page', async () => {
    renderSummary(newOrderGateway(prescribingData));
    expect(await screen.findByRole('heading', { name: 'Add item stand-in' })).toBeInTheDocument();
  });

  it('shows the basket and counts the comment as the patient types', async () => {
    withBasket('p-alex', [amlodipineItem]);
    const user = userEvent.setup();
    const { container } = renderSummary(newOrderGateway(prescribingData));
    const comment = await screen.findByRole('textbox', { name: 'Comment for your GP (optional)' });
    expect(screen.getByText('Amlodipine 5mg tablets')).toBeInTheDocument();
    expect(comment).toHaveAccessibleDescription(/Maximum 400 characters\. 400 remaining/);
    await user.type(comment, 'By Friday');
    expect(comment).toHaveAccessibleDescription(/Maximum 400 characters\. 391 remaining/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('refuses a comment over 400 characters, saying how many too many', async () => {
    withBasket('p-alex', [amlodipineItem]);
    const user = userEvent.setup();
    renderSummary(newOrderGateway(prescribingData));
    const comment = await screen.findByRole('textbox', { name: 'Comment for your GP (optional)' });
    await user.click(comment);
    await user.paste('x'.repeat(403));
    expect(comment).toHaveAccessibleDescription(/3 too many/);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('link', { name: 'Your comment must be 400 characters or fewer' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Error: Your order/);
  });

  it('requires a comment when the practice asks for one', async () => {
    withBasket('p-tara', [amlodipineItem]);
    const user = userEvent.setup();
    const { container } = renderSummary(newOrderGateway(commentRequiredData));
    const comment = await screen.findByRole('textbox', { name: 'Comment for your GP' });
    await user.type(comment, '   ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const message =
      'Your GP practice asks for a comment with every order. Enter a comment for your GP';
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    // The summary's own box (no role to find it by) takes focus, so that it is read first.
    // eslint-disable-next-line testing-library/no-node-access
    expect(document.activeElement).toHaveTextContent(/^There is a problem/);
    expect(comment).toHaveAccessibleDescription(new RegExp(message));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks why when an early reorder is for another reason, and saves the answers', async () => {
    withBasket('p-alex', [amlodipineItem]);
    const user = userEvent.setup();
    const { container } = renderSummary(newOrderGateway(prescribingData));
    await user.click(
      await screen.findByRole('checkbox', { name: 'One or more of my items are an early reorder' }),
    );
    expect(
      screen.getByRole('radio', { name: 'Going on holiday and need them earlier' }),
    ).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Other (please specify)' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('link', { name: 'Enter why you need your medicines early' }),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.type(
      screen.getByRole('textbox', { name: 'Reason for ordering early' }),
      'Hospital stay',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('details').textContent)).toEqual({
        comment: '',
        earlyReorder: true,
        earlyReorderReason: 'other',
        otherReason: 'Hospital stay',
      }),
    );
  });
});
