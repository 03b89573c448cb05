import { describe, expect, it } from 'vitest';
import type { RestDailyReminder, RestReorderReminder } from '../upstream/rest-api-types';
import { fakeDailyReminder, fakeReorderReminder } from '../testing/fake-rest-api';
import { mapTodaysSchedule } from './reminders-mapper';

function reorder(
  id: string,
  reminderDt: string,
  extra: Partial<RestReorderReminder> = {},
): RestReorderReminder {
  return {
    ...fakeReorderReminder({ id, reminderDt, description: `Reorder ${id}` }),
    ...extra,
  };
}

function daily(id: string, reminderTime: string): RestDailyReminder {
  return fakeDailyReminder({ id, reminderTime, description: `Take ${id}` });
}

const now = Date.parse('2025-06-10T08:00:00Z'); // 09:00 in London

describe('mapTodaysSchedule (spec part 1 §2 Home screen, §9)', () => {
  it('shows at most 3 daily reminders, earliest first', () => {
    const schedule = mapTodaysSchedule(
      {
        medicationReminders: [
          daily('d1', '20:00:00'),
          daily('d2', '08:15:00'),
          daily('d3', '9:30'),
          daily('d4', '12:00:00'),
        ],
        reorderReminders: [],
      },
      { now, integrationType: 0 },
    );
    expect(schedule.daily).toEqual([
      {
        id: 'd2',
        reminderTime: '08:15:00',
        description: 'Take d2',
        orderId: null,
        orderItemId: null,
      },
      {
        id: 'd3',
        reminderTime: '09:30:00',
        description: 'Take d3',
        orderId: null,
        orderItemId: null,
      },
      {
        id: 'd4',
        reminderTime: '12:00:00',
        description: 'Take d4',
        orderId: null,
        orderItemId: null,
      },
    ]);
  });

  it("shows only today's active reorder reminders (Europe/London), at most 3, earliest first", () => {
    const schedule = mapTodaysSchedule(
      {
        medicationReminders: [],
        reorderReminders: [
          reorder('tomorrow', '2025-06-11T08:00:00Z'),
          reorder('late', '2025-06-10T21:00:00Z'),
          reorder('yesterday', '2025-06-09T08:00:00Z'),
          reorder('early', '2025-06-10T06:00:00Z'),
          reorder('removed', '2025-06-10T07:00:00Z', { status: false }),
          reorder('noon', '2025-06-10T11:00:00Z'),
          reorder('afternoon', '2025-06-10T14:00:00Z'),
          // 00:30 on 11 June in London, though 10 June in UTC: not today.
          reorder('after-midnight', '2025-06-10T23:30:00Z'),
          reorder('unreadable', 'soon'),
        ],
      },
      { now, integrationType: 0 },
    );
    expect(schedule.reorder.map((r) => r.id)).toEqual(['early', 'noon', 'afternoon']);
    expect(schedule.reorder[0]).toEqual({
      id: 'early',
      description: 'Reorder early',
      reminderAt: '2025-06-10T06:00:00.000Z',
      daysToGo: 0,
      dueForReorder: false,
    });
  });

  it('marks them due for reorder for a TPP-type patient', () => {
    const schedule = mapTodaysSchedule(
      { medicationReminders: [], reorderReminders: [reorder('r', '2025-06-10T18:00:00Z')] },
      { now, integrationType: 1 },
    );
    expect(schedule.reorder).toMatchObject([{ id: 'r', daysToGo: 0, dueForReorder: true }]);
  });

  it("takes today from London's clock just after midnight", () => {
    const justAfterMidnight = Date.parse('2025-06-10T23:15:00Z'); // 00:15 on 11 June in London
    const schedule = mapTodaysSchedule(
      {
        medicationReminders: [],
        reorderReminders: [
          reorder('10-june-late', '2025-06-10T22:45:00Z'),
          reorder('11-june-early', '2025-06-10T23:45:00Z'),
        ],
      },
      { now: justAfterMidnight, integrationType: 0 },
    );
    expect(schedule.reorder.map((r) => r.id)).toEqual(['11-june-early']);
  });

  it('gives empty lists for none', () => {
    expect(
      mapTodaysSchedule(
        { medicationReminders: [], reorderReminders: [] },
        { now, integrationType: null },
      ),
    ).toEqual({ daily: [], reorder: [] });
  });
});
