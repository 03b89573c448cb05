import { useQuery } from '@tanstack/react-query';
import { Button, Checkboxes, ErrorMessage, Tag } from 'nhsuk-react-components';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { withoutDuplicateItems } from '../../../api/src/contract';
import { useFieldErrorProps } from '../../components/field-error-props';
import { FormErrorSummary } from '../../components/form-error-summary';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import { ResponsiveTable } from '../../components/responsive-table';
import type { PreviousOrdersScreenQuery } from '../../gql/graphql';
import { itemStatusText } from './components/order-card';
import { formatLongDate } from '../../lib/format-long-date';
import type { ReorderState } from './new-order/basket-store';
import { newOrderPaths } from '../../lib/route-paths';
import { previousOrdersScreenQuery } from './previous-orders-screen-query';

type PreviousOrder = PreviousOrdersScreenQuery['orders']['previous'][number];
type PreviousItem = PreviousOrder['items'][number];

/**
 * An item to order again, shaped as placeOrder's OrderItemInput takes it (gateway/src/orders/orders.graphql).
 */
export type ReorderItem = Pick<
  PreviousItem,
  'orderItemId' | 'description' | 'option' | 'type' | 'itemOrderType' | 'medicationCourseGuid'
>;

/** One row of the table: an item and when it was last ordered. */
export interface PreviousOrderRow {
  item: PreviousItem;
  orderedAt: string;
}

/**
 * The items of previous orders, each once (spec part 1 §5: duplicates are the same orderItemId or
 * medicationCourseGuid, the shared contract's withoutDuplicateItems), with the latest date it was ordered;
 * newest first.
 */
export function previousOrderRows(orders: PreviousOrder[]): PreviousOrderRow[] {
  const newestFirst = [...orders].sort(
    (a, b) => new Date(b.orderedAt).getTime() - new Date(a.orderedAt).getTime(),
  );
  // Each row carries its item's identities, so the contract's rule keeps the newest row of each item.
  const rows = newestFirst.flatMap((order) =>
    order.items.map((item) => ({
      item,
      orderedAt: order.orderedAt,
      orderItemId: item.orderItemId,
      medicationCourseGuid: item.medicationCourseGuid,
    })),
  );
  return withoutDuplicateItems(rows).map(({ item, orderedAt }) => ({ item, orderedAt }));
}

/** The item as the new order takes it (PlaceOrderInput's OrderItemInput). */
function reorderItem(item: PreviousItem): ReorderItem {
  return {
    orderItemId: item.orderItemId,
    description: item.description,
    option: item.option,
    type: item.type,
    itemOrderType: item.itemOrderType,
    medicationCourseGuid: item.medicationCourseGuid,
  };
}

/** The id of row `index`'s checkbox (the error summary links to the first). */
const checkboxId = (index: number) => `reorder-item-${index + 1}`;
const errorId = 'reorder-items-error';

/** /my-meds/orders/previous (spec part 1 §2 'Previous orders', §3 'Order item', §5 duplicate items). */
export function PreviousOrdersScreen() {
  const { t } = useTranslation('orders');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(previousOrdersScreenQuery);
  return (
    <QueryScreen
      query={query}
      title={t('previousOrders.title')}
      loadingLabel={t('previousOrders.loading')}
      failureMessage={tErrors('orders.loadFailed')}
    >
      {(data) => {
        const rows = previousOrderRows(data.orders.previous);
        return rows.length === 0 ? (
          <Page title={t('previousOrders.title')}>
            <p>{t('previousOrders.empty')}</p>
          </Page>
        ) : (
          <PreviousOrdersTable rows={rows} />
        );
      }}
    </QueryScreen>
  );
}

/** The table of items with a checkbox each, and the reorder button (enabled; it explains when nothing is chosen). */
function PreviousOrdersTable({ rows }: { rows: PreviousOrderRow[] }) {
  const { t, i18n } = useTranslation('orders');
  // An array of namespaces lets t take the status table's 'ns:key' keys.
  const { t: tKey } = useTranslation(['orders']);
  const navigate = useNavigate();
  const fieldErrorProps = useFieldErrorProps();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [submitCount, setSubmitCount] = useState(0);
  const [noneSelected, setNoneSelected] = useState(false);

  const toggle = (orderItemId: string, checked: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(orderItemId);
      else next.delete(orderItemId);
      return next;
    });
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitCount((count) => count + 1);
    const reorderItems = rows
      .filter((row) => selected.has(row.item.orderItemId))
      .map((row) => reorderItem(row.item));
    if (reorderItems.length === 0) {
      setNoneSelected(true);
      return;
    }
    setNoneSelected(false);
    const state: ReorderState = { reorderItems };
    void navigate(newOrderPaths.addItem, { state });
  };

  const errorText = noneSelected ? t('previousOrders.reorder.noneSelected') : undefined;
  const summary = errorText ? [{ fieldId: checkboxId(0), message: errorText }] : [];

  return (
    <Page title={t('previousOrders.title')} errorCount={summary.length}>
      <FormErrorSummary errors={summary} submitCount={submitCount} />
      <form onSubmit={onSubmit} noValidate>
        <p>{t('previousOrders.intro')}</p>
        <div className={`nhsuk-form-group${errorText ? ' nhsuk-form-group--error' : ''}`}>
          {errorText && (
            <ErrorMessage id={errorId} {...fieldErrorProps}>
              {errorText}
            </ErrorMessage>
          )}
          <ResponsiveTable
            caption={t('previousOrders.table.caption')}
            headings={[
              t('previousOrders.table.select'),
              t('previousOrders.table.item'),
              t('previousOrders.table.orderedOn'),
              t('previousOrders.table.status'),
            ]}
            rows={rows.map(({ item, orderedAt }, index) => {
              const date = formatLongDate(orderedAt, i18n.language);
              // spec part 1 §3: GPRejected shown in red; the tag's words say it too (not colour alone).
              const rejected = item.rejected || item.status === 'GPRejected';
              const statusText = tKey(
                rejected ? itemStatusText.GPRejected : itemStatusText[item.status],
              );
              return {
                key: item.orderItemId,
                cells: [
                  <Checkboxes small idPrefix={checkboxId(index)} name="reorderItems">
                    <Checkboxes.Item
                      id={checkboxId(index)}
                      value={item.orderItemId}
                      checked={selected.has(item.orderItemId)}
                      onChange={(event) => toggle(item.orderItemId, event.target.checked)}
                      aria-describedby={errorText ? errorId : undefined}
                    >
                      <span className="nhsuk-u-visually-hidden">
                        {t('previousOrders.table.selectItem', { item: item.description, date })}
                      </span>
                    </Checkboxes.Item>
                  </Checkboxes>,
                  <>
                    <span className="nhsuk-u-display-block">{item.description}</span>
                    {item.option && (
                      <span className="nhsuk-u-display-block nhsuk-u-secondary-text-colour">
                        {item.option}
                      </span>
                    )}
                  </>,
                  date,
                  rejected ? <Tag modifier="red">{statusText}</Tag> : statusText,
                ],
              };
            })}
          />
        </div>
        <Button type="submit">{t('previousOrders.reorder.submit')}</Button>
      </form>
    </Page>
  );
}
