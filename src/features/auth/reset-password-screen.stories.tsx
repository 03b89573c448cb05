import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  demoNewPassword,
  demoResetRoute,
  resetPasswordGateway,
} from './reset-password-screen.fixtures';
import { ResetPasswordScreen } from './reset-password-screen';

const meta = {
  title: 'Auth/Reset password screen',
  component: ResetPasswordScreen,
  parameters: { route: demoResetRoute, gateway: resetPasswordGateway() },
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types the passwords (when given) and presses 'Update password'. */
async function updatePassword(
  canvasElement: HTMLElement,
  password = demoNewPassword,
  confirmPassword = password,
) {
  const canvas = within(canvasElement);
  if (password) await userEvent.type(await canvas.findByLabelText('New password'), password);
  if (confirmPassword) {
    await userEvent.type(canvas.getByLabelText('Confirm new password'), confirmPassword);
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Update password' }));
  return canvas;
}

export const Default: Story = {};

/** A password part-way to the rule: the meter says 'Fair' and 80 %. */
export const StrengthShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New password'), 'Medicines2go');
    await expect(canvas.getByText(/Password strength:/)).toHaveTextContent('Fair 80%');
  },
};

export const PasswordsShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New password'), demoNewPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Show new password' }));
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'text');
  },
};

export const FieldsMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await updatePassword(canvasElement, '', '');
    await expect(await canvas.findByRole('link', { name: 'Enter a password' })).toBeVisible();
  },
};

export const RuleBrokenAndMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await updatePassword(canvasElement, 'medicines', 'medicine');
    await expect(
      await canvas.findByRole('link', { name: 'The passwords must match' }),
    ).toBeVisible();
  },
};

export const Updating: Story = {
  parameters: { gateway: resetPasswordGateway({ pending: true }) },
  play: async ({ canvasElement }) => {
    const canvas = await updatePassword(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Updating password' })).toBeVisible();
  },
};

export const Updated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await updatePassword(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

/** The link named a page of this app to go to afterwards. */
export const UpdatedWithRedirect: Story = {
  parameters: { route: `${demoResetRoute}&redirectURL=%2Fmy-details%2Fprofile` },
  play: async ({ canvasElement }) => {
    const canvas = await updatePassword(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

export const LinkExpired: Story = {
  parameters: { gateway: resetPasswordGateway({ errorCode: 'auth.passwordResetExpired' }) },
  play: async ({ canvasElement }) => {
    const canvas = await updatePassword(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Forgot Password' })).toBeVisible();
  },
};

/** The API judged the password weaker than the app did. */
export const RefusedAsTooWeak: Story = {
  parameters: {
    gateway: resetPasswordGateway({
      errorCode: 'auth.passwordTooWeak',
      reasons: [{ field: 'newPassword', reason: 'tooWeak' }],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await updatePassword(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: /Your password must have at least 8 characters/ }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { gateway: resetPasswordGateway({ errorCode: 'auth.passwordResetFailed' }) },
  play: async ({ canvasElement }) => {
    const canvas = await updatePassword(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to reset password at this time. Please try again.',
    );
  },
};
