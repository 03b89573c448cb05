import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen';
import {
  crowdedSchedule,
  emptySchedule,
  scheduleWithItems,
  tppDueSchedule,
} from '../home-screen.fixtures';
import { formatReminderTime } from '../../../lib/format-reminder-time';
import { ScheduleCard } from './schedule-card';

describe('ScheduleCard', () => {
  it('says there are no reminders today', async () => {
    const { container } = renderScreen(<ScheduleCard schedule={emptySchedule} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Your schedule for today' }),
    ).toBeVisible();
    expect(screen.getByText('You have no reminders today.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("lists daily reminders by time and today's reorder reminders", async () => {
    const { container } = renderScreen(<ScheduleCard schedule={scheduleWithItems} />);
    const [daily, reorder] = screen.getAllByRole('list');
    expect(
      within(daily!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['8:00am: Amlodipine 5mg tablets', '6:30pm: Atorvastatin 20mg tablets']);
    expect(
      within(reorder!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Salbutamol inhaler: reorder today']);
    expect(screen.queryByText('You have no reminders today.')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('links to the reminders screen where the patient may use it', () => {
    const { unmount } = renderScreen(<ScheduleCard schedule={emptySchedule} remindersLink />);
    expect(screen.getByRole('link', { name: 'Set and change your reminders' })).toHaveAttribute(
      'href',
      '/my-meds/reminders',
    );
    unmount();
    renderScreen(<ScheduleCard schedule={emptySchedule} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows 'Due for reorder' for a TPP-type patient's reminder on its day", () => {
    renderScreen(<ScheduleCard schedule={tppDueSchedule} />);
    expect(screen.getByText('Sertraline 50mg tablets: Due for reorder')).toBeInTheDocument();
  });

  it('keeps at most 3 of each kind and words the days to go in the plural forms', () => {
    renderScreen(<ScheduleCard schedule={crowdedSchedule} />);
    const [daily, reorder] = screen.getAllByRole('list');
    expect(within(daily!).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText(/Melatonin/)).not.toBeInTheDocument();
    expect(
      within(reorder!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ramipril: 1 day to go', 'Omeprazole: 2 days to go', 'Sertraline: Due for reorder']);
  });
});

describe('formatReminderTime', () => {
  it('writes wall-clock times as NHS style does', () => {
    expect(formatReminderTime('08:00:00', 'en')).toBe('8:00am');
    expect(formatReminderTime('00:15:00', 'en')).toBe('12:15am');
    expect(formatReminderTime('12:00:00', 'en')).toBe('12:00pm');
    expect(formatReminderTime('23:45:00', 'en')).toBe('11:45pm');
  });
});

describe('formatReminderTime with unexpected input', () => {
  it('shows the text as sent when it is not a time', () => {
    expect(formatReminderTime('soon', 'en')).toBe('soon');
  });
});
