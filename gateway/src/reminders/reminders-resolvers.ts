import { MEDICINE_SEARCH_MIN_LENGTH, normaliseMedicineSearch } from '../../../api/src/contract';
import { loadMe } from '../account/load-me';
import type { GatewayContext } from '../context';
import { ErrorCode, errorCodeOf, gatewayError } from '../errors';
import type {
  DailyReminderInput,
  Me,
  MutationResolvers,
  QueryResolvers,
  ReminderDateTimeInput,
} from '../generated/resolvers-types';
import type { RestDailyReminder, RestReorderReminder } from '../upstream/rest-api-types';
import { reorderTimeProblem, stepTimeMinutes } from './reminder-rules';
import {
  mapDailyReminders,
  mapReminderItem,
  mapReminders,
  mapReorderReminder,
  type ScheduleContext,
} from './reminders-mapper';
import {
  createDailyReminder,
  createReorderReminder,
  fetchReminderItems,
  fetchRemindersOrNone,
  removeDailyReminder,
  removeReorderReminder,
  searchMedicines,
  updateDailyReminder,
  updateReorderReminder,
} from './reminders-upstream';

/** The clock and the patient's GP system, for the countdown of each reorder reminder. */
function scheduleContext(ctx: GatewayContext, me: Me): ScheduleContext {
  return { now: ctx.services.now(), integrationType: me.patient.integrationType };
}

/** The reminders the patient may see: each kind only while its feature holds (spec part 2 §6). */
async function visibleReminders(ctx: GatewayContext) {
  const [me, list] = await Promise.all([loadMe(ctx), fetchRemindersOrNone(ctx)]);
  const reminders = mapReminders(list, scheduleContext(ctx, me));
  return {
    me,
    list,
    reminders: {
      reorder: me.features.reorderReminders ? reminders.reorder : [],
      daily: me.features.dailyReminders ? reminders.daily : [],
    },
  };
}

/** A reorder reminder of the patient's, or null (unknown, another patient's, or its kind is off). */
async function findReorderReminder(
  ctx: GatewayContext,
  id: string,
): Promise<{ me: Me; rest: RestReorderReminder } | null> {
  const { me, list } = await visibleReminders(ctx);
  const rest = list.reorderReminders.find((reminder) => reminder.id === id);
  return me.features.reorderReminders && rest ? { me, rest } : null;
}

/** The instant of a London date and time, or the refusal the user sees on the date (reminder-rules.ts). */
function reminderInstant(ctx: GatewayContext, when: ReminderDateTimeInput): string {
  const checked = reorderTimeProblem(when.date, when.time, ctx.services.now());
  if ('problem' in checked) {
    throw gatewayError(
      checked.problem === 'past' ? ErrorCode.reorderTimeInPast : ErrorCode.reorderTimeInvalid,
    );
  }
  return new Date(checked.at).toISOString();
}

/** A feature the action needs is off: the user sees the action's own failure, nothing is sent. */
function requireFeature(allowed: boolean, failureCode: string): void {
  if (!allowed) throw gatewayError(failureCode);
}

export const remindersQuery: Pick<
  QueryResolvers,
  'reminders' | 'reorderReminder' | 'dailyReminder' | 'collectedItems' | 'medicineSearch'
