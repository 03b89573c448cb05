import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { everyTypeWithApp, noAppRemindersOff, withoutIntegration } from './notifications.fixtures';
import { NotificationsScreen } from './notifications-screen';

const meta = {
  title: 'My details/Notifications screen',
  component: NotificationsScreen,
  parameters: {
    route: '/my-details/notifications',
    gateway: {
      NotificationsScreen: everyTypeWithApp,
      UpdateNotificationPreference: { errorCode: 'notifications.updateFailed' },
    },
  },
} satisfies Meta<typeof NotificationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { NotificationsScreen: { pending: true } } },
};

/** nora.notifications: the app, the integration and reminders on; a change here fails and is put back. */
export const EveryTypeWithApp: Story = {};

/** tara.tpp: no app (the app boxes disabled, and why) and reminders off. */
export const NoAppRemindersOff: Story = {
  parameters: { gateway: { NotificationsScreen: noAppRemindersOff } },
};

/** morgan.manual: no integration, Communication preferences alone. */
export const WithoutIntegration: Story = {
  parameters: { gateway: { NotificationsScreen: withoutIntegration } },
};

/** A change that fails: the box goes back and its group says why. */
export const ChangeFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: /Communication preferences/ });
    const email = within(group).getByRole('checkbox', { name: 'Email' });
    await userEvent.click(email);
    await waitFor(() =>
      expect(
        within(group).getByText(
          'Unable to update notification preferences at this time. Please try again.',
        ),
      ).toBeVisible(),
    );
    await expect(email).not.toBeChecked();
  },
};

export const LoadFailed: Story = {
  parameters: { gateway: { NotificationsScreen: { errorCode: 'common.unexpected' } } },
};
