import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextInput } from 'nhsuk-react-components';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PasswordStrengthMeter } from './password-strength';

const meta = {
  title: 'Components/Password strength meter',
  component: PasswordStrengthMeter,
  decorators: [
    (Story) => (
      <div className="nhsuk-width-container nhsuk-u-padding-top-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordStrengthMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: nothing shows. */
export const Empty: Story = { args: { password: '' } };

/** Two of the rule's five parts: red, 40 %. */
export const Weak: Story = { args: { password: 'abc1' } };

/** Four of five: orange, 80 %. */
export const Fair: Story = { args: { password: 'Abc1!' } };

/** The whole rule: green, 100 %. */
export const Strong: Story = { args: { password: 'Abcdef1!' } };

/** Under a field, as a form uses it; the reading follows what is typed. */
export const AsYouType: Story = {
  args: { password: '' },
  render: function AsYouTypeStory() {
    const [password, setPassword] = useState('');
    return (
      <>
        <TextInput
          id="password"
          type="password"
          label="New password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <PasswordStrengthMeter password={password} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New password'), 'Abcdef1');
    // Lowercase, uppercase and a number, but 7 characters and no special one: three of five parts. The
    // visible reading (the hidden copy for screen readers follows once typing pauses).
    await waitFor(() =>
      expect(canvas.getByText(/Password strength:/, { selector: 'p' })).toHaveTextContent(
        'Password strength: Fair 60%',
      ),
    );
  },
};
