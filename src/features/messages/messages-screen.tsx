import { useQuery } from '@tanstack/react-query';
import { Tag, WarningCallout } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../components/trans';
import { AppLink } from '../../components/app-link';
import { ButtonLink } from '../../components/button-link';
import { ConfirmInPlace } from '../../components/confirm-in-place';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import { useRemoveFromScreen } from '../../components/use-remove-from-screen';
import { graphql } from '../../gql';
import type { MessagesScreenQuery } from '../../gql/graphql';
import { gatewayRequest } from '../../lib/gateway-client';
import { messagesPaths, messageThreadPath } from '../../lib/route-paths';
import { formatThreadTime } from './message-time';
import { messagesScreenQuery } from './messages-screen-query';

export const MessageThreadItemFragmentDoc = graphql(`
  fragment MessageThreadItem on MessageThread {
    id
    recipientName
    subject
    lastActivityAt
    unread
  }
`);

const DeleteMessageMutation = graphql(`
  mutation DeleteMessage($id: ID!) {
    deleteMessage(id: $id) {
      ...MessageThreadItem
    }
  }
`);

type Thread = MessagesScreenQuery['messageThreads'][number];

/**
 * /my-services/messages (spec part 2 'Messages list'): the warning that messages are for non-urgent enquiries,
 * 'Create a new message', and the threads by last activity, each with its first recipient, 're: subject' where
 * the practice shows subjects, and the time today or the date otherwise; unread ones say so in words. Delete
 * is confirmed in place (messages:list.deleteQuestion, then list.deleteConfirm).
 */
export function MessagesScreen() {
  const { t } = useTranslation('messages');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(messagesScreenQuery);
  return (
    <QueryScreen
      query={query}
      title={t('list.title')}
      loadingLabel={t('list.loading')}
      failureMessage={tErrors('messages.loadFailed')}
    >
      {(data) => (
        <Page title={t('list.title')}>
          <WarningCallout>
            <WarningCallout.Heading headingLevel="h2">
              {t('list.warningHeading')}
            </WarningCallout.Heading>
            <p>{t('list.warningNonUrgent')}</p>
            <p>{t('list.warningUrgent')}</p>
            <p>{t('list.warningNoDetails')}</p>
          </WarningCallout>
          <ButtonLink to={messagesPaths.newMessage}>{t('list.create')}</ButtonLink>
          <h2 className="nhsuk-heading-m">{t('list.threadsHeading')}</h2>
          {data.messageThreads.length === 0 ? (
            <p>{t('list.empty')}</p>
          ) : (
            <ul className="nhsuk-list nhsuk-list--border">
              {data.messageThreads.map((thread) => (
                <ThreadItem
                  key={thread.id}
                  thread={thread}
                  showSubject={data.me.features.messageSubjects}
                />
              ))}
            </ul>
          )}
        </Page>
      )}
    </QueryScreen>
  );
}

function ThreadItem({ thread, showSubject }: { thread: Thread; showSubject: boolean }) {
  const { t } = useTranslation('messages');
  const remove = useDeleteThread();
  const when = formatThreadTime(thread.lastActivityAt);
  const hidden = { hidden: <span className="nhsuk-u-visually-hidden" /> };
  const names = { name: thread.recipientName, when };
  return (
    <li>
      <h3 className="nhsuk-heading-s nhsuk-u-margin-bottom-2">
        <AppLink to={messageThreadPath(thread.id)}>
          {thread.unread && (
            <>
              <Tag>{t('list.unread')}</Tag>{' '}
            </>
          )}
          <Trans t={t} i18nKey="list.open" values={names} components={hidden} />
        </AppLink>
      </h3>
      {showSubject && thread.subject !== null && (
        <p className="nhsuk-u-margin-bottom-2">{t('list.subject', { subject: thread.subject })}</p>
      )}
      <p className="nhsuk-u-margin-bottom-2">
        <Trans
          t={t}
          i18nKey="list.lastActivity"
          values={{ when }}
          components={{ time: <time dateTime={thread.lastActivityAt} /> }}
        />
      </p>
      <ConfirmInPlace
        action={<Trans t={t} i18nKey="list.delete" values={names} components={hidden} />}
        question={t('list.deleteQuestion')}
        confirm={t('list.deleteConfirm')}
        confirming={t('list.deleting')}
        keep={t('list.deleteKeep')}
        onConfirm={() => remove(thread.id)}
      />
    </li>
  );
}

/** Deletes a thread; the list shows what the gateway answers (spec part 2 §4: it is removed from the list). */
function useDeleteThread() {
  const { t } = useTranslation('messages');
  const { t: tErrors } = useTranslation('errors');
  const remove = useRemoveFromScreen({
    screenQuery: messagesScreenQuery,
    send: (id: string) =>
      gatewayRequest(DeleteMessageMutation, { id }).then((data) => data.deleteMessage),
    merge: (current: MessagesScreenQuery, messageThreads) => ({ ...current, messageThreads }),
  });
  return (id: string) =>
    remove(id, { success: t('list.deleted'), failure: tErrors('messages.deleteFailed') });
}
