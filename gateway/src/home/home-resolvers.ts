import { updatePatient } from '../account/account-upstream';
import { loadMe } from '../account/load-me';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types';
import { mapTodaysSchedule } from '../reminders/reminders-mapper';
import { fetchRemindersOrNone } from '../reminders/reminders-upstream';

/** Query.todaysSchedule: the home card 'Your schedule for today' (spec part 1 §2, part 2 §9). */
export const homeQuery: Pick<QueryResolvers, 'todaysSchedule'> = {
  todaysSchedule: async (_parent, _args, ctx) => {
    // Both at once: account details (shared with `me`, for the TPP rule) and the reminders.
    const [me, reminders] = await Promise.all([loadMe(ctx), fetchRemindersOrNone(ctx)]);
    return mapTodaysSchedule(reminders, {
      now: ctx.services.now(),
      integrationType: me.patient.integrationType,
    });
  },
};

/** Mutation.dismissLinkPrompt (spec part 1 §2 'Home screen': 'dismissal tracked by iM1ReminderClosed'). */
export const homeMutations: Pick<MutationResolvers, 'dismissLinkPrompt'> = {
  dismissLinkPrompt: async (_parent, _args, ctx) => {
    await updatePatient(ctx, { iM1ReminderClosed: true });
    return loadMe(ctx);
  },
};
