import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenLoadFailure } from './screen-load-failure';

const meta = {
  title: 'Components/Screen load failure',
  component: ScreenLoadFailure,
  args: {
    title: 'Current orders',
    message: 'Unable to retrieve order details at this time. Please try again.',
    onRetry: () => undefined,
  },
} satisfies Meta<typeof ScreenLoadFailure>;
export default meta;

export const Failed: StoryObj<typeof meta> = {};

/** A retry is under way: the button ignores further presses. */
export const Retrying: StoryObj<typeof meta> = { args: { retrying: true } };
