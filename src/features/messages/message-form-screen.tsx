import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, InsetText, Select, Textarea, TextInput } from 'nhsuk-react-components';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { messageSubjectFromBody } from '../../../api/src/contract';
import { showAlert } from '../../components/alerts/alert-store';
import { useFieldErrorProps } from '../../components/field-error-props';
import { FormErrorSummary, type FormError } from '../../components/form-error-summary';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import { graphql } from '../../gql';
import { sendAttempt } from '../../lib/attempt-key';
import { GatewayError, gatewayRequest, isLimitReached } from '../../lib/gateway-client';
import { lazyYupResolver } from '../../lib/lazy-yup-resolver';
import { messagesPaths } from '../../lib/route-paths';
import { useSubmitOnce, validateOnSubmit } from '../../lib/submit-once';
import { useMessageText } from '../../lib/use-message-text';
import { serverMessageOr } from '../../lib/server-message';
import { forgetDraft, keepDraft, NEW_MESSAGE_DRAFT, useMessageDrafts } from './message-drafts';
import type { MessageFormValues } from './message-schema';
import { newMessageScreenQuery, replyMessageScreenQuery } from './message-form-screen-query';

const SendMessageMutation = graphql(`
  mutation SendMessage($input: SendMessageInput!, $idempotencyKey: String) {
    sendMessage(input: $input, idempotencyKey: $idempotencyKey)
  }
`);

const resolver = lazyYupResolver<MessageFormValues>(() =>
  import('./message-schema').then(({ messageSchema }) => messageSchema),
);

const fieldIds = {
  recipientGuid: 'message-recipient',
  subject: 'message-subject',
  body: 'message-body',
};

/** The gateway's refusals that belong to a field of the form (the rest send the patient to the list). */
const fieldOfCode: Partial<Record<string, keyof MessageFormValues>> = {
  'messages.recipientRequired': 'recipientGuid',
  'messages.subjectRequired': 'subject',
  'messages.subjectTooLong': 'subject',
  'messages.bodyRequired': 'body',
  'messages.bodyTooLong': 'body',
};

/** /my-services/messages/new (spec part 2 'New message or reply'): choose a recipient, then write. */
export function NewMessageScreen() {
  const { t } = useTranslation('messages');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(newMessageScreenQuery);
  return (
    <QueryScreen
      query={query}
      title={t('form.newTitle')}
      loadingLabel={t('form.loading')}
      failureMessage={serverMessageOr(query.error, tErrors('messages.recipientsFailed'))}
    >
      {(data) => (
        <MessageForm
          title={t('form.newTitle')}
          draftKey={NEW_MESSAGE_DRAFT}
          showSubject={data.me.features.messageSubjects}
          recipients={data.messageRecipients}
        />
      )}
    </QueryScreen>
  );
}

/**
 * /my-services/messages/new/:id (spec part 2 'New message or reply'): a reply, to the thread's recipient
 * (a fixed 'to:'), with the thread's subject to start from. An unknown thread: 'No Message Found'.
 */
export function ReplyMessageScreen() {
  const { t } = useTranslation('messages');
  const { t: tErrors } = useTranslation('errors');
  const { id = '' } = useParams();
  const query = useQuery(replyMessageScreenQuery(id));
  return (
    <QueryScreen
      query={query}
      title={t('form.replyTitle')}
      loadingLabel={t('form.loading')}
      failureMessage={serverMessageOr(query.error, tErrors('messages.detailFailed'))}
    >
      {({ me, messageThread: thread }) =>
        thread ? (
          <MessageForm
            title={t('form.replyTitle')}
            draftKey={thread.id}
            showSubject={me.features.messageSubjects}
            replyTo={thread}
          />
        ) : (
          <Page title={t('form.replyTitle')}>
            <p>{t('thread.notFound')}</p>
            <p>
              <AppLink to={messagesPaths.list}>{t('thread.back')}</AppLink>
            </p>
          </Page>
        )
      }
    </QueryScreen>
  );
}

interface ReplyTarget {
  id: string;
  recipientGuid: string;
  recipientName: string;
  subject?: string | null;
}

/**
 * The form of both: recipient (a list, or fixed on a reply), subject where the practice shows subjects, and
 * the message. Sending, whatever the outcome, returns to the list with the outcome said there (spec part 2);
 * a failed send keeps what was typed for the next try (./message-drafts.ts). Where subjects are not shown the
 * subject still goes, as the GP system needs one (spec part 2 §5): the thread's, or the body's first line.
 */
