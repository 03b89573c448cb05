import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { showAlert } from '../../components/alerts/alert-store';
import { QueryScreen } from '../../components/query-screen';
import { graphql } from '../../gql';
import type { DailyReminderInput } from '../../gql/graphql';
import { isoDate } from '../../lib/date-of-birth';
import { sendAttempt } from '../../lib/attempt-key';
import { gatewayRequest } from '../../lib/gateway-client';
import { remindersPaths } from '../../lib/route-paths';
import { DailyReminderForm, type MedicineChoice } from './components/daily-reminder-form';
import { itemKey } from './components/reorder-reminder-form';
import { CURRENT_SOURCE, reorderPresets, SEARCH_SOURCE } from './daily-reminder-choices';
import type { DailyReminderFormValues } from './daily-reminder-schema';
import { dailyReminderScreenQuery } from './daily-reminder-screen-query';
import { datePartsOf, londonDateInDays } from './reminder-date';

const CreateDailyReminderMutation = graphql(`
  mutation CreateDailyReminder($input: DailyReminderInput!, $idempotencyKey: String) {
    createDailyReminder(input: $input, idempotencyKey: $idempotencyKey) {
      id
      description
    }
  }
`);

const UpdateDailyReminderMutation = graphql(`
  mutation UpdateDailyReminder($id: ID!, $input: DailyReminderInput!) {
    updateDailyReminder(id: $id, input: $input) {
      id
      description
    }
  }
`);

type Item = { orderId: string; orderItemId: string; description: string };

/** spec part 2 §9: 'Daily reminder default time 12:00:00.' */
const DEFAULT_TIME = '12:00';

/** The form's values as the gateway takes them: an item ordered before, the current one, or a searched one. */
function toInput(
  values: DailyReminderFormValues,
  items: readonly Item[],
  currentDescription: string | undefined,
): DailyReminderInput {
  const reminderTime = values.time;
  if (values.source === SEARCH_SOURCE) {
    const description = [values.medicine, values.option, values.type].join(' ');
    const reorderOn = values.reorder
      ? {
          date:
            values.preset === 'specificDate'
              ? isoDate(values.date)
              : londonDateInDays(reorderPresets[values.preset]),
          time: reminderTime,
        }
      : undefined;
    return { reminderTime, description, ...(reorderOn ? { reorderOn } : {}) };
  }
  if (values.source === CURRENT_SOURCE) return { reminderTime, description: currentDescription };
  const item = items.find((candidate) => itemKey(candidate) === values.source);
  return { reminderTime, orderId: item?.orderId, orderItemId: item?.orderItemId };
}

function DailyReminderScreen({ id }: { id?: string }) {
  const { t } = useTranslation('reminders');
  const { t: tErrors } = useTranslation('errors');
  const editing = id !== undefined;
  const query = useQuery(dailyReminderScreenQuery(id));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const title = editing ? t('dailyForm.editTitle') : t('dailyForm.newTitle');

  return (
    <QueryScreen
      query={query}
      title={title}
      loadingLabel={t('form.loading')}
      failureMessage={tErrors('orders.loadFailed')}
      decidesOnAnswer
    >
      {(data) => {
        const reminder = data.dailyReminder;
        if (!data.me.features.manualDailyReminders || (editing && !reminder)) {
          return <Navigate to={remindersPaths.list} replace />;
        }
        const items = data.collectedItems;
        const inHistory = reminder?.orderId
          ? items.find(
              (item) =>
                item.orderId === reminder.orderId && item.orderItemId === reminder.orderItemId,
            )
          : undefined;
        // A reminder for a searched medicine, or for an item no longer listed: offered as it is.
        const current = reminder && !inHistory ? reminder : undefined;
        const choices: MedicineChoice[] = [
          ...(current ? [{ value: CURRENT_SOURCE, description: current.description }] : []),
          ...items.map((item) => ({ value: itemKey(item), description: item.description })),
        ];
        const source = inHistory ? itemKey(inHistory) : current ? CURRENT_SOURCE : '';
        return (
          <DailyReminderForm
            title={title}
            choices={choices}
            defaultValues={{
              source,
              medicine: '',
              type: '',
              option: '',
              reorder: false,
              preset: 'twoWeeks',
              date: datePartsOf(londonDateInDays(reorderPresets.specificDate)),
              time: reminder?.reminderTime.slice(0, 5) ?? DEFAULT_TIME,
            }}
            submitLabel={editing ? t('form.update') : t('form.create')}
            submittingLabel={editing ? t('form.updating') : t('form.creating')}
            failureKey={editing ? 'reminders.updateDailyFailed' : 'reminders.createFailed'}
            send={async (values) => {
              const input = toInput(values, items, current?.description);
              const saved = reminder
                ? (await gatewayRequest(UpdateDailyReminderMutation, { id: reminder.id, input }))
                    .updateDailyReminder
                : (
                    await sendAttempt('createDailyReminder', input, (idempotencyKey) =>
                      gatewayRequest(CreateDailyReminderMutation, { input, idempotencyKey }),
                    )
                  ).createDailyReminder;
              await queryClient.invalidateQueries();
              const named = { description: saved.description };
              showAlert({
                kind: 'success',
                message: editing ? t('dailyForm.updated', named) : t('dailyForm.created', named),
                keepForNextPage: true,
              });
              void navigate(remindersPaths.list);
            }}
          />
        );
      }}
    </QueryScreen>
  );
}

/** /my-meds/reminders/daily/new (spec part 2 §2 'Daily reminder new or edit'). */
export function NewDailyReminderScreen() {
  return <DailyReminderScreen />;
}

/**
 * /my-meds/reminders/daily/edit/{id}: the same form with the reminder's medicine and time; an id that is not
 * found once loaded goes back to the list.
 */
export function EditDailyReminderScreen() {
  const { id = '' } = useParams();
  return <DailyReminderScreen id={id} />;
}
