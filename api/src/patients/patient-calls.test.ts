import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetailsResponse } from '../accounts/account-details';
import { patients } from '../db/schema';
import { londonDateAfter } from '../demo/seed-dates';
import {
  seedCourseGuids,
  seedDailyReminderIds,
  seedEmails,
  seedOrderIds,
  seedOrderItemIds,
  seedPatientIds,
  seedReorderReminderIds,
} from '../demo/seed-ids';
import type { OrderResponse } from '../orders/order-response';
import type { PrescriptionCourse } from '../prescriptions/routes';
import type { DailyReminder, ReorderReminder } from '../reminders/reminder-schemas';
import { accessTokensFor, expectError, startTestApi, type TestApi } from '../testing/test-api';

const londonDayOf = (iso: string) => londonDateAfter(new Date(iso), 0);

describe('the selected patient’s prescriptions, reminders and flags', { timeout: 60_000 }, () => {
  let api: TestApi;
  let tokenOf: (email: string) => string;

  beforeAll(async () => {
    api = await startTestApi();
    tokenOf = await accessTokensFor(api, [
      seedEmails.alexLinked,
      seedEmails.taraTpp,
      seedEmails.morganManual,
      seedEmails.ninaNoPharmacy,
    ]);
  }, 120_000);
  afterAll(() => api.close());

  const post = (email: string, url: string, payload?: object) =>
    api.call({ method: 'POST', url, token: tokenOf(email), ...(payload ? { payload } : {}) });
  const put = (email: string, url: string, payload: object) =>
    api.call({ method: 'PUT', url, token: tokenOf(email), payload });
  const selectPatient = async (email: string, patientId: string) =>
    expect((await put(email, '/v1/accounts/selected-patient', { patientId })).statusCode).toBe(204);
  const courses = async (email: string) => {
    const response = await post(email, '/v1/prescriptions/list', {});
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ courses: PrescriptionCourse[] }>().courses;
  };
  const reminders = async (email: string) => {
    const response = await post(email, '/v1/reminders/list');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      reorderReminders: ReorderReminder[];
      medicationReminders: DailyReminder[];
    }>();
  };
  const details = async (email: string) =>
    (
      await api.call({ method: 'GET', url: '/v1/accounts/details', token: tokenOf(email) })
    ).json<AccountDetailsResponse>();

  describe('prescriptionsList', () => {
    it('gives a linked patient the repeat courses on their GP record, by name', async () => {
      const alex = await courses(seedEmails.alexLinked);
      expect(alex.map((course) => course.medicationCourseGuid)).toEqual([
        seedCourseGuids.alexAmlodipine,
        seedCourseGuids.alexAtorvastatin,
        seedCourseGuids.alexOmeprazole,
        seedCourseGuids.alexSalbutamol,
      ]);
      expect(alex[0]).toEqual({
        medicationCourseGuid: seedCourseGuids.alexAmlodipine,
        name: 'Amlodipine 5mg tablets',
        dosage: 'One tablet once a day',
        mostRecentIssueDate: alex[0]?.mostRecentIssueDate,
        prescriptionType: 'Repeat',
      });
      expect(alex[0]?.mostRecentIssueDate).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(alex[2]?.prescriptionType).toBe('RepeatDispensing');
      // A POST with no body at all is taken as {}.
      expect((await post(seedEmails.alexLinked, '/v1/prescriptions/list')).statusCode).toBe(200);

      expect((await courses(seedEmails.taraTpp)).map((course) => course.name)).toEqual([
        'Desogestrel 75microgram tablets',
        'Sertraline 50mg tablets',
      ]);
    });

    it('follows the selected patient: Sam’s courses once Alex switches to Sam, Jo’s to Jo', async () => {
      await selectPatient(seedEmails.alexLinked, seedPatientIds.samMorgan);
      try {
        expect(
          (await courses(seedEmails.alexLinked)).map((course) => course.medicationCourseGuid),
        ).toEqual([seedCourseGuids.samBeclometasone, seedCourseGuids.samSalbutamol]);
        await selectPatient(seedEmails.alexLinked, seedPatientIds.joMorgan);
        const jo = await courses(seedEmails.alexLinked);
        expect(jo.map((course) => course.medicationCourseGuid)).toEqual([
          seedCourseGuids.joMetformin,
          seedCourseGuids.joRamipril,
        ]);
        expect(jo[1]?.mostRecentIssueDate).toBeNull();
      } finally {
        await selectPatient(seedEmails.alexLinked, seedPatientIds.alexMorgan);
      }
    });

    it('answers 422 prescribing.notAvailable for patients who are not linked', async () => {
      expectError(
        await post(seedEmails.morganManual, '/v1/prescriptions/list', {}),
        422,
        'prescribing.notAvailable',
      );
      expectError(
        await post(seedEmails.ninaNoPharmacy, '/v1/prescriptions/list', {}),
        422,
        'prescribing.notAvailable',
      );
    });
  });

  describe('orders of a linked patient', () => {
    it('lists, places and refuses for the selected patient only', async () => {
      await selectPatient(seedEmails.alexLinked, seedPatientIds.samMorgan);
      try {
        const listed = (await post(seedEmails.alexLinked, '/v1/orders/list')).json<{
          orders: OrderResponse[];
        }>().orders;
        expect(listed.map((order) => [order.id, order.orderStatus, order.live])).toEqual([
          [seedOrderIds.samPreparing, 'Preparing', true],
        ]);
        // Alex's own order is not the selected patient's while acting for Sam.
        const alexsOrder = await post(seedEmails.alexLinked, '/v1/orders/cancel', {
          orderId: seedOrderIds.alexRequested,
          cancellationReason: 'Not needed',
        });
        expectError(alexsOrder, 404, 'order.notFound');
        const placed = await post(seedEmails.alexLinked, '/v1/orders', {
          items: [
            {
              description: 'Salbutamol',
              itemOrderType: 'IM1',
              medicationCourseGuid: seedCourseGuids.samSalbutamol,
              orderItemId: seedOrderItemIds.samSalbutamol,
            },
          ],
        });
        expect(placed.statusCode, placed.body).toBe(200);
        expectError(
          await post(seedEmails.alexLinked, '/v1/orders', {
            items: [
              {
                description: 'Amlodipine',
                itemOrderType: 'IM1',
                medicationCourseGuid: seedCourseGuids.alexAmlodipine,
              },
            ],
          }),
          404,
          'course.notFound',
        );
      } finally {
        await selectPatient(seedEmails.alexLinked, seedPatientIds.alexMorgan);
      }
    });
  });

  describe('remindersList', () => {
    it('gives Alex two daily reminders and reorder reminders due today and next week', async () => {
      const now = new Date();
      const alex = await reminders(seedEmails.alexLinked);
      const dates = alex.reorderReminders.map((reminder) => reminder.reminderDt);
      expect(dates.map(londonDayOf)).toEqual([londonDateAfter(now, 0), londonDateAfter(now, 7)]);
      expect(alex.reorderReminders).toEqual([
        {
          id: seedReorderReminderIds.alexToday,
          reminderType: 'reorder',
          patientId: seedPatientIds.alexMorgan,
          orderId: null,
          orderItemId: null,
          reminderDt: dates[0],
          description: 'Amlodipine 5mg tablets',
          courseGuid: seedCourseGuids.alexAmlodipine,
          itemOrderType: 'IM1',
          autoGenerated: false,
          status: true,
        },
        {
          id: seedReorderReminderIds.alexNextWeek,
          reminderType: 'reorder',
          patientId: seedPatientIds.alexMorgan,
          orderId: seedOrderIds.alexCollectedRecent,
          orderItemId: seedOrderItemIds.alexRecentAtorvastatin,
          reminderDt: dates[1],
          description: 'Atorvastatin 20mg tablets',
          courseGuid: seedCourseGuids.alexAtorvastatin,
          itemOrderType: 'IM1',
          autoGenerated: true,
          status: true,
        },
      ]);
      expect(dates[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(alex.medicationReminders).toEqual([
        {
          id: seedDailyReminderIds.alexMorning,
          patientId: seedPatientIds.alexMorgan,
          reminderTime: '08:00:00',
          orderId: seedOrderIds.alexReadyToCollect,
          orderItemId: seedOrderItemIds.alexReadyAmlodipine,
          description: 'Amlodipine 5mg tablets',
        },
        {
          id: seedDailyReminderIds.alexEvening,
          patientId: seedPatientIds.alexMorgan,
          reminderTime: '21:30:00',
          orderId: null,
          orderItemId: null,
          description: 'Atorvastatin 20mg tablets',
        },
      ]);
    });

    it('gives Tara one reorder reminder due today and the others none', async () => {
      const tara = await reminders(seedEmails.taraTpp);
      expect(tara.medicationReminders).toEqual([]);
      expect(tara.reorderReminders.map((reminder) => reminder.id)).toEqual([
        seedReorderReminderIds.taraToday,
      ]);
      expect(londonDayOf(tara.reorderReminders[0]?.reminderDt ?? '')).toBe(
        londonDateAfter(new Date(), 0),
      );
      for (const email of [seedEmails.morganManual, seedEmails.ninaNoPharmacy]) {
        expect(await reminders(email)).toEqual({ reorderReminders: [], medicationReminders: [] });
      }
      await selectPatient(seedEmails.alexLinked, seedPatientIds.samMorgan);
      try {
        expect(await reminders(seedEmails.alexLinked)).toEqual({
          reorderReminders: [],
          medicationReminders: [],
        });
      } finally {
        await selectPatient(seedEmails.alexLinked, seedPatientIds.alexMorgan);
      }
    });
  });

  describe('updatePatient', () => {
    const storedFlag = async (patientId: string) =>
      (
        await api.database.db
          .select({ closed: patients.im1ReminderClosed })
          .from(patients)
          .where(eq(patients.id, patientId))
      )[0]?.closed;

    it('stores iM1ReminderClosed for the selected patient', async () => {
      expect((await details(seedEmails.morganManual)).patient?.iM1ReminderClosed).toBe(false);
      const closed = await put(seedEmails.morganManual, '/v1/patients', {
        iM1ReminderClosed: true,
      });
      expect(closed.statusCode, closed.body).toBe(204);
      expect((await details(seedEmails.morganManual)).patient?.iM1ReminderClosed).toBe(true);
      expect(await storedFlag(seedPatientIds.morganReed)).toBe(true);

      // Acting for Sam changes Sam, not Alex.
      await selectPatient(seedEmails.alexLinked, seedPatientIds.samMorgan);
      try {
        await put(seedEmails.alexLinked, '/v1/patients', { iM1ReminderClosed: true });
        expect(await storedFlag(seedPatientIds.samMorgan)).toBe(true);
        expect(await storedFlag(seedPatientIds.alexMorgan)).toBe(false);
      } finally {
        await selectPatient(seedEmails.alexLinked, seedPatientIds.alexMorgan);
      }

      await put(seedEmails.morganManual, '/v1/patients', { iM1ReminderClosed: false });
      expect(await storedFlag(seedPatientIds.morganReed)).toBe(false);
    });

    it('refuses other properties and values, changing nothing', async () => {
      const wrongType = await put(seedEmails.morganManual, '/v1/patients', {
        iM1ReminderClosed: 'yes',
      });
      expect(expectError(wrongType, 400, 'validation').reasons).toEqual([
        { field: 'iM1ReminderClosed', reason: 'type' },
      ]);
      const otherPatient = await put(seedEmails.morganManual, '/v1/patients', {
        iM1ReminderClosed: true,
        patientId: seedPatientIds.taraTaylor,
      });
      expectError(otherPatient, 400, 'validation');
      expect(await storedFlag(seedPatientIds.morganReed)).toBe(false);
      expect(await storedFlag(seedPatientIds.taraTaylor)).toBe(false);
      expectError(
        await api.call({
          method: 'PUT',
          url: '/v1/patients',
          payload: { iM1ReminderClosed: true },
        }),
        401,
        'token.invalid',
      );
    });
  });
});
