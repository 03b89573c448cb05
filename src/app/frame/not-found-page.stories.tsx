import type { Meta, StoryObj } from '@storybook/react-vite';
import { frameData } from './frame.fixtures';
import { NotFoundPage } from './not-found-page';

const meta = {
  title: 'Frame/Not found page',
  component: NotFoundPage,
  parameters: { route: '/no-such-page' },
} satisfies Meta<typeof NotFoundPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  parameters: { gateway: { Frame: frameData({ signedIn: true }) } },
};

export const SignedOut: Story = {
  parameters: { gateway: { Frame: frameData({ signedIn: false }) } },
};

export const Loading: Story = { parameters: { gateway: { Frame: { pending: true } } } };
