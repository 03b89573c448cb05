import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen';
import { AddItemScreen } from './add-item-screen';
import { emptyBasket } from './basket-store';
import {
  amlodipineItem,
  manualData,
  newOrderGateway,
  noPrescriptionsData,
  prescribingData,
  withBasket,
} from './new-order.fixtures';
import type { GatewayMocks } from '../../../testing/gateway-mock';
import type { InitialEntry } from 'react-router';

afterEach(emptyBasket);

function renderAddItem(gateway: GatewayMocks, route: InitialEntry = '/my-meds/orders/new') {
  return renderScreen(
    <main id="maincontent">
      <AddItemScreen />
    </main>,
    {
      gateway,
      route,
      routes: [
        { path: '/my-meds/orders/new/summary', element: <h1>Summary stand-in</h1> },
        { path: '/', element: <h1>Home stand-in</h1> },
      ],
    },
  );
}

/** The basket's list, or its empty text, follows its heading. */
const basketRegion = () => screen.getByTestId('basket');

describe('AddItemScreen', () => {
  it('shows a spinner, then the failure message with a retry', async () => {
    const view = renderAddItem({ NewOrderScreen: { pending: true } });
    expect(await screen.findByText('Loading your medicines')).toBeInTheDocument();
    expect(await axe(view.container)).toHaveNoViolations();
    view.unmount();

    const { container } = renderAddItem({ NewOrderScreen: { errorCode: 'orders.loadFailed' } });
    expect(
      await screen.findByText('Unable to retrieve order details at this time. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order your medicines' })).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('adds and removes a repeat prescription, announcing each change, with focus kept on the button', async () => {
    const user = userEvent.setup();
    const { container } = renderAddItem(newOrderGateway(prescribingData));
    const add = await screen.findByRole('button', { name: 'Add Amlodipine 5mg tablets to basket' });
    expect(within(basketRegion()).getByText('Your basket is empty')).toBeInTheDocument();
    expect(screen.getByText('Last issued: 27 October 2026')).toBeInTheDocument();
    expect(screen.getByText('Not issued yet')).toBeInTheDocument();
    expect(screen.getByText('Repeat dispensing')).toBeInTheDocument();

    await user.click(add);
    expect(add).toHaveAccessibleName('Remove Amlodipine 5mg tablets from basket');
    expect(add).toHaveFocus();
    expect(screen.getByText('Amlodipine 5mg tablets added to your basket.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(basketRegion()).getAllByRole('listitem')).toHaveLength(1);
    expect(await axe(container)).toHaveNoViolations();

    await user.click(add);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Amlodipine 5mg tablets removed from your basket.',
    );
    expect(within(basketRegion()).getByText('Your basket is empty')).toBeInTheDocument();
  });

  it('says when there are no repeat prescriptions', async () => {
    const { container } = renderAddItem(newOrderGateway(noPrescriptionsData));
    expect(
      await screen.findByText('You have no repeat prescriptions to order.'),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('refuses Continue with an empty basket: error summary focused, linked to the first Add button', async () => {
    const user = userEvent.setup();
    const { container } = renderAddItem(newOrderGateway(prescribingData));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const link = screen.getByRole('link', { name: 'Add at least one medicine to your basket' });
    // The summary's own box (no role to find it by) takes focus, so that it is read first.
    // eslint-disable-next-line testing-library/no-node-access
    expect(document.activeElement).toHaveTextContent(/^There is a problem/);
    expect(link).toHaveAttribute(
      'href',
      `#course-${prescribingData.prescriptions[0]!.medicationCourseGuid}`,
    );
    expect(document.title).toMatch(/^Error: Order your medicines/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('goes on to the summary once the basket holds an item', async () => {
    withBasket('p-alex', [amlodipineItem]);
    const user = userEvent.setup();
    renderAddItem(newOrderGateway(prescribingData));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Summary stand-in' })).toBeInTheDocument();
  });

  it('takes a typed medicine for manual reordering, then empties the form and focuses the name', async () => {
    const user = userEvent.setup();
    const { container } = renderAddItem(newOrderGateway(manualData));
    const name = await screen.findByRole('textbox', { name: 'Name of medicine' });
    expect(
      screen.queryByRole('heading', { name: 'Your repeat prescriptions' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(
      await screen.findByRole('link', { name: 'Enter the name of the medicine' }),
    ).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(/Enter the name of the medicine/);
    expect(await axe(container)).toHaveNoViolations();

    await user.type(name, 'Paracetamol 500mg tablets');
    await user.type(
      screen.getByRole('textbox', { name: 'Strength and quantity (optional)' }),
      '32',
    );
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue('');
    expect(
      screen.queryByRole('link', { name: 'Enter the name of the medicine' }),
    ).not.toBeInTheDocument();
    expect(within(basketRegion()).getByText('Paracetamol 500mg tablets')).toBeInTheDocument();

    // The same words again are not a second item.
    await user.type(name, ' paracetamol 500MG tablets ');
    await user.type(
      screen.getByRole('textbox', { name: 'Strength and quantity (optional)' }),
      '32',
    );
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(
      await screen.findByText('paracetamol 500MG tablets is already in your basket.'),
    ).toBeInTheDocument();
    expect(within(basketRegion()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('puts items chosen on Previous orders in the basket, once', async () => {
    const { container } = renderAddItem(newOrderGateway(prescribingData), {
      pathname: '/my-meds/orders/new',
      state: { reorderItems: [amlodipineItem, amlodipineItem] },
    });
    expect(
      await screen.findByText('2 items from your previous orders are in your basket.'),
    ).toBeInTheDocument();
    expect(within(basketRegion()).getAllByRole('listitem')).toHaveLength(1);
    expect(
      screen.getByRole('button', { name: 'Remove Amlodipine 5mg tablets from basket' }),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
