import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormErrorSummary } from './form-error-summary';

const meta = {
  title: 'Components/Form error summary',
  component: FormErrorSummary,
  // Sample messages, not catalogue text: left out of the pseudo-language check.
  parameters: { pseudoLocale: { disable: true } },
} satisfies Meta<typeof FormErrorSummary>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OneError: Story = {
  args: { errors: [{ fieldId: 'email', message: 'Please enter a valid email address' }] },
};

export const SeveralErrors: Story = {
  args: {
    errors: [
      { fieldId: 'email', message: 'Please enter a valid email address' },
      { fieldId: 'password', message: 'Please enter your password' },
    ],
  },
};
