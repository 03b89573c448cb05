import { describe, expect, it } from 'vitest';
import {
  dateStepUrl,
  editServiceUrl,
  isMonth,
  readServiceBookingChoices,
  serviceBookingUrl,
  yearAndMonth,
} from './service-booking-choices';

describe('service booking choices', () => {
  it('round-trips the choices through a step URL', () => {
    const url = serviceBookingUrl('/my-services/pharmacy-services/book/date', {
      serviceId: 'svc-1',
      subTypeId: 'sub 2',
      month: '2026-12',
    });
    expect(url).toBe(
      '/my-services/pharmacy-services/book/date?service=svc-1&subType=sub+2&month=2026-12',
    );
    expect(readServiceBookingChoices(new URL(url, 'http://app').searchParams)).toEqual({
      serviceId: 'svc-1',
      subTypeId: 'sub 2',
      month: '2026-12',
    });
  });

  it('reads only well-formed months from a URL, as the query takes them', () => {
    expect(isMonth('2026-12')).toBe(true);
    expect(['2026-13', '2026-00', '2026-1', '26-12', '', null, undefined].some(isMonth)).toBe(
      false,
    );
    expect(yearAndMonth('2027-01')).toEqual({ year: 2027, month: 1 });
  });

  it('counts a malformed choice as not chosen', () => {
    const search = new URLSearchParams({ service: '', subType: 'x'.repeat(101), month: '2026-13' });
    expect(readServiceBookingChoices(search)).toEqual({});
  });

  it('opens the calendar at the first bookable month, and goes back to step 1 without it', () => {
    expect(dateStepUrl('svc-1', undefined, undefined)).toBe(
      '/my-services/pharmacy-services/book/date?service=svc-1',
    );
    expect(dateStepUrl('svc-1', 'sub-2', '2026-12')).toBe(
      '/my-services/pharmacy-services/book/date?service=svc-1&subType=sub-2&month=2026-12',
    );
    expect(editServiceUrl({ serviceId: 'svc-1', subTypeId: 'sub-2', month: '2027-01' })).toBe(
      '/my-services/pharmacy-services/book?service=svc-1&subType=sub-2',
    );
  });
});
