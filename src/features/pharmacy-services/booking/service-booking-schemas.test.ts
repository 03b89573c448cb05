import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../../testing/schema-errors';
import {
  dateTimeStepSchema,
  serviceBookingMessages as messages,
  serviceStepSchema,
} from './service-booking-schemas';

const services = {
  services: [
    { id: 'flu', subTypeIds: [] },
    { id: 'travel', subTypeIds: ['hep-a', 'typhoid'] },
  ],
};

describe('serviceStepSchema', () => {
  it('needs an offered service, and a sub type of it when it has some (spec part 2 §5)', async () => {
    expect(await schemaErrors(serviceStepSchema, { service: '', subType: '' }, services)).toEqual({
      service: messages.serviceRequired,
    });
    expect(
      await schemaErrors(serviceStepSchema, { service: 'gone', subType: '' }, services),
    ).toEqual({
      service: messages.serviceRequired,
    });
    expect(
      await schemaErrors(serviceStepSchema, { service: 'flu', subType: '' }, services),
    ).toEqual({});
    expect(
      await schemaErrors(serviceStepSchema, { service: 'travel', subType: '' }, services),
    ).toEqual({
      subType: messages.subTypeRequired,
    });
    expect(
      await schemaErrors(serviceStepSchema, { service: 'travel', subType: 'flu' }, services),
    ).toEqual({ subType: messages.subTypeRequired });
    expect(
      await schemaErrors(serviceStepSchema, { service: 'travel', subType: 'typhoid' }, services),
    ).toEqual({});
  });
});

describe('dateTimeStepSchema', () => {
  const times: Record<string, string[]> = { '2026-12-01': ['2026-12-01T09:00:00.000Z'] };
  const context = { timesOn: (date: string) => times[date] };

  it('needs an offered date, then one of its times (spec part 2 §5: a time is required)', async () => {
    expect(await schemaErrors(dateTimeStepSchema, { date: '', time: '' }, context)).toEqual({
      date: messages.dateRequired,
    });
    expect(
      await schemaErrors(dateTimeStepSchema, { date: '2026-12-02', time: '' }, context),
    ).toEqual({
      date: messages.dateRequired,
    });
    expect(
      await schemaErrors(dateTimeStepSchema, { date: '2026-12-01', time: '' }, context),
    ).toEqual({
      time: messages.timeRequired,
    });
    expect(
      await schemaErrors(
        dateTimeStepSchema,
        { date: '2026-12-01', time: '2026-12-01T09:15:00.000Z' },
        context,
      ),
    ).toEqual({ time: messages.timeRequired });
    expect(
      await schemaErrors(
        dateTimeStepSchema,
        { date: '2026-12-01', time: '2026-12-01T09:00:00.000Z' },
        context,
      ),
    ).toEqual({});
  });
});
