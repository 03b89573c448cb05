import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { registerDetailsGateway } from './registration.fixtures';
import { RegisterDetailsScreen } from './register-details-screen';

const meta = {
  title: 'Registration/Register details screen',
  component: RegisterDetailsScreen,
  parameters: { route: '/register-details', gateway: registerDetailsGateway() },
} satisfies Meta<typeof RegisterDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: registerDetailsGateway({ registration: { pending: true } }) },
};

export const LoadFailed: Story = {
  parameters: {
    gateway: registerDetailsGateway({ registration: { errorCode: 'common.unexpected' } }),
  },
};

/** No verified registration in this browser: start again. */
export const NoRegistration: Story = {
  parameters: { gateway: registerDetailsGateway({ registration: false }) },
};

export const Form: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create an Account' }));
    await expect(await canvas.findByRole('link', { name: 'Enter your first name' })).toBeVisible();
  },
};

export const DateIncomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Day' }), '1');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Year' }), '1990');
    await userEvent.click(canvas.getByRole('button', { name: 'Create an Account' }));
    await expect(
      await canvas.findByRole('link', { name: 'Date of birth must include a month' }),
    ).toBeVisible();
  },
};
