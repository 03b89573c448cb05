import { describe, expect, it } from 'vitest';
import { bookingStepUrl, readBookingChoices, withPractitionerType } from './booking-choices';

describe('the booking flow’s choices in its URLs', () => {
  it('reads back what a step wrote', () => {
    const choices = {
      slotType: 'Telephone',
      practitionerType: 'GP',
      clinicianSex: 'Female',
      clinicianId: 'A12345-C1',
      date: '2026-12-01',
      sessionId: 'session-1',
      slotId: 'slot-1',
    } as const;
    const url = bookingStepUrl('/my-services/appointments/book/check', choices);
    expect(url).toBe(
      '/my-services/appointments/book/check?type=Telephone&practitioner=GP&sex=Female&clinician=A12345-C1&date=2026-12-01&session=session-1&slot=slot-1',
    );
    expect(readBookingChoices(new URL(url, 'http://app').searchParams)).toEqual(choices);
  });

  it('drops values no step could have written, so a tampered link counts as not chosen', () => {
    const search = new URLSearchParams({
      type: 'Video',
      practitioner: 'Surgeon',
      sex: 'Other',
      clinician: 'x'.repeat(101),
      date: '1 December',
      slot: '',
    });
    expect(readBookingChoices(search)).toEqual({});
  });

  it('forgets the clinician filters for my registered GP, who is one clinician', () => {
    expect(
      withPractitionerType(
        { slotType: 'Practice', clinicianSex: 'Male', clinicianId: 'C2' },
        'UserGP',
      ),
    ).toEqual({
      slotType: 'Practice',
      practitionerType: 'UserGP',
      clinicianSex: undefined,
      clinicianId: undefined,
    });
  });
});
