import type { Meta, StoryObj } from '@storybook/react-vite';
import { liveOrders, noOrders } from '../home-screen.fixtures';
import { LiveOrdersCard } from './live-orders-card';

const meta = {
  title: 'Home/Live orders card',
  component: LiveOrdersCard,
  args: { orders: liveOrders },
} satisfies Meta<typeof LiveOrdersCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithOrders: Story = {};
export const NoOrders: Story = { args: { orders: noOrders } };
