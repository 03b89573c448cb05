import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './password-field';

// The component takes translated text from its screen; the story passes the login screen's words.
const meta = {
  title: 'Components/Password field',
  component: PasswordField,
  args: {
    id: 'password',
    name: 'password',
    label: 'Password',
    showPasswordLabel: 'Show password',
    autoComplete: 'current-password',
  },
  decorators: [
    (Story) => (
      <div className="nhsuk-width-container nhsuk-u-padding-top-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Please enter your email and password.' },
};
