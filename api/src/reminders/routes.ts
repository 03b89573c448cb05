import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context';

import { requireAccessToken } from '../auth/access-guard';
import {
  emptyBody,
  noContent,
  noQuerystring,
  replies,
  treatMissingBodyAsEmpty,
} from '../http/schemas';
import { IdempotencyKeyHeaders, answerOnce } from '../http/idempotency';
import { withSchemaTypes } from '../http/typed-routes';
import { patientScopeOf } from '../patients/patient-scope';
import { searchMedicines } from './medicine-search';
import {
  changeDailyReminder,
  changeReorderReminder,
  createDailyReminder,
  createReorderReminder,
  disableReorderReminder,
  removeDailyReminder,
  removeReorderReminder,
} from './reminder-changes';
import {
  CreateDailyReminderBody,
  CreateReorderReminderBody,
  DailyReminder,
  DisableReorderReminderBody,
  MedicineSearchAnswer,
  MedicineSearchBody,
  ReminderIdParams,
  ReminderItemsList,
  RemindersList,
  ReorderReminder,
  UpdateDailyReminderBody,
  UpdateReorderReminderBody,
} from './reminder-schemas';
import { toDailyReminder, toOrderedMedicineItems, toReorderReminder } from './reminder-response';
import { listCollectedItems, listDailyReminders, listReorderReminders } from './repository';

/**
 * The reminders calls of spec part 2 §7 (docs/rest-api.md "Reminders"), each for the account's selected
 * patient: the list, the items a reminder can be made for, reorder reminders (create, update, disable an
 * auto-generated one, remove a manual one), daily reminders (create, update, remove) and the medicine search.
 */
export function registerReminderRoutes(fastify: FastifyInstance, context: ApiContext): void {
  const app = withSchemaTypes(fastify);
  const { db, clock } = context;
  const signedIn = requireAccessToken(context.accessTokens);
  // Besides bad input (400): another patient's or an unknown reminder (403), a course not on the patient's
  // record (404), disabling a manual or deleting an auto-generated reminder (422).
  const changeRefusals = [403, 404, 422] as const;

  app.post(
    '/v1/reminders/list',
    {
      onRequest: signedIn,
      preValidation: treatMissingBodyAsEmpty,
      schema: {
        operationId: 'remindersList',
        querystring: noQuerystring,
        body: emptyBody,
        response: replies({ 200: RemindersList }, [403], { body: true }),
      },
    },
    async (request) => {
      const { patient } = await patientScopeOf(request);
      const [reorder, daily] = await Promise.all([
        listReorderReminders(db, patient.id),
        listDailyReminders(db, patient.id),
      ]);
      return {
        reorderReminders: reorder.map(toReorderReminder),
        medicationReminders: daily.map(toDailyReminder),
      };
    },
  );

  app.post(
    '/v1/reminders/items',
    {
      onRequest: signedIn,
      preValidation: treatMissingBodyAsEmpty,
      schema: {
        operationId: 'reminderItems',
        querystring: noQuerystring,
        body: emptyBody,
        response: replies({ 200: ReminderItemsList }, [403], { body: true }),
      },
    },
    async (request) => {
      const { patient } = await patientScopeOf(request);
      return { items: toOrderedMedicineItems(await listCollectedItems(db, patient.id)) };
    },
  );

  app.post(
    '/v1/reminders/reorder',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'createReorderReminder',
        headers: IdempotencyKeyHeaders,
        querystring: noQuerystring,
        body: CreateReorderReminderBody,
        response: replies({ 200: ReorderReminder }, changeRefusals, { body: true }),
      },
    },
    async (request, reply) =>
      answerOnce(context, request, reply, async (tx) =>
        toReorderReminder(
          await createReorderReminder(tx, await patientScopeOf(request, tx), request.body, clock()),
        ),
      ),
  );

  app.put(
    '/v1/reminders/reorder',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'updateReorderReminder',
        querystring: noQuerystring,
        body: UpdateReorderReminderBody,
        response: replies({ 200: ReorderReminder }, changeRefusals, { body: true }),
      },
    },
    async (request) =>
      toReorderReminder(
        await changeReorderReminder(db, await patientScopeOf(request), request.body, clock()),
      ),
  );

  app.put(
    '/v1/reminders/reorder/disable',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'disableReorderReminder',
        querystring: noQuerystring,
        body: DisableReorderReminderBody,
        response: replies({ 204: noContent }, changeRefusals, { body: true }),
      },
    },
    async (request, reply) => {
      await disableReorderReminder(db, await patientScopeOf(request), request.body.reminderId);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/v1/reminders/reorder/:reminderId',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'removeReorderReminder',
        params: ReminderIdParams,
        querystring: noQuerystring,
        response: replies({ 204: noContent }, changeRefusals),
      },
    },
    async (request, reply) => {
      await removeReorderReminder(db, await patientScopeOf(request), request.params.reminderId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/v1/reminders/daily',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'createDailyReminder',
        headers: IdempotencyKeyHeaders,
        querystring: noQuerystring,
        body: CreateDailyReminderBody,
        response: replies({ 200: DailyReminder }, changeRefusals, { body: true }),
      },
    },
    async (request, reply) =>
      answerOnce(context, request, reply, async (tx) =>
        toDailyReminder(
          await createDailyReminder(tx, await patientScopeOf(request, tx), request.body, clock()),
        ),
      ),
  );

  app.put(
    '/v1/reminders/daily',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'updateDailyReminder',
        querystring: noQuerystring,
        body: UpdateDailyReminderBody,
        response: replies({ 200: DailyReminder }, changeRefusals, { body: true }),
      },
    },
    async (request) =>
      toDailyReminder(
        await changeDailyReminder(db, await patientScopeOf(request), request.body, clock()),
      ),
  );

  app.delete(
    '/v1/reminders/daily/:reminderId',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'removeDailyReminder',
        params: ReminderIdParams,
        querystring: noQuerystring,
        response: replies({ 204: noContent }, changeRefusals),
      },
    },
    async (request, reply) => {
      await removeDailyReminder(db, await patientScopeOf(request), request.params.reminderId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/v1/medicines/search',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'searchMedicines',
        querystring: noQuerystring,
        body: MedicineSearchBody,
        response: replies({ 200: MedicineSearchAnswer }, [], { body: true }),
      },
    },
    async (request) => ({ medicines: await searchMedicines(db, request.body.searchString) }),
  );
}
