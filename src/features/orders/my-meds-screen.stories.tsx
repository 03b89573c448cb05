import type { Meta, StoryObj } from '@storybook/react-vite';
import { myMedsData } from './current-orders-screen.fixtures';
import { MyMedsScreen } from './my-meds-screen';

const meta = {
  title: 'Orders/My meds screen',
  component: MyMedsScreen,
  parameters: { route: '/my-meds', gateway: { MyMedsScreen: myMedsData(3, 1, 2) } },
} satisfies Meta<typeof MyMedsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { gateway: { MyMedsScreen: { pending: true } } } };

export const Populated: Story = {};

/** No previous orders yet: no History card. */
export const NoPreviousOrders: Story = {
  parameters: { gateway: { MyMedsScreen: myMedsData(3, 1, 0) } },
};

export const NoLiveOrders: Story = {
  parameters: { gateway: { MyMedsScreen: myMedsData(0, 0) } },
};

export const LoadFailed: Story = {
  parameters: { gateway: { MyMedsScreen: { errorCode: 'orders.loadFailed' } } },
};
