import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoToken, registerGateway } from './registration.fixtures';
import { RegisterScreen } from './register-screen';

// Each story its own token: a verified token is remembered for the visit (tokens are single use).
const meta = {
  title: 'Registration/Register (verify email landing) screen',
  component: RegisterScreen,
  parameters: { route: `/register?verificationToken=${demoToken}`, gateway: registerGateway() },
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = {
  parameters: {
    route: '/register?verificationToken=story-verifying',
    gateway: registerGateway({ pending: true }),
  },
};

/** Verified: the linkage codes question. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Do you have linkage codes?' }),
    ).toBeVisible();
  },
};
