import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginNotice } from './login-notice';

const meta = {
  title: 'Auth/Login notice',
  component: LoginNotice,
  args: { invalidAccount: false },
  decorators: [
    (Story) => (
      <div className="nhsuk-width-container nhsuk-u-padding-top-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InvalidAccount: Story = { args: { invalidAccount: true } };
export const SessionEnded: Story = { args: { msg: 'UNAUTHENTICATED' } };
export const AccountNotVerified: Story = { args: { msg: 'auth.notVerified' } };
export const InvalidAccountAndMessage: Story = {
  args: { invalidAccount: true, msg: 'auth.contactSupport' },
};
