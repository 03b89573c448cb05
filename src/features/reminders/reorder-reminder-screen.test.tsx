import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import {
  Destination,
  expectFocusAround,
  stubScrollIntoView,
} from '../../testing/screen-test-helpers';
import { datePartsOf, londonDateInDays } from './reminder-date';
import { editReorderData, newReorderData } from './reminders.fixtures';
import { EditReorderReminderScreen, NewReorderReminderScreen } from './reorder-reminder-screen';
import { anyIdempotencyKey } from '../../testing/idempotency-key-matcher';

const destinations: RouteObject[] = [
  { path: '/my-meds/reminders', element: <Destination name="Reminders list" /> },
];

beforeAll(stubScrollIntoView);

async function typeDate(user: ReturnType<typeof userEvent.setup>, date: string) {
  const parts = datePartsOf(date);
  await user.clear(screen.getByLabelText('Day'));
  await user.type(screen.getByLabelText('Day'), parts.day);
  await user.clear(screen.getByLabelText('Month'));
  await user.type(screen.getByLabelText('Month'), parts.month);
  await user.clear(screen.getByLabelText('Year'));
  await user.type(screen.getByLabelText('Year'), parts.year);
}

describe('NewReorderReminderScreen', () => {
  it('shows a spinner while the items load', async () => {
    const { container } = renderScreen(<NewReorderReminderScreen />, {
      gateway: { NewReorderReminderScreen: { pending: true } },
    });
    expect(await screen.findByText('Loading your medicines')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers only collected items, a date and a time in 15-minute steps', async () => {
    const { container } = renderScreen(<NewReorderReminderScreen />, {
      gateway: { NewReorderReminderScreen: newReorderData() },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New reorder reminder' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Only items you have already ordered and collected can be chosen.'),
    ).toBeVisible();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    const time = screen.getByRole('combobox', { name: 'Time' });
    expect(screen.getAllByRole('option')).toHaveLength(96);
    expect(screen.getByRole('option', { name: '9:15am' })).toHaveValue('09:15');
    expect(time).toHaveValue('09:00');
    expect(screen.getByRole('group', { name: 'Reorder date' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/my-meds/reminders',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says what is missing on Create reminder, in an error summary that takes focus', async () => {
    const user = userEvent.setup();
    const { container, gatewayCalls } = renderScreen(<NewReorderReminderScreen />, {
      gateway: { NewReorderReminderScreen: newReorderData() },
    });
    await user.click(await screen.findByRole('button', { name: 'Create reminder' }));
    const itemLink = await screen.findByRole('link', {
      name: 'Select the medicine you want a reminder for',
    });
    expect(screen.getByRole('link', { name: 'Enter the reorder date' })).toBeVisible();
    await expectFocusAround(itemLink);
    expect(document.title).toMatch(/^Error: /);
    expect(await axe(container)).toHaveNoViolations();

    // A date already gone.
    await typeDate(user, londonDateInDays(-1));
    await user.click(screen.getByRole('button', { name: 'Create reminder' }));
    expect(
      await screen.findByRole('link', { name: 'Reorder date and time must be in the future' }),
    ).toBeVisible();
    expect(gatewayCalls.map((call) => call.operationName)).toEqual(['NewReorderReminderScreen']);
  });

  it('creates the reminder and goes to the list', async () => {
    const user = userEvent.setup();
    const { gatewayCalls } = renderScreen(<NewReorderReminderScreen />, {
      route: '/my-meds/reminders/reorder/new',
      routes: destinations,
      gateway: {
        NewReorderReminderScreen: newReorderData(),
        CreateReorderReminder: {
          data: { createReorderReminder: { id: 'r1', description: 'Salbutamol' } },
        },
      },
    });
    await user.click(await screen.findByRole('radio', { name: /Salbutamol/ }));
    const date = londonDateInDays(14);
    await typeDate(user, date);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '18:45');
    await user.click(screen.getByRole('button', { name: 'Create reminder' }));
    expect(await screen.findByText('Reminders list')).toBeInTheDocument();
    expect(gatewayCalls).toContainEqual({
      operationName: 'CreateReorderReminder',
      variables: {
        input: { orderId: 'order-1', orderItemId: 'item-2', when: { date, time: '18:45' } },
        idempotencyKey: anyIdempotencyKey,
      },
    });
  });

  it("shows the catalogue's message when the reminder cannot be created", async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(<NewReorderReminderScreen />, {
      gateway: {
        NewReorderReminderScreen: newReorderData(),
        CreateReorderReminder: { errorCode: 'reminders.createFailed' },
      },
    });
    await user.click(await screen.findByRole('radio', { name: /Amlodipine/ }));
    await typeDate(user, londonDateInDays(2));
    await user.click(screen.getByRole('button', { name: 'Create reminder' }));
    expect(
      await screen.findByText('Unable to create a reminder at this time. Please try again.'),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Error: /));
    expect(screen.getByRole('button', { name: 'Create reminder' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when nothing has been collected yet', async () => {
    const { container } = renderScreen(<NewReorderReminderScreen />, {
      gateway: { NewReorderReminderScreen: newReorderData([]) },
    });
    expect(await screen.findByText(/You have no collected items yet/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create reminder' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('goes to the list when the manual reorder flag is off', async () => {
    renderScreen(<NewReorderReminderScreen />, {
      route: '/my-meds/reminders/reorder/new',
      routes: destinations,
      gateway: { NewReorderReminderScreen: newReorderData(undefined, false) },
    });
    expect(await screen.findByText('Reminders list')).toBeInTheDocument();
  });
});

describe('EditReorderReminderScreen', () => {
  const route = '/my-meds/reminders/reorder/edit/reorder-manual';
  const routes: RouteObject[] = [
    ...destinations,
    { path: '/my-meds/reminders/reorder/edit/:id', element: <EditReorderReminderScreen /> },
  ];

  it('shows the one item with its date and time, and updates them', async () => {
    const user = userEvent.setup();
    const { container, gatewayCalls } = renderScreen(<EditReorderReminderScreen />, {
      route,
      routes,
      gateway: {
        EditReorderReminderScreen: editReorderData(),
        UpdateReorderReminder: {
          data: { updateReorderReminder: { id: 'reorder-manual', description: 'Amlodipine' } },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit reorder reminder' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Amlodipine 5mg tablets')).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const nextWeek = datePartsOf(londonDateInDays(7));
    expect(screen.getByLabelText('Day')).toHaveValue(nextWeek.day);
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveValue('09:30');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Update reminder' }));
    expect(await screen.findByText('Reminders list')).toBeInTheDocument();
    expect(gatewayCalls).toContainEqual({
      operationName: 'UpdateReorderReminder',
      variables: { id: 'reorder-manual', when: { date: londonDateInDays(7), time: '09:30' } },
    });
  });

  it('goes to the list for an id that is not found', async () => {
    renderScreen(<EditReorderReminderScreen />, {
      route,
      routes,
      gateway: { EditReorderReminderScreen: editReorderData(false) },
    });
    expect(await screen.findByText('Reminders list')).toBeInTheDocument();
  });
});
