import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { appointmentCalendar, type CalendarAppointment } from './appointment-calendar';

const practice = {
  name: 'Riverside Medical Practice',
  address: ['Riverside Health Centre', '2 Mill Lane', null, 'Newcastle upon Tyne', 'NE3 4AB'],
};

/** The one event of an .ics text, read by ical.js as a calendar application would. */
function parseEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return { calendar, event: new ICAL.Event(events[0]) };
}

/** The instant's wall-clock time in London, as the patient was shown it. */
const londonTime = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/London',
  }).format(date);

const appointment = (startTime: string, endTime: string): CalendarAppointment => ({
  slotId: 'A12345-20260701-A12345-C1-am-0930',
  startTime,
  endTime,
  slotType: 'Practice',
  clinicianName: 'Dr Priya Shah',
});

describe('appointmentCalendar', () => {
  it.each([
    // 9:30am London in summer time (BST, UTC+1) is 8:30 UTC; in winter (GMT) it is 9:30 UTC.
    [
      'summer time',
      '2026-07-01T08:30:00.000Z',
      '2026-07-01T08:45:00.000Z',
      'Wednesday, 1 July 2026',
    ],
    [
      'winter time',
      '2026-12-01T09:30:00.000Z',
      '2026-12-01T09:45:00.000Z',
      'Tuesday, 1 December 2026',
    ],
  ])(
    'opens in a standard parser with the London start and end in %s, and the practice as the place',
    (_season, startTime, endTime, day) => {
      const { calendar, event } = parseEvent(
        appointmentCalendar(appointment(startTime, endTime), practice, new Date()),
      );
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
      expect(event.startDate.toJSDate().toISOString()).toBe(startTime);
      expect(event.endDate.toJSDate().toISOString()).toBe(endTime);
      expect(londonTime(event.startDate.toJSDate())).toBe(`${day} at 09:30`);
      expect(londonTime(event.endDate.toJSDate())).toBe(`${day} at 09:45`);
      expect(event.location).toBe(
        'Riverside Medical Practice, Riverside Health Centre, 2 Mill Lane, Newcastle upon Tyne, NE3 4AB',
      );
      expect(event.summary).toBe('GP appointment at Riverside Medical Practice');
      expect(event.description).toBe('With Dr Priya Shah.');
      expect(event.uid).toBe('gp-appointment-A12345-20260701-A12345-C1-am-0930');
    },
  );

  it('reminds the patient an hour before with a display alarm', () => {
    const { event } = parseEvent(
      appointmentCalendar(
        appointment('2026-12-01T09:30:00.000Z', '2026-12-01T09:45:00.000Z'),
        practice,
        new Date(),
      ),
    );
    const alarm = event.component.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-PT1H');
    expect(alarm?.getFirstPropertyValue('description')).toBe(
      'Your GP appointment starts in 1 hour.',
    );
  });

  it('names a telephone appointment so, and leaves out a clinician it does not know', () => {
    const { event } = parseEvent(
      appointmentCalendar(
        {
          ...appointment('2026-12-01T09:30:00.000Z', '2026-12-01T09:45:00.000Z'),
          slotType: 'Telephone',
          clinicianName: null,
        },
        practice,
        new Date(),
      ),
    );
    expect(event.summary).toBe('GP telephone appointment with Riverside Medical Practice');
    expect(event.description).toBeNull();
  });
});
