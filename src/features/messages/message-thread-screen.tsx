import { useMutation, useQuery } from '@tanstack/react-query';
import { BackLink } from 'nhsuk-react-components';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../components/trans';
import { useParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { ButtonLink } from '../../components/button-link';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import { graphql } from '../../gql';
import type { MessageThreadScreenQuery } from '../../gql/graphql';
import { gatewayRequest } from '../../lib/gateway-client';
import { formatLondonDateTime } from '../../lib/london-date-time';
import { messagesPaths, replyToMessagePath } from '../../lib/route-paths';
import { MessageBody } from './components/message-body';
import { serverMessageOr } from '../../lib/server-message';
import { messageThreadScreenQuery } from './message-thread-screen-query';

const MarkMessageReadMutation = graphql(`
  mutation MarkMessageRead($id: ID!) {
    markMessageRead(id: $id) {
      id
      unread
    }
  }
`);

type Thread = NonNullable<MessageThreadScreenQuery['messageThread']>;

/**
 * /my-services/messages/:id (spec part 2 'Message thread'): 'Messages', then each message with who it is from
 * and to, its date, the subject where the practice shows subjects, and its text; a button to reply. An id
 * that names no thread of the patient's: 'No Message Found'. Opening an unread thread marks it read (§4), and
 * the mutation refreshes the frame, so the My services badge drops.
 */
export function MessageThreadScreen() {
  const { t } = useTranslation('messages');
  const { t: tErrors } = useTranslation('errors');
  const { id = '' } = useParams();
  const query = useQuery(messageThreadScreenQuery(id));
  return (
    <QueryScreen
      query={query}
      title={t('thread.title')}
      loadingLabel={t('thread.loading')}
      failureMessage={serverMessageOr(query.error, tErrors('messages.detailFailed'))}
    >
      {({ me, messageThread }) => (
        <Page title={t('thread.title')}>
          <BackLink asElement={AppLink} href={messagesPaths.list} to={messagesPaths.list}>
            {t('thread.back')}
          </BackLink>
          {messageThread ? (
            <ThreadMessages thread={messageThread} showSubject={me.features.messageSubjects} />
          ) : (
            <p>{t('thread.notFound')}</p>
          )}
        </Page>
      )}
    </QueryScreen>
  );
}

function ThreadMessages({ thread, showSubject }: { thread: Thread; showSubject: boolean }) {
  const { t } = useTranslation('messages');
  useMarkReadOnOpen(thread);
  return (
    <>
      <ol className="nhsuk-list nhsuk-list--border">
        {thread.messages.map((message, index) => (
          // Messages have no id of their own; their place in the thread (oldest first) does not change.
          <li key={`${String(index)}:${message.sentAt}`}>
            <h2 className="nhsuk-heading-s nhsuk-u-margin-bottom-1">
              {t('thread.from', { name: message.senderName })}
            </h2>
            <p className="nhsuk-u-margin-bottom-1">
              {t('thread.to', { name: message.recipientName })}
            </p>
            <p className="nhsuk-u-margin-bottom-2 nhsuk-u-secondary-text-colour">
              <Trans
                t={t}
                i18nKey="thread.sentAt"
                values={{ when: formatLondonDateTime(message.sentAt) }}
                components={{ time: <time dateTime={message.sentAt} /> }}
              />
            </p>
            {showSubject && thread.subject !== null && (
              <p className="nhsuk-u-margin-bottom-2">
                {t('thread.subject', { subject: thread.subject })}
              </p>
            )}
            <MessageBody text={message.body} />
          </li>
        ))}
      </ol>
      <ButtonLink to={replyToMessagePath(thread.id)}>{t('thread.reply')}</ButtonLink>
    </>
  );
}

/** spec part 2 §4: 'Message thread: opening it marks it Read', once per opening of an unread thread. */
function useMarkReadOnOpen(thread: Thread) {
  const markRead = useMutation({
    mutationFn: (id: string) => gatewayRequest(MarkMessageReadMutation, { id }),
  });
  const marked = useRef<string | null>(null);
  const { mutate } = markRead;
  useEffect(() => {
    if (!thread.unread || marked.current === thread.id) return;
    marked.current = thread.id;
    // A failure leaves the thread unread, to be marked at the next opening: nothing to tell the patient.
    mutate(thread.id);
  }, [thread.id, thread.unread, mutate]);
}
