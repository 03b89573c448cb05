import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PreviousOrdersScreen } from './previous-orders-screen';
import { previousOrders, previousOrdersGateway } from './previous-orders-screen.fixtures';

const meta = {
  title: 'Orders/Previous orders screen',
  component: PreviousOrdersScreen,
  parameters: {
    route: '/my-meds/orders/previous',
    gateway: previousOrdersGateway(previousOrders),
  },
} satisfies Meta<typeof PreviousOrdersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { PreviousOrdersScreen: { pending: true } } },
};

export const Empty: Story = { parameters: { gateway: previousOrdersGateway([]) } };

export const LoadFailed: Story = {
  parameters: { gateway: { PreviousOrdersScreen: { errorCode: 'orders.loadFailed' } } },
};

/** Two orders with the same courses (each item shown once, with the later date) and a manual item. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Items you have ordered before' });
    await expect(within(table).getAllByRole('checkbox')).toHaveLength(4);
  },
};

/** 'Reorder selected items' pressed with nothing selected. */
export const NothingSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reorder selected items' }));
    const link = await canvas.findByRole('link', { name: 'Select at least one item to reorder' });
    await waitFor(() => expect(link.closest('.nhsuk-error-summary')).toHaveFocus());
  },
};
