import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoConfig } from '../home-screen.fixtures';
import { LinkPromptBanner } from './link-prompt-banner';

const meta = {
  title: 'Home/Link prompt banner',
  component: LinkPromptBanner,
  args: { productName: demoConfig.productName, onDismissed: fn() },
  parameters: {
    gateway: {
      DismissLinkPrompt: { data: { dismissLinkPrompt: { features: { linkPrompt: false } } } },
    },
  },
} satisfies Meta<typeof LinkPromptBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Pressing Dismiss sends dismissLinkPrompt and hands the new flag to the screen. */
export const Dismissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Dismiss this message about linking your account',
      }),
    );
    await waitFor(() => expect(args.onDismissed).toHaveBeenCalledWith(false));
  },
};
