import { Button, Checkboxes, Fieldset, Radios } from 'nhsuk-react-components';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { ORDER_COMMENT_MAX_LENGTH, ORDER_REASON_MAX_LENGTH } from '../../../../api/src/contract';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { Page } from '../../../components/page';
import { lazyYupResolver } from '../../../lib/lazy-yup-resolver';
import { useMessageText } from '../../../lib/use-message-text';
import { BasketList } from './basket-list';
import { saveOrderDetails, useBasket } from './basket-store';
import { CountedTextarea } from './counted-textarea';
import { NewOrderFlow } from './new-order-flow';
import { newOrderPaths } from '../../../lib/route-paths';
import { commentRequired, type NewOrderData } from './new-order-query';
import type { OrderDetailsValues } from './order-details-schema';
import { validateOnSubmit } from '../../../lib/submit-once';

const resolver = lazyYupResolver(() =>
  import('./order-details-schema').then((module) => module.orderDetailsSchema),
);

export const commentFieldId = 'order-comment';
const earlyReorderId = 'early-reorder';
const otherReasonId = 'early-reorder-other';

/** /my-meds/orders/new/summary: the basket, a comment and the early-reorder choice (spec part 1 §2, §5). */
export function OrderSummaryScreen() {
  const { t } = useTranslation('orders');
  return (
    <NewOrderFlow title={t('newOrder.summary.title')}>
      {(data) => <OrderSummaryPage data={data} />}
    </NewOrderFlow>
  );
}

function OrderSummaryPage({ data }: { data: NewOrderData }) {
  const { t } = useTranslation('orders');
  const messageText = useMessageText();
  const navigate = useNavigate();
  const patientId = data.me.patient.id;
  const required = commentRequired(data);
  const { items, details } = useBasket(patientId);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    formState: { errors, submitCount },
  } = useForm<OrderDetailsValues>({
    resolver,
    context: { commentRequired: required },
    defaultValues: details,
    ...validateOnSubmit,
  });
  // The answers survive going back to change the basket, and coming back.
  useEffect(() => () => saveOrderDetails(patientId, getValues()), [getValues, patientId]);
  const [comment, earlyReorder, earlyReorderReason, otherReason] = useWatch({
    control,
    name: ['comment', 'earlyReorder', 'earlyReorderReason', 'otherReason'],
  });

  if (items.length === 0) return <Navigate to={newOrderPaths.addItem} replace />;

  const commentError = messageText(errors.comment?.message);
  const otherError = messageText(errors.otherReason?.message);
  const summary = [
    ...(commentError ? [{ fieldId: commentFieldId, message: commentError }] : []),
    ...(otherError ? [{ fieldId: otherReasonId, message: otherError }] : []),
  ];

  return (
    <Page title={t('newOrder.summary.title')} errorCount={summary.length}>
      <FormErrorSummary errors={summary} submitCount={submitCount} />
      <h2 className="nhsuk-heading-m">{t('newOrder.basket.heading')}</h2>
      <BasketList items={items} />
      <p>
        <AppLink className="nhsuk-link" to={newOrderPaths.addItem}>
          {t('newOrder.summary.change')}
        </AppLink>
      </p>
      <form
        noValidate
        onSubmit={(event) =>
          void handleSubmit((values) => {
            saveOrderDetails(patientId, values);
            void navigate(newOrderPaths.confirmation);
          })(event)
        }
      >
        <CountedTextarea
          id={commentFieldId}
          label={
            required
              ? t('newOrder.summary.commentLabelRequired')
              : t('newOrder.summary.commentLabel')
          }
          hint={
            required ? t('newOrder.summary.commentRequiredHint') : t('newOrder.summary.commentHint')
          }
          error={commentError}
          maxLength={ORDER_COMMENT_MAX_LENGTH}
          value={comment}
          field={register('comment')}
        />
        <Fieldset>
          <Fieldset.Legend size="s">{t('newOrder.summary.earlyReorderLegend')}</Fieldset.Legend>
          <Checkboxes idPrefix={earlyReorderId}>
            <Checkboxes.Item
              id={earlyReorderId}
              checked={earlyReorder}
              {...register('earlyReorder')}
              conditional={
                <>
                  <Radios
                    legend={t('newOrder.summary.earlyReorderReasonLegend')}
                    legendProps={{ size: 's' }}
                    idPrefix="early-reorder-reason"
                  >
                    <Radios.Item
                      value="holiday"
                      checked={earlyReorderReason === 'holiday'}
                      {...register('earlyReorderReason')}
                    >
                      {t('newOrder.summary.holiday')}
                    </Radios.Item>
                    <Radios.Item
                      value="other"
                      checked={earlyReorderReason === 'other'}
                      {...register('earlyReorderReason')}
                    >
                      {t('newOrder.summary.other')}
                    </Radios.Item>
                  </Radios>
                  {/* Shown under the choice rather than as the radio's own reveal: nhsuk-frontend's reveal
                    puts aria-expanded on the radio, which radios may not have (axe aria-allowed-attr). */}
                  {earlyReorderReason === 'other' && (
                    <CountedTextarea
                      id={otherReasonId}
                      label={t('newOrder.summary.otherLabel')}
                      error={otherError}
                      maxLength={ORDER_REASON_MAX_LENGTH}
                      value={otherReason}
                      field={register('otherReason')}
                    />
                  )}
                </>
              }
            >
              {t('newOrder.summary.earlyReorder')}
            </Checkboxes.Item>
          </Checkboxes>
        </Fieldset>
        <Button type="submit">{t('newOrder.summary.continue')}</Button>
      </form>
    </Page>
  );
}