> = {
  /** spec part 2 §2 'Reminders screen'. */
  reminders: async (_parent, _args, ctx) => (await visibleReminders(ctx)).reminders,

  /** spec part 2 §2 'Edit reorder reminder': null sends the screen back to the list. */
  reorderReminder: async (_parent, { id }, ctx) => {
    const found = await findReorderReminder(ctx, id);
    return found ? mapReorderReminder(found.rest, scheduleContext(ctx, found.me)) : null;
  },

  /** spec part 2 §2 'Daily reminder new or edit': null sends the screen back to the list. */
  dailyReminder: async (_parent, { id }, ctx) =>
    (await visibleReminders(ctx)).reminders.daily.find((reminder) => reminder.id === id) ?? null,

  /** spec part 2 §2: 'only items already ordered and collected can be chosen'. */
  collectedItems: async (_parent, _args, ctx) =>
    (await fetchReminderItems(ctx)).map(mapReminderItem),

  /** spec part 2 §5: 'Medicine search starts at 2 or more characters'; below that, nothing is asked. */
  medicineSearch: async (_parent, { searchString }, ctx) => {
    const text = normaliseMedicineSearch(searchString);
    if (text.length < MEDICINE_SEARCH_MIN_LENGTH) return [];
    const medicines = await searchMedicines(ctx, text);
    return medicines.map((medicine) => ({
      description: medicine.description,
      types: medicine.types.map(({ type, options }) => ({
        type,
        options: options.map(({ option }) => option),
      })),
    }));
  },
};

export const remindersMutations: Pick<
  MutationResolvers,
  | 'createReorderReminder'
  | 'updateReorderReminder'
  | 'removeReorderReminder'
  | 'createDailyReminder'
  | 'updateDailyReminder'
  | 'removeDailyReminder'
> = {
  /** spec part 2 §2 'New reorder reminder': a collected item, a date and time not before now. */
  createReorderReminder: async (_parent, { input, idempotencyKey }, ctx) => {
    const me = await loadMe(ctx);
    requireFeature(me.features.manualReorderReminders, ErrorCode.reminderCreateFailed);
    const reminderDt = reminderInstant(ctx, input.when);
    const items = await fetchReminderItems(ctx).catch(asFailure(ErrorCode.reminderCreateFailed));
    const item = items.find(
      (candidate) =>
        candidate.orderId === input.orderId && candidate.orderItemId === input.orderItemId,
    );
    if (!item) throw gatewayError(ErrorCode.reminderItemNotOrdered);
    const created = await createReorderReminder(
      ctx,
      {
        orderId: item.orderId,
        orderItemId: item.orderItemId,
        description: item.description,
        courseGuid: item.medicationCourseGuid,
        reminderDt,
        status: true,
      },
      idempotencyKey,
    );
    return mappedOrFail(created, ctx, me, ErrorCode.reminderCreateFailed);
  },

  /** spec part 2 §2 'Edit reorder reminder': a new date and time; a turned-off reminder is on again. */
  updateReorderReminder: async (_parent, { id, when }, ctx) => {
    const reminderDt = reminderInstant(ctx, when);
    const found = await findReorderReminder(ctx, id);
    if (!found) throw gatewayError(ErrorCode.reminderUpdateFailed);
    const { rest, me } = found;
    const updated = await updateReorderReminder(ctx, {
      reminderId: rest.id,
      orderId: rest.orderId,
      orderItemId: rest.orderItemId,
      description: rest.description,
      courseGuid: rest.courseGuid,
      reminderDt,
      status: true,
    });
    return mappedOrFail(updated, ctx, me, ErrorCode.reminderUpdateFailed);
  },

  /** spec part 2 §2: an auto-generated reminder is disabled (status false), a manual one deleted. */
  removeReorderReminder: async (_parent, { id }, ctx) => {
    const found = await findReorderReminder(ctx, id);
    if (!found) throw gatewayError(ErrorCode.reminderRemoveFailed);
    await removeReorderReminder(ctx, found.rest);
    return (await visibleReminders(ctx)).reminders;
  },

  /** spec part 2 §2 'Daily reminder new or edit', with the search widget's optional reorder reminder. */
  createDailyReminder: async (_parent, { input, idempotencyKey }, ctx) => {
    const me = await loadMe(ctx);
    requireFeature(me.features.manualDailyReminders, ErrorCode.reminderCreateFailed);
    const body = await dailyReminderBody(ctx, input, ErrorCode.reminderCreateFailed);
    const reorderDt = input.reorderOn ? reminderInstant(ctx, input.reorderOn) : undefined;
    const created = await createDailyReminder(ctx, body, idempotencyKey);
    // The widget's reorder reminder is a second creating call of the same attempt: its own key, derived.
    const reorderKey = idempotencyKey ? `${idempotencyKey}:reorder` : null;
    if (reorderDt)
      await createSearchedReorderReminder(ctx, created.description, reorderDt, reorderKey);
    return dailyReminderOf(created);
  },

  updateDailyReminder: async (_parent, { id, input }, ctx) => {
    const { me, reminders } = await visibleReminders(ctx);
    requireFeature(me.features.manualDailyReminders, ErrorCode.dailyReminderUpdateFailed);
    if (!reminders.daily.some((reminder) => reminder.id === id)) {
      throw gatewayError(ErrorCode.dailyReminderUpdateFailed);
    }
    const body = await dailyReminderBody(ctx, input, ErrorCode.dailyReminderUpdateFailed);
    const reorderDt = input.reorderOn ? reminderInstant(ctx, input.reorderOn) : undefined;
    const updated = await updateDailyReminder(ctx, { reminderId: id, ...body });
    if (reorderDt) await createSearchedReorderReminder(ctx, updated.description, reorderDt, null);
    return dailyReminderOf(updated);
  },

  removeDailyReminder: async (_parent, { id }, ctx) => {
    const { reminders } = await visibleReminders(ctx);
    if (!reminders.daily.some((reminder) => reminder.id === id)) {
      throw gatewayError(ErrorCode.dailyReminderRemoveFailed);
    }
    await removeDailyReminder(ctx, id);
    return (await visibleReminders(ctx)).reminders;
  },
};

