import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  preparingOrderWithRejectedItem,
  readyToCollectOrder,
  requestedOrder,
} from '../current-orders-screen.fixtures';
import { OrderStatusTracker } from './order-status-tracker';

const meta = {
  title: 'Orders/Order status tracker',
  component: OrderStatusTracker,
} satisfies Meta<typeof OrderStatusTracker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A delivery just requested: one step done. */
export const Requested: Story = { args: { order: requestedOrder } };

/** Being prepared by the pharmacy. */
export const Preparing: Story = { args: { order: preparingOrderWithRejectedItem } };

/** A collection ready to collect: all but the last step done. */
export const ReadyToCollect: Story = { args: { order: readyToCollectOrder } };
