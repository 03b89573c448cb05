import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoEmail, verifyEmailGateway } from './registration.fixtures';
import { VerifyEmailScreen } from './verify-email-screen';

const meta = {
  title: 'Registration/Verify email screen',
  component: VerifyEmailScreen,
  parameters: { route: '/verify-email', gateway: verifyEmailGateway() },
} satisfies Meta<typeof VerifyEmailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** From the login page's 'finish your account registration' link. */
const withEmail = { pathname: '/verify-email', state: { email: demoEmail } };

async function pressContinue(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  return canvas;
}

export const Default: Story = {};

export const Prefilled: Story = { parameters: { route: withEmail } };

/** Arrived from a verification link that did not work. */
export const InvalidToken: Story = {
  parameters: { route: { pathname: '/verify-email', state: { invalidToken: true } } },
};

export const EmailMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pressContinue(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Enter your email address' }),
    ).toBeVisible();
  },
};

export const Checking: Story = {
  parameters: { route: withEmail, gateway: verifyEmailGateway({ pending: true }) },
  play: async ({ canvasElement }) => {
    const canvas = await pressContinue(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Checking' })).toBeVisible();
  },
};

export const VerificationSent: Story = {
  parameters: { route: withEmail },
  play: async ({ canvasElement }) => {
    const canvas = await pressContinue(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(/A verification email has been sent/),
    );
  },
};

export const VerificationResent: Story = {
  parameters: { route: withEmail, gateway: verifyEmailGateway('VERIFICATION_RESENT') },
  play: VerificationSent.play,
};

export const AccountExists: Story = {
  parameters: { route: withEmail, gateway: verifyEmailGateway('ACCOUNT_EXISTS') },
  play: async ({ canvasElement }) => {
    const canvas = await pressContinue(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(/An account already exists/),
    );
  },
};

export const SendFailed: Story = {
  parameters: {
    route: withEmail,
    gateway: verifyEmailGateway({ errorCode: 'registration.sendFailed' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await pressContinue(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/There was an error/));
  },
};