/**
 * The daily reminder's body: its time (HH:mm on a 15-minute step, sent as HH:mm:00) and either a collected
 * item, whose description is the item's, or a searched medicine's non-blank description (spec part 2 §5).
 */
async function dailyReminderBody(
  ctx: GatewayContext,
  input: DailyReminderInput,
  failureCode: string,
) {
  if (stepTimeMinutes(input.reminderTime) === null) throw gatewayError(ErrorCode.dailyTimeInvalid);
  const reminderTime = `${input.reminderTime.slice(0, 5)}:00`;
  if (input.orderId && input.orderItemId) {
    const items = await fetchReminderItems(ctx).catch(asFailure(failureCode));
    const item = items.find(
      (candidate) =>
        candidate.orderId === input.orderId && candidate.orderItemId === input.orderItemId,
    );
    if (!item) throw gatewayError(ErrorCode.reminderItemNotOrdered);
    return {
      reminderTime,
      orderId: item.orderId,
      orderItemId: item.orderItemId,
      description: item.description,
    };
  }
  const description = input.description?.trim() ?? '';
  if (description === '') throw gatewayError(ErrorCode.reminderDescriptionRequired);
  return { reminderTime, orderId: null, orderItemId: null, description };
}

/** The widget's optional reorder reminder for a searched medicine, named by its description alone. */
async function createSearchedReorderReminder(
  ctx: GatewayContext,
  description: string,
  reminderDt: string,
  idempotencyKey: string | null,
): Promise<void> {
  await createReorderReminder(ctx, { description, reminderDt, status: true }, idempotencyKey);
}

/** The daily reminder the API answered, as the list shows it. */
function dailyReminderOf(rest: RestDailyReminder) {
  const [reminder] = mapDailyReminders([rest]);
  if (!reminder) throw gatewayError(ErrorCode.unexpected);
  return reminder;
}

/** The reorder reminder the API answered, as the list shows it (an unreadable date: the action failed). */
function mappedOrFail(rest: RestReorderReminder, ctx: GatewayContext, me: Me, failureCode: string) {
  const mapped = mapReorderReminder(rest, scheduleContext(ctx, me));
  if (!mapped) throw gatewayError(failureCode);
  return mapped;
}

/** A read the action needed failed: the user asked for the action, so its failure is what they see. */
function asFailure(failureCode: string) {
  return (error: unknown): never => {
    if (errorCodeOf(error) === ErrorCode.unauthenticated) throw error;
    throw gatewayError(failureCode);
  };
}
