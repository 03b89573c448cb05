import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FocusedNotificationBanner } from './focused-notification-banner';

// The component takes translated text from its screen; the stories pass the registration screen's words.
const meta = {
  title: 'Components/Focused notification banner',
  component: FocusedNotificationBanner,
  args: {
    titleId: 'banner-title',
    title: 'Check your email',
    success: true,
    children: (
      <p className="nhsuk-notification-banner__heading">
        A verification email has been sent to your email inbox.
      </p>
    ),
  },
  parameters: { pseudoLocale: { disable: true } },
  decorators: [
    (Story) => (
      <div className="nhsuk-width-container nhsuk-u-padding-top-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FocusedNotificationBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveFocus());
  },
};

export const Important: Story = {
  args: { success: false, role: 'alert', title: 'Important' },
};
