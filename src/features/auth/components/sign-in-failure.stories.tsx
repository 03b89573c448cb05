import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignInFailure } from './sign-in-failure';

const meta = {
  title: 'Auth/Sign-in failure',
  component: SignInFailure,
  args: { email: 'jane@example.com', code: 'auth.invalidCredentials' },
  decorators: [
    (Story) => (
      <div className="nhsuk-width-container nhsuk-u-padding-top-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignInFailure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RegistrationIncomplete: Story = { args: { code: 'auth.registrationIncomplete' } };
export const AccountLocked: Story = { args: { code: 'auth.accountLocked' } };
export const NhsLoginHint: Story = { args: { code: 'auth.nhsLoginHint' } };
export const InvalidCredentials: Story = { args: { code: 'auth.invalidCredentials' } };
export const TokensMissing: Story = { args: { code: 'auth.tokensMissing' } };
export const FieldsRequired: Story = { args: { code: 'auth.fieldsRequired' } };
export const InvalidEmail: Story = { args: { code: 'auth.invalidEmail' } };
export const Unexpected: Story = { args: { code: 'common.unexpected' } };
