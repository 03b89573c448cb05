import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AlertRegion } from '../../components/alerts/alert-region';
import { clearAlerts } from '../../components/alerts/alert-store';
import { CurrentOrdersScreen } from './current-orders-screen';
import {
  currentOrdersGateway,
  preparingOrderWithRejectedItem,
  requestedOrder,
  liveOrders,
} from './current-orders-screen.fixtures';

/** The screen in main with the frame's alert region, so the cancel alerts show as in the app. */
function WithAlerts({ children }: { children: React.ReactNode }) {
  useEffect(() => clearAlerts, []);
  return (
    <main id="maincontent" className="nhsuk-width-container nhsuk-main-wrapper">
      <AlertRegion />
      {children}
    </main>
  );
}
const withAlerts: Decorator = (Story) => (
  <WithAlerts>
    <Story />
  </WithAlerts>
);

const meta = {
  title: 'Orders/Current orders screen',
  component: CurrentOrdersScreen,
  decorators: [withAlerts],
  parameters: { route: '/my-meds/orders', gateway: currentOrdersGateway(liveOrders) },
} satisfies Meta<typeof CurrentOrdersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { CurrentOrdersScreen: { pending: true } } },
};

export const Empty: Story = { parameters: { gateway: currentOrdersGateway([]) } };

export const LoadFailed: Story = {
  parameters: { gateway: { CurrentOrdersScreen: { errorCode: 'orders.loadFailed' } } },
};

/** A requested (cancellable) order and one being prepared with an item the GP rejected. */
export const Populated: Story = {
  parameters: {
    gateway: currentOrdersGateway([requestedOrder, preparingOrderWithRejectedItem]),
  },
};

/** The gateway's order: the order ready to collect comes first. */
export const ReadyToCollectFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = await canvas.findAllByRole('heading', { level: 2 });
    await expect(headings[0]).toHaveTextContent('Order placed on 27 March 2026');
  },
};

/** Opens the cancel form of the requested order and submits it empty. */
async function submitBlankReason(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Cancel order' }));
  // The form's code may come a moment after the press (cancel-order-form.tsx).
  await userEvent.click(await canvas.findByRole('button', { name: 'Cancel this order' }));
}

/** Opens the cancel form, gives a reason and submits it. */
async function submitReason(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Cancel order' }));
  await userEvent.type(
    await canvas.findByRole('textbox', { name: 'Reason for cancelling' }),
    'Not needed',
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Cancel this order' }));
}

export const CancelReasonMissing: Story = {
  play: async ({ canvasElement }) => {
    await submitBlankReason(canvasElement);
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', {
      name: 'Enter a reason for cancelling this order',
    });
    await waitFor(() => expect(link.closest('.nhsuk-error-summary')).toHaveFocus());
  },
};

export const Cancelling: Story = {
  parameters: {
    gateway: { ...currentOrdersGateway(liveOrders), CancelOrder: { pending: true } },
  },
  play: async ({ canvasElement }) => {
    await submitReason(canvasElement);
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Cancelling order' }),
    ).toBeInTheDocument();
  },
};

export const CancelFailed: Story = {
  parameters: {
    // The alert keeps the words it was shown with (alert-store: 'Already translated'): the play shows it in
    // English before the pseudo-language check switches language, so that check cannot judge this story.
    // The alert's text is catalogue text (errors:orders.cancelFailed); every other state here is checked.
    pseudoLocale: { disable: true },
    gateway: {
      ...currentOrdersGateway(liveOrders),
      CancelOrder: { errorCode: 'orders.cancelFailed' },
    },
  },
  play: async ({ canvasElement }) => {
    await submitReason(canvasElement);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
        'Unable to cancel order at this time. Please try again.',
      ),
    );
  },
};
