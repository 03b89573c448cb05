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
import { EditDailyReminderScreen, NewDailyReminderScreen } from './daily-reminder-screen';
import { londonDateInDays } from './reminder-date';
import { dailyData, metforminSearch } from './reminders.fixtures';
import { anyIdempotencyKey } from '../../testing/idempotency-key-matcher';

const destinations: RouteObject[] = [
  { path: '/my-meds/reminders', element: <Destination name="Reminders list" /> },
];

beforeAll(stubScrollIntoView);

const created = { data: { createDailyReminder: { id: 'd1', description: 'x' } } };

describe('NewDailyReminderScreen', () => {
  it('offers the collected items or a search, and the time of day (12:00pm at first)', async () => {
    const { container } = renderScreen(<NewDailyReminderScreen />, {
      gateway: { DailyReminderScreen: dailyData() },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New daily reminder' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'order-1/item-1',
      'order-1/item-2',
      'search',
    ]);
    expect(screen.getByRole('combobox', { name: 'Time of day' })).toHaveValue('12:00');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says a medicine is needed, in an error summary that takes focus', async () => {
    const user = userEvent.setup();
    const { container } = renderScreen(<NewDailyReminderScreen />, {
      gateway: { DailyReminderScreen: dailyData() },
    });
    await user.click(await screen.findByRole('button', { name: 'Create reminder' }));
    const link = await screen.findByRole('link', {
      name: 'Search for a medicine and choose it from the list',
    });
    await expectFocusAround(link);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sets a reminder for a collected item', async () => {
    const user = userEvent.setup();
    const { gatewayCalls } = renderScreen(<NewDailyReminderScreen />, {
      route: '/my-meds/reminders/daily/new',
      routes: destinations,
      gateway: { DailyReminderScreen: dailyData(), CreateDailyReminder: created },
    });
    await user.click(await screen.findByRole('radio', { name: 'Amlodipine 5mg tablets' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time of day' }), '08:15');
    await user.click(screen.getByRole('button', { name: 'Create reminder' }));
    expect(await screen.findByText('Reminders list')).toBeInTheDocument();
    expect(gatewayCalls).toContainEqual({
      operationName: 'CreateDailyReminder',
      variables: {
        input: { reminderTime: '08:15', orderId: 'order-1', orderItemId: 'item-1' },
        idempotencyKey: anyIdempotencyKey,
      },
    });
  });

  it(
    'finds a medicine a second after typing stops, then type, option and a reorder reminder in 2 weeks',
    { timeout: 15_000 },
    async () => {
      const user = userEvent.setup();
      const { container, gatewayCalls } = renderScreen(<NewDailyReminderScreen />, {
        route: '/my-meds/reminders/daily/new',
        routes: destinations,
        gateway: {
          DailyReminderScreen: dailyData(),
          MedicineSearch: metforminSearch,
          CreateDailyReminder: created,
        },
      });
      await user.click(await screen.findByRole('radio', { name: 'Another medicine' }));
      const search = screen.getByRole('combobox', { name: 'Medicine name' });
      // The field's hint is read with it, as well as the widget's own hint on how to use the list.
      expect(search).toHaveAccessibleDescription(
        expect.stringContaining(
          'Type at least 2 letters of the name, then choose it from the list.',
        ),
      );
      await user.type(search, 'metf');
      // While the search waits for the user to stop typing, the list says so rather than 'No medicines found'.
      expect(await screen.findByRole('option', { name: 'Searching…' })).toBeInTheDocument();
      expect(screen.queryByText('No medicines found')).not.toBeInTheDocument();
      const first = await screen.findByRole('option', { name: 'Metformin' }, { timeout: 3000 });
      // Typed quickly: one search, for what was typed last; the text stays as typed.
      expect(
        gatewayCalls
          .filter((call) => call.operationName === 'MedicineSearch')
          .map((c) => c.variables),
      ).toEqual([{ searchString: 'metf' }]);
      expect(search).toHaveValue('metf');
      expect(await axe(container)).toHaveNoViolations();

      await user.click(first);
      await user.click(await screen.findByRole('radio', { name: 'Tablet' }));
      await user.click(screen.getByRole('radio', { name: '850mg' }));
      await user.click(
        screen.getByRole('checkbox', { name: 'Also remind me to reorder this medicine' }),
      );
      expect(screen.getByRole('radio', { name: 'In 2 weeks' })).toBeChecked();
      expect(await axe(container)).toHaveNoViolations();
      await user.click(screen.getByRole('button', { name: 'Create reminder' }));

      expect(await screen.findByText('Reminders list')).toBeInTheDocument();
      expect(gatewayCalls).toContainEqual({
        operationName: 'CreateDailyReminder',
        variables: {
          input: {
            reminderTime: '12:00',
            description: 'Metformin 850mg Tablet',
            reorderOn: { date: londonDateInDays(14), time: '12:00' },
          },
          idempotencyKey: anyIdempotencyKey,
        },
      });
    },
  );

  it("says the search failed in the catalogue's words", { timeout: 10_000 }, async () => {
    const user = userEvent.setup();
    renderScreen(<NewDailyReminderScreen />, {
      gateway: {
        DailyReminderScreen: dailyData(),
        MedicineSearch: { errorCode: 'reminders.medicineSearchFailed' },
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'Another medicine' }));
    await user.type(screen.getByRole('combobox', { name: 'Medicine name' }), 'amlo');
    expect(
      await screen.findByText(
        'Unable to search for medicines at this time. Please try again.',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Medicine name' })).toHaveValue('amlo');
    // The failure is read with the field, after its hint.
    expect(screen.getByRole('combobox', { name: 'Medicine name' })).toHaveAccessibleDescription(
      expect.stringContaining('Unable to search for medicines at this time. Please try again.'),
    );
  });
});

describe('EditDailyReminderScreen', () => {
  const route = '/my-meds/reminders/daily/edit/d9';
  const routes: RouteObject[] = [
    ...destinations,
    { path: '/my-meds/reminders/daily/edit/:id', element: <EditDailyReminderScreen /> },
  ];

  it('keeps a searched medicine as it is, and updates the time', async () => {
    const user = userEvent.setup();
    const { container, gatewayCalls } = renderScreen(<EditDailyReminderScreen />, {
      route,
      routes,
      gateway: {
        DailyReminderScreen: dailyData({
          id: 'd9',
          reminderTime: '21:30:00',
          description: 'Metformin 500mg Tablet',
          orderId: null,
          orderItemId: null,
        }),
        UpdateDailyReminder: { data: { updateDailyReminder: { id: 'd9', description: 'M' } } },
      },
    });
    expect(await screen.findByRole('radio', { name: 'Metformin 500mg Tablet' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Time of day' })).toHaveValue('21:30');
    expect(await axe(container)).toHaveNoViolations();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time of day' }), '22:00');
    await user.click(screen.getByRole('button', { name: 'Update reminder' }));
    await waitFor(() =>
      expect(gatewayCalls).toContainEqual({
        operationName: 'UpdateDailyReminder',
        variables: {
          id: 'd9',
          input: { reminderTime: '22:00', description: 'Metformin 500mg Tablet' },
        },
      }),
    );
  });

  it('goes to the list for an id that is not found', async () => {
    renderScreen(<EditDailyReminderScreen />, {
      route,
      routes,
      gateway: { DailyReminderScreen: dailyData(null) },
    });
    expect(await screen.findByText('Reminders list')).toBeInTheDocument();
  });
});
