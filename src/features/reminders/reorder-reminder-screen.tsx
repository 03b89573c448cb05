import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { showAlert } from '../../components/alerts/alert-store';
import { ButtonLink } from '../../components/button-link';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import { graphql } from '../../gql';
import { sendAttempt } from '../../lib/attempt-key';
import { gatewayRequest } from '../../lib/gateway-client';
import { isoDate } from '../../lib/date-of-birth';
import { remindersPaths } from '../../lib/route-paths';
import { itemKey, ReorderReminderForm } from './components/reorder-reminder-form';
import { datePartsOf } from './reminder-date';
import type { ReorderReminderFormValues } from './reorder-reminder-schema';
import {
  editReorderReminderScreenQuery,
  newReorderReminderScreenQuery,
} from './reorder-reminder-screen-query';

const CreateReorderReminderMutation = graphql(`
  mutation CreateReorderReminder($input: CreateReorderReminderInput!, $idempotencyKey: String) {
    createReorderReminder(input: $input, idempotencyKey: $idempotencyKey) {
      id
      description
    }
  }
`);

const UpdateReorderReminderMutation = graphql(`
  mutation UpdateReorderReminder($id: ID!, $when: ReminderDateTimeInput!) {
    updateReorderReminder(id: $id, when: $when) {
      id
      description
    }
  }
`);

/** The date and time as the gateway takes them: a Europe/London date and HH:mm. */
const whenOf = (values: ReorderReminderFormValues) => ({
  date: isoDate(values.date),
  time: values.time,
});

/** After a change: every reminder view (the list, home's card) reads afresh, then the list shows. */
function useBackToList() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (message: string) => {
    await queryClient.invalidateQueries();
    showAlert({ kind: 'success', message, keepForNextPage: true });
    void navigate(remindersPaths.list);
  };
}

/**
 * /my-meds/reminders/reorder/new (spec part 2 §2 'New reorder reminder'): one of the items already ordered and
 * collected, a date and a time; after creating, the reminders list. Only where the manual reorder flag holds:
 * otherwise the list (which offers no 'Add new' either).
 */
export function NewReorderReminderScreen() {
  const { t } = useTranslation('reminders');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(newReorderReminderScreenQuery);
  const backToList = useBackToList();
  const title = t('reorderForm.newTitle');
  return (
    <QueryScreen
      query={query}
      title={title}
      loadingLabel={t('form.loading')}
      failureMessage={tErrors('orders.loadFailed')}
      decidesOnAnswer
    >
      {(data) => {
        if (!data.me.features.manualReorderReminders) {
          return <Navigate to={remindersPaths.list} replace />;
        }
        const items = data.collectedItems;
        if (items.length === 0) {
          return (
            <Page title={title}>
              <p>{t('reorderForm.noItems')}</p>
              <ButtonLink to={remindersPaths.list} secondary>
                {t('form.cancel')}
              </ButtonLink>
            </Page>
          );
        }
        return (
          <ReorderReminderForm
            title={title}
            items={items}
            defaultValues={{ item: '', date: { day: '', month: '', year: '' }, time: '09:00' }}
            submitLabel={t('form.create')}
            submittingLabel={t('form.creating')}
            failureKey="reminders.createFailed"
            send={async (values) => {
              const item = items.find((candidate) => itemKey(candidate) === values.item);
              if (!item) throw new Error('no such item');
              const input = {
                orderId: item.orderId,
                orderItemId: item.orderItemId,
                when: whenOf(values),
              };
              const { createReorderReminder: created } = await sendAttempt(
                'createReorderReminder',
                input,
                (idempotencyKey) =>
                  gatewayRequest(CreateReorderReminderMutation, { input, idempotencyKey }),
              );
              await backToList(t('reorderForm.created', { description: created.description }));
            }}
          />
        );
      }}
    </QueryScreen>
  );
}

/**
 * /my-meds/reminders/reorder/edit/{id} (spec part 2 §2 'Edit reorder reminder'): the one item, its date and
 * time, Update reminder and Cancel. An id that is not found once loaded goes back to the list.
 */
export function EditReorderReminderScreen() {
  const { t } = useTranslation('reminders');
  const { t: tErrors } = useTranslation('errors');
  const { id = '' } = useParams();
  const query = useQuery(editReorderReminderScreenQuery(id));
  const backToList = useBackToList();
  const title = t('reorderForm.editTitle');
  return (
    <QueryScreen
      query={query}
      title={title}
      loadingLabel={t('list.loading')}
      failureMessage={tErrors('common.unexpected')}
      decidesOnAnswer
    >
      {(data) => {
        const reminder = data.reorderReminder;
        if (!data.me.features.reorderReminders || !reminder) {
          return <Navigate to={remindersPaths.list} replace />;
        }
        return (
          <ReorderReminderForm
            title={title}
            description={reminder.description}
            defaultValues={{
              item: '',
              date: datePartsOf(reminder.localDate),
              time: reminder.localTime,
            }}
            submitLabel={t('form.update')}
            submittingLabel={t('form.updating')}
            failureKey="reminders.updateFailed"
            send={async (values) => {
              await gatewayRequest(UpdateReorderReminderMutation, {
                id: reminder.id,
                when: whenOf(values),
              });
              await backToList(t('reorderForm.updated', { description: reminder.description }));
            }}
          />
        );
      }}
    </QueryScreen>
  );
}
