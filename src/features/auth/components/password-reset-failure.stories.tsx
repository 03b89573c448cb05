import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordResetFailure } from './password-reset-failure';

const meta = {
  title: 'Auth/Password reset failure',
  component: PasswordResetFailure,
  args: { code: 'auth.passwordResetFailed' },
  decorators: [
    (Story) => (
      <div className="nhsuk-width-container nhsuk-u-padding-top-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordResetFailure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ResetFailed: Story = {};
export const InvalidEmail: Story = { args: { code: 'auth.invalidEmail' } };
export const Unexpected: Story = { args: { code: 'common.unexpected' } };
