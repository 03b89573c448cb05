import { useMutation } from '@tanstack/react-query';
import { Button, Radios } from 'nhsuk-react-components';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ORDER_FEEDBACK_MAX_LENGTH } from '../../../../api/src/contract';
import { showAlert } from '../../../components/alerts/alert-store';
import { useFieldErrorProps } from '../../../components/field-error-props';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { graphql } from '../../../gql';
import { gatewayRequest } from '../../../lib/gateway-client';
import { lazyYupResolver } from '../../../lib/lazy-yup-resolver';
import { useMessageText } from '../../../lib/use-message-text';
import { CountedTextarea } from './counted-textarea';
import type { FeedbackValues } from './feedback-schema';
import { validateOnSubmit } from '../../../lib/submit-once';

const SendOrderFeedbackMutation = graphql(`
  mutation SendOrderFeedback($orderId: ID!, $enjoyed: Boolean!, $comments: String) {
    sendOrderFeedback(orderId: $orderId, enjoyed: $enjoyed, comments: $comments)
  }
`);

const resolver = lazyYupResolver(() =>
  import('./feedback-schema').then((module) => module.feedbackSchema),
);

const enjoyedId = 'feedback-enjoyed';
const commentsId = 'feedback-comments';

/**
 * The feedback question after an order (spec part 1 §2 'New order', §7 'Order survey', §9 messages). Once
 * sent, the form gives way to orders:newOrder.feedback.thanks, which takes focus so that it is heard; a
 * failure is the catalogue's error alert and the answers stay for another try.
 */
export function FeedbackForm({
  orderId,
  onErrorCountChange,
}: {
  orderId: string;
  /** The page puts 'Error: ' in its title while the form shows errors. */
  onErrorCountChange: (count: number) => void;
}) {
  const { t } = useTranslation('orders');
  const messageText = useMessageText();
  const { t: tErrors } = useTranslation('errors');
  const fieldErrorProps = useFieldErrorProps();
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const send = useMutation({
    mutationFn: (values: FeedbackValues) =>
      gatewayRequest(SendOrderFeedbackMutation, {
        orderId,
        enjoyed: values.enjoyed === 'yes',
        comments: values.comments || null,
      }),
    onError: () => showAlert({ kind: 'error', message: tErrors('orders.feedbackFailed') }),
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, submitCount },
  } = useForm<FeedbackValues>({
    resolver,
    defaultValues: { comments: '' },
    ...validateOnSubmit,
  });
  const comments = useWatch({ control, name: 'comments' });
  useEffect(() => {
    if (send.isSuccess) thanksRef.current?.focus();
  }, [send.isSuccess]);
  const errorCount = send.isSuccess
    ? 0
    : Number(Boolean(errors.enjoyed)) + Number(Boolean(errors.comments));
  useEffect(() => onErrorCountChange(errorCount), [errorCount, onErrorCountChange]);

  if (send.isSuccess) {
    return (
      <p className="nhsuk-body-l" tabIndex={-1} ref={thanksRef}>
        {t('newOrder.feedback.thanks')}
      </p>
    );
  }

  const enjoyedError = messageText(errors.enjoyed?.message);
  const commentsError = messageText(errors.comments?.message);
  const summary = [
    ...(enjoyedError ? [{ fieldId: enjoyedId, message: enjoyedError }] : []),
    ...(commentsError ? [{ fieldId: commentsId, message: commentsError }] : []),
  ];
  return (
    <form
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) => {
          if (!send.isPending) send.mutate(values);
        })(event)
      }
    >
      <h2 className="nhsuk-heading-m">{t('newOrder.feedback.heading')}</h2>
      <FormErrorSummary errors={summary} submitCount={submitCount} />
      <Radios
        legend={t('newOrder.feedback.enjoyLegend')}
        legendProps={{ size: 's' }}
        idPrefix={enjoyedId}
        error={enjoyedError}
        errorProps={fieldErrorProps}
        inline
      >
        <Radios.Item id={enjoyedId} value="yes" {...register('enjoyed')}>
          {t('newOrder.feedback.yes')}
        </Radios.Item>
        <Radios.Item value="no" {...register('enjoyed')}>
          {t('newOrder.feedback.no')}
        </Radios.Item>
      </Radios>
      <CountedTextarea
        id={commentsId}
        label={t('newOrder.feedback.commentsLabel')}
        error={commentsError}
        maxLength={ORDER_FEEDBACK_MAX_LENGTH}
        value={comments}
        field={register('comments')}
      />
      <Button type="submit" secondary aria-disabled={send.isPending}>
        {send.isPending ? t('newOrder.feedback.sending') : t('newOrder.feedback.send')}
      </Button>
    </form>
  );
}
