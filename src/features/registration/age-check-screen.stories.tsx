import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AgeCheckScreen } from './age-check-screen';

const meta = {
  title: 'Registration/Age check screen',
  component: AgeCheckScreen,
  parameters: { route: '/age-check-and-email' },
} satisfies Meta<typeof AgeCheckScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Question: Story = {};

export const NotAnswered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByRole('link', { name: 'Select yes if you are 16 or over' }),
    ).toBeVisible();
  },
};

/** Answered No: why an account cannot be made, and where to get help. */
export const Under16: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByRole('heading', { name: 'You cannot create an account' }),
    ).toBeVisible();
  },
};
