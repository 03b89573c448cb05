import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoEmail, forgotPasswordGateway } from './forgot-password-screen.fixtures';
import { ForgotPasswordScreen } from './forgot-password-screen';

const meta = {
  title: 'Auth/Forgot password screen',
  component: ForgotPasswordScreen,
  parameters: { route: '/forgot-password', gateway: forgotPasswordGateway() },
} satisfies Meta<typeof ForgotPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrived from the login page with the email typed there. */
const fromLogin = { pathname: '/forgot-password', state: { email: demoEmail } };

async function confirmEmail(canvasElement: HTMLElement, email = '') {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Confirm Email' }));
  return canvas;
}

/** Nothing carried over: an empty field. */
export const Default: Story = {};

/** From the login page's 'Forgot your password?' with the typed email. */
export const Prefilled: Story = { parameters: { route: fromLogin } };

/** From My profile's 'Reset my password': the back link goes to the profile. */
export const FromProfile: Story = {
  parameters: {
    route: { pathname: '/forgot-password', state: { email: demoEmail, from: 'profile' } },
  },
};

export const EmailMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await confirmEmail(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Enter your email address' }),
    ).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await confirmEmail(canvasElement, 'jane.example.com');
    await expect(
      await canvas.findByRole('link', { name: 'Please enter a valid email address' }),
    ).toBeVisible();
  },
};

export const Sending: Story = {
  parameters: { route: fromLogin, gateway: forgotPasswordGateway({ pending: true }) },
  play: async ({ canvasElement }) => {
    const canvas = await confirmEmail(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sending' })).toBeVisible();
  },
};

export const Sent: Story = {
  parameters: { route: fromLogin },
  play: async ({ canvasElement }) => {
    const canvas = await confirmEmail(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Please check your email and follow the instructions to reset your password.',
      ),
    );
  },
};

export const Failed: Story = {
  parameters: {
    route: fromLogin,
    gateway: forgotPasswordGateway({ errorCode: 'auth.passwordResetFailed' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await confirmEmail(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Unable to reset password at this time. Please try again.',
      ),
    );
  },
};
