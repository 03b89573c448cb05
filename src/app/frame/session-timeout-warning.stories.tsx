import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SessionTimeoutWarning } from './session-timeout-warning';

const meta = {
  title: 'Frame/Time-out warning',
  component: SessionTimeoutWarning,
  args: { minutesLeft: 2, onStaySignedIn: fn(), onSignOut: fn(), extending: false },
} satisfies Meta<typeof SessionTimeoutWarning>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      body.getByRole('heading', { level: 2, name: "You're about to be signed out" }),
    ).toHaveFocus();
  },
};

export const StayingSignedIn: Story = { args: { extending: true } };