function MessageForm({
  title,
  draftKey,
  showSubject,
  recipients = [],
  replyTo,
}: {
  title: string;
  draftKey: string;
  showSubject: boolean;
  recipients?: readonly { recipientGuid: string; name: string }[];
  replyTo?: ReplyTarget;
}) {
  const { t } = useTranslation('messages');
  const { t: tErrors } = useTranslation('errors');
  const messageText = useMessageText();
  const fieldErrorProps = useFieldErrorProps();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const draft = useMessageDrafts((state) => state.drafts[draftKey]);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors, submitCount },
  } = useForm<MessageFormValues>({
    resolver,
    defaultValues: draft ?? {
      recipientGuid: replyTo?.recipientGuid ?? '',
      subject: replyTo?.subject ?? '',
      body: '',
    },
    ...validateOnSubmit,
  });
  const send = useMutation({
    mutationFn: (values: MessageFormValues) => {
      const input = { ...values, replyToId: replyTo?.id ?? null };
      // Per form (a new message, a reply to each thread), as its draft is (./message-drafts.ts).
      return sendAttempt(`sendMessage:${draftKey}`, input, (idempotencyKey) =>
        gatewayRequest(SendMessageMutation, { input, idempotencyKey }),
      );
    },
  });

  const submit = useSubmitOnce({
    handleSubmit,
    beforeAttempt: () => {
      if (!showSubject) {
        setValue('subject', replyTo?.subject ?? messageSubjectFromBody(getValues('body')));
      }
    },
    send: async (values) => {
      try {
        await send.mutateAsync(values);
        forgetDraft(draftKey);
        // The list (and a reply's thread) changed: read afresh wherever they are shown next.
        await queryClient.invalidateQueries();
        showAlert({ kind: 'success', message: t('list.sent'), keepForNextPage: true });
      } catch (error) {
        const field = error instanceof GatewayError ? fieldOfCode[error.code] : undefined;
        if (field && error instanceof GatewayError && (showSubject || field !== 'subject')) {
          setError(field, { message: `errors:${error.code}` });
          return;
        }
        keepDraft(draftKey, getValues());
        showAlert({
          kind: 'error',
          // A limit reached (issue 21) says to wait; any other failure is spec part 2 §8's.
          message: isLimitReached(error)
            ? tErrors('common.tooManyRequests')
            : tErrors('messages.sendFailed'),
          keepForNextPage: true,
        });
      }
      void navigate(messagesPaths.list);
    },
  });

  // A hidden subject has no field to show its error: the body's error says what is missing.
  const shown = (['recipientGuid', 'subject', 'body'] as const).filter(
    (field) => showSubject || field !== 'subject',
  );
  const summary: FormError[] = shown.flatMap((field) => {
    const message = messageText(errors[field]?.message);
    return message ? [{ fieldId: fieldIds[field], message }] : [];
  });
  const errorOf = (field: keyof MessageFormValues) => messageText(errors[field]?.message);

  return (
    <Page title={title} errorCount={summary.length}>
      <FormErrorSummary errors={summary} submitCount={submitCount} />
      {draft && <InsetText>{t('form.draftKept')}</InsetText>}
      <form noValidate onSubmit={submit}>
        {replyTo ? (
          <p className="nhsuk-body-l">
            {t('form.fixedRecipient', { name: replyTo.recipientName })}
          </p>
        ) : (
          <Select
            id={fieldIds.recipientGuid}
            label={t('form.recipientLabel')}
            labelProps={{ size: 's' }}
            hint={t('form.recipientHint')}
            error={errorOf('recipientGuid')}
            errorProps={fieldErrorProps}
            {...register('recipientGuid')}
          >
            <Select.Option value="">{t('form.recipientPlaceholder')}</Select.Option>
            {recipients.map((recipient) => (
              <Select.Option key={recipient.recipientGuid} value={recipient.recipientGuid}>
                {recipient.name}
              </Select.Option>
            ))}
          </Select>
        )}
        {showSubject && (
          <TextInput
            id={fieldIds.subject}
            label={t('form.subjectLabel')}
            labelProps={{ size: 's' }}
            error={errorOf('subject')}
            errorProps={fieldErrorProps}
            spellCheck
            {...register('subject')}
          />
        )}
        <Textarea
          id={fieldIds.body}
          rows={8}
          label={t('form.bodyLabel')}
          labelProps={{ size: 's' }}
          hint={t('form.bodyHint')}
          error={errorOf('body')}
          errorProps={fieldErrorProps}
          spellCheck
          {...register('body')}
        />
        <div className="nhsuk-button-group">
          <Button type="submit" aria-disabled={send.isPending || undefined}>
            {send.isPending ? t('form.sending') : t('form.send')}
          </Button>
          <AppLink to={messagesPaths.list} className="nhsuk-link">
            {t('form.cancel')}
          </AppLink>
        </div>
      </form>
    </Page>
  );
}
