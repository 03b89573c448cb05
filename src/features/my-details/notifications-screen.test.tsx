import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAlerts, alertStore } from '../../components/alerts/alert-store';
import type { GatewayMocks } from '../../testing/gateway-mock';
import { renderScreen } from '../../testing/render-screen';
import {
  everyTypeWithApp,
  noAppRemindersOff,
  notificationsData,
  withoutIntegration,
} from './notifications.fixtures';
import { NotificationsScreen } from './notifications-screen';

afterEach(clearAlerts);

function renderNotifications(gateway: GatewayMocks = {}) {
  return {
    user: userEvent.setup(),
    ...renderScreen(<NotificationsScreen />, {
      route: '/my-details/notifications',
      gateway: { NotificationsScreen: everyTypeWithApp, ...gateway },
    }),
  };
}

const group = (legend: string) => screen.getByRole('group', { name: legend });
const box = (legend: string, channel: 'Email' | 'App') =>
  within(group(legend)).getByRole('checkbox', { name: channel });
const alertMessages = () => alertStore.getState().alerts.map((alert) => alert.message);

describe('NotificationsScreen', () => {
  it('shows a spinner while the preferences load', async () => {
    const { container } = renderNotifications({ NotificationsScreen: { pending: true } });
    expect(await screen.findByText('Loading your notification settings')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows an email and an app box for every type offered, as stored', async () => {
    const { container } = renderNotifications();
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    // In the spec's order (part 2 §9).
    expect(screen.getAllByRole('group')).toEqual(
      [
        'Order updates',
        'Reorder reminders',
        'Daily medication reminders',
        'Communication preferences',
      ].map(group),
    );
    expect(box('Order updates', 'Email')).toBeChecked();
    expect(box('Order updates', 'App')).toBeChecked();
    expect(box('Reorder reminders', 'App')).not.toBeChecked();
    expect(box('Communication preferences', 'App')).toBeEnabled();
    expect(screen.queryByText(/You cannot choose app notifications/)).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('disables the app boxes without the app and says why, each box described by the reason', async () => {
    const { container } = renderNotifications({ NotificationsScreen: noAppRemindersOff });
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    expect(screen.queryByRole('group', { name: /Reorder reminders/ })).not.toBeInTheDocument();
    expect(screen.getByText(/You cannot choose app notifications/)).toBeInTheDocument();
    for (const legend of ['Order updates', 'Communication preferences']) {
      expect(box(legend, 'App')).toBeDisabled();
      expect(box(legend, 'App')).toHaveAccessibleDescription(
        /^You cannot choose app notifications/,
      );
      expect(box(legend, 'Email')).toBeEnabled();
    }
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers Communication preferences alone without the integration', async () => {
    const { container } = renderNotifications({ NotificationsScreen: withoutIntegration });
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(group('Communication preferences')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sends each change at once and shows it as made before the answer comes', async () => {
    const { user, gatewayCalls } = renderNotifications({
      UpdateNotificationPreference: { pending: true },
    });
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    await user.click(box('Daily medication reminders', 'App'));
    expect(box('Daily medication reminders', 'App')).toBeChecked();
    expect(
      gatewayCalls.filter((call) => call.operationName === 'UpdateNotificationPreference'),
    ).toEqual([
      {
        operationName: 'UpdateNotificationPreference',
        variables: { type: 'TakeMedicineReminder', channel: 'app', enabled: true },
      },
    ]);
  });

  it('puts a failed change back, announces it and says why at the group', async () => {
    // The screen reads its query again after the change; that read never answers here, so what shows is
    // the screen's own putting back.
    let reads = 0;
    const { user, container } = renderNotifications({
      NotificationsScreen: () => (++reads === 1 ? everyTypeWithApp : { pending: true }),
      UpdateNotificationPreference: { errorCode: 'notifications.updateFailed' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    await user.click(box('Communication preferences', 'Email'));
    await waitFor(() => expect(box('Communication preferences', 'Email')).not.toBeChecked());
    expect(alertMessages()).toEqual(['Unable to update preferences']);
    expect(
      within(group('Communication preferences')).getByText(
        'Unable to update notification preferences at this time. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Error: Notifications/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("lists a 422's reasons against the group", async () => {
    const { user } = renderNotifications({
      NotificationsScreen: notificationsData({
        appAvailable: true,
        items: [{ type: 'Marketing', email: false, app: false }],
      }),
      UpdateNotificationPreference: {
        errorCode: 'notifications.invalid',
        reasons: [{ field: 'items.0.pushNotification', reason: 'noMobileApp' }],
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    await user.click(box('Communication preferences', 'App'));
    expect(
      await within(group('Communication preferences')).findByText(/App notifications need our app/),
    ).toBeInTheDocument();
    expect(box('Communication preferences', 'App')).not.toBeChecked();
  });

  it('shows the unexpected-error message when the preferences cannot be read', async () => {
    const { container } = renderNotifications({
      NotificationsScreen: { errorCode: 'common.unexpected' },
    });
    expect(
      await screen.findByText('Unexpected error happened. Please try again later.'),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
