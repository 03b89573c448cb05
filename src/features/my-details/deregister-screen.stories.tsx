import type { Meta, StoryObj } from '@storybook/react-vite';
import { deregisterData } from './my-details.fixtures';
import { DeregisterScreen } from './deregister-screen';

const meta = {
  title: 'My details/Deregister screen',
  component: DeregisterScreen,
  parameters: {
    route: '/my-details/deregister',
    gateway: {
      DeregisterScreen: deregisterData,
      Deregister: { errorCode: 'myDetails.deregisterFailed' },
    },
  },
} satisfies Meta<typeof DeregisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { gateway: { DeregisterScreen: { pending: true } } } };

/** The red warning; pressing 'I understand, deregister' here shows the failure message. */
export const Warning: Story = {};

export const LoadFailed: Story = {
  parameters: { gateway: { DeregisterScreen: { errorCode: 'common.unexpected' } } },
};
