import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { alertStore } from '../../components/alerts/alert-store';
import { renderScreen } from '../../testing/render-screen';
import { Destination } from '../../testing/screen-test-helpers';
import {
  autoOnlyFeatures,
  autoTurnedOff,
  noReminderFeatures,
  noReminders,
  remindersData,
  someReminders,
} from './reminders.fixtures';
import { RemindersScreen } from './reminders-screen';

const destinations: RouteObject[] = [{ path: '/my-meds', element: <Destination name="My meds" /> }];

const panel = (name: string) => screen.getByRole('region', { name });

afterEach(() => alertStore.setState({ alerts: [] }));

describe('RemindersScreen', () => {
  it('shows a spinner while the reminders load', async () => {
    const { container } = renderScreen(<RemindersScreen />, {
      gateway: { RemindersScreen: { pending: true } },
    });
    expect(await screen.findByText('Loading your reminders')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows both panels with their reminders, Edit and Remove, and the Add buttons', async () => {
    const { container } = renderScreen(<RemindersScreen />, {
      gateway: { RemindersScreen: remindersData() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reminders' })).toBeInTheDocument();
    const reorder = panel('Reorder reminders');
    expect(
      within(reorder).getByRole('button', { name: 'Add a new reorder reminder' }),
    ).toHaveAttribute('href', '/my-meds/reminders/reorder/new');
    const items = within(reorder).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Amlodipine 5mg tablets');
    expect(items[0]).toHaveTextContent('at 9:00am');
    expect(items[0]).toHaveTextContent('3 days to go');
    expect(items[1]).toHaveTextContent('Set for you when your order was collected');
    expect(
      within(items[0]!).getByRole('link', { name: 'Edit the reminder for Amlodipine 5mg tablets' }),
    ).toHaveAttribute('href', '/my-meds/reminders/reorder/edit/reorder-manual');
    const daily = panel('Daily reminders');
    expect(within(daily).getByRole('button', { name: 'Add a new daily reminder' })).toBeVisible();
    expect(within(daily).getByRole('listitem')).toHaveTextContent('Every day at 8:00am');
    expect(
      within(daily).getByRole('button', { name: 'Remove the reminder for Amlodipine 5mg tablets' }),
    ).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("says 'You have no reminders set.' in a panel without any", async () => {
    const { container } = renderScreen(<RemindersScreen />, {
      gateway: { RemindersScreen: remindersData(noReminders) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Reminders' });
    expect(
      within(panel('Reorder reminders')).getByText('You have no reminders set.'),
    ).toBeVisible();
    expect(within(panel('Daily reminders')).getByText('You have no reminders set.')).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("offers 'Add new' only where the manual flag holds", async () => {
    renderScreen(<RemindersScreen />, {
      gateway: { RemindersScreen: remindersData(someReminders, autoOnlyFeatures) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Reminders' });
    expect(screen.queryByRole('button', { name: /Add a new/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('goes back when every reminder flag is off', async () => {
    renderScreen(<RemindersScreen />, {
      route: '/my-meds/reminders',
      routes: destinations,
      gateway: { RemindersScreen: remindersData(noReminders, noReminderFeatures) },
    });
    expect(await screen.findByText('My meds')).toBeInTheDocument();
  });

  it('removes an auto-generated reminder after confirming: it stays, turned off', async () => {
    const user = userEvent.setup();
    const { container, gatewayCalls } = renderScreen(<RemindersScreen />, {
      gateway: {
        RemindersScreen: remindersData(),
        RemoveReorderReminder: { data: { removeReorderReminder: autoTurnedOff } },
      },
    });
    const remove = await screen.findByRole('button', {
      name: 'Remove the reminder for Atorvastatin 20mg tablets',
    });
    await user.click(remove);
    const question = screen.getByText(
      'Are you sure you want to remove the reminder for Atorvastatin 20mg tablets?',
    );
    expect(question).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Yes, remove it' }));
    await screen.findByText('Turned off');
    const item = within(panel('Reorder reminders')).getAllByRole('listitem')[1]!;
    expect(item).toHaveTextContent('Atorvastatin 20mg tablets');
    expect(item).toHaveTextContent('Turned off');
    expect(within(item).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(gatewayCalls).toContainEqual({
      operationName: 'RemoveReorderReminder',
      variables: { id: 'reorder-auto' },
    });
    expect(alertStore.getState().alerts.map((alert) => alert.message)).toEqual([
      'Your reminder for Atorvastatin 20mg tablets has been turned off.',
    ]);
  });

  it("'No, keep it' keeps the reminder and gives focus back to Remove", async () => {
    const user = userEvent.setup();
    const { gatewayCalls } = renderScreen(<RemindersScreen />, {
      gateway: { RemindersScreen: remindersData() },
    });
    const name = 'Remove the reminder for Amlodipine 5mg tablets';
    await user.click((await screen.findAllByRole('button', { name }))[0]!);
    await user.click(screen.getByRole('button', { name: 'No, keep it' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name })[0]).toHaveFocus());
    expect(gatewayCalls.map((call) => call.operationName)).toEqual(['RemindersScreen']);
  });

  it("says the daily reminder could not be removed, in the catalogue's words", async () => {
    const user = userEvent.setup();
    renderScreen(<RemindersScreen />, {
      gateway: {
        RemindersScreen: remindersData(),
        RemoveDailyReminder: { errorCode: 'reminders.removeDailyFailed' },
      },
    });
    const daily = await screen.findByRole('region', { name: 'Daily reminders' });
    await user.click(within(daily).getByRole('button', { name: /Remove/ }));
    await user.click(within(daily).getByRole('button', { name: 'Yes, remove it' }));
    await waitFor(() =>
      expect(alertStore.getState().alerts.map((alert) => alert.message)).toEqual([
        'Unable to remove daily reminder at this time. Please try again.',
      ]),
    );
    expect(within(daily).getByRole('listitem')).toHaveTextContent('Amlodipine 5mg tablets');
    expect(within(daily).getByRole('button', { name: 'Yes, remove it' })).toBeVisible();
  });

  it('says the page could not be loaded', async () => {
    const { container } = renderScreen(<RemindersScreen />, {
      gateway: { RemindersScreen: { errorCode: 'common.unexpected' } },
    });
    expect(
      await screen.findByText('Unexpected error happened. Please try again later.'),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
