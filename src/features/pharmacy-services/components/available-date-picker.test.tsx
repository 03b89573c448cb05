import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../testing/render-screen';
import { DatePickerInForm, datesByMonth } from './available-date-picker.fixtures';

function renderPicker(
  month = '2026-11',
  props: Partial<Parameters<typeof DatePickerInForm>[0]> = {},
) {
  return renderScreen(<DatePickerInForm datesByMonth={datesByMonth} {...props} />, {
    route: `/?month=${month}`,
  });
}

describe('AvailableDatePicker', () => {
  it("offers only the month's available dates, each named by its full date and grouped by week", async () => {
    const { container } = renderPicker();
    expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeVisible();
    const dates = screen.getByRole('group', { name: 'Available dates in November 2026' });
    expect(
      within(dates)
        .getAllByRole('radio')
        .map((radio) => radio.id),
    ).toEqual(['service-date-0', 'service-date-1', 'service-date-2']);
    const firstWeek = within(dates).getByRole('group', {
      name: 'Week beginning Monday 23 November 2026',
    });
    expect(within(firstWeek).getByLabelText('Thursday 26 November 2026')).toBeInTheDocument();
    expect(within(firstWeek).getByLabelText('Friday 27 November 2026')).toBeInTheDocument();
    const secondWeek = within(dates).getByRole('group', {
      name: 'Week beginning Monday 30 November 2026',
    });
    expect(within(secondWeek).getAllByRole('radio')).toHaveLength(1);
    // Why a date is missing is said once, with the question.
    expect(dates).toHaveAccessibleDescription(/fully booked, or the pharmacy is closed/);
    expect(screen.queryByLabelText(/Wednesday 25 November 2026/)).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('moves between months by keyboard, announcing the month, within the service dates', async () => {
    const user = userEvent.setup();
    renderPicker();
    const months = screen.getByRole('navigation', { name: 'Months' });
    // The first month has no way back; the next month is named.
    expect(within(months).getAllByRole('link')).toHaveLength(1);
    await user.tab();
    expect(within(months).getByRole('link', { name: /Next month.*December 2026/ })).toHaveFocus();
    await user.keyboard('{Enter}');

    // The month's heading takes focus, so a screen reader says which month is shown.
    expect(screen.getByRole('heading', { level: 2, name: 'December 2026' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: /Previous month.*November 2026/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: /Next month.*January 2027/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Tuesday 1 December 2026')).toHaveFocus();
    // Arrow keys move through the dates, across the week groups, choosing as they go.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByLabelText('Thursday 3 December 2026')).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByLabelText('Tuesday 15 December 2026')).toBeChecked();
    expect(screen.getByLabelText('Tuesday 15 December 2026')).toHaveFocus();
  });

  it('says when a month has no free time, and stops at the last month', async () => {
    const { container } = renderPicker('2027-01');
    expect(screen.getByText('There are no free times in January 2027.')).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const months = screen.getByRole('navigation', { name: 'Months' });
    expect(
      within(months)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/?month=2026-12']);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("announces that a month's dates are loading", async () => {
    const { container } = renderPicker('2026-12', { datesByMonth: {} });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Loading available dates for December 2026',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows an error on the dates', async () => {
    const { container } = renderPicker('2026-11', { error: 'Select a date' });
    const dates = screen.getByRole('group', { name: 'Available dates in November 2026' });
    expect(dates).toHaveAccessibleDescription(/Select a date/);
    expect(await axe(container)).toHaveNoViolations();
  });
});
