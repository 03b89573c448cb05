import { Button, ErrorMessage } from 'nhsuk-react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useFieldErrorProps } from '../../../components/field-error-props';
import { FormErrorSummary, type FormError } from '../../../components/form-error-summary';
import { Page } from '../../../components/page';
import { useMessageText } from '../../../lib/use-message-text';
import { BasketList } from './basket-list';
import { addToBasket } from './add-to-basket';
import {
  basketKey,
  removeFromBasket,
  useBasket,
  type BasketItem,
  type ReorderState,
} from './basket-store';
import { ManualItemForm, manualNameFieldId } from './manual-item-form';
import { NewOrderFlow } from './new-order-flow';
import { newOrderPaths } from '../../../lib/route-paths';
import type { NewOrderData } from './new-order-query';
import { courseItem, PrescriptionCards, prescriptionButtonId } from './prescription-cards';

const basketHeadingId = 'basket-heading';
const basketErrorId = 'basket-error';

/** /my-meds/orders/new: the add-item page (spec part 1 §2 'New order'). */
export function AddItemScreen() {
  const { t } = useTranslation('orders');
  return (
    <NewOrderFlow title={t('newOrder.addItem.title')}>
      {(data) => <AddItemPage data={data} />}
    </NewOrderFlow>
  );
}

/**
 * The patient's repeat prescriptions (prescribing) and 'Add a medicine' (manual reordering), then the basket
 * and Continue. Each change to the basket is announced in a polite status message. Items chosen on
 * Previous orders arrive in the navigation state (`ReorderState`) and go into the basket once.
 */
function AddItemPage({ data }: { data: NewOrderData }) {
  const { t } = useTranslation('orders');
  const fieldErrorProps = useFieldErrorProps();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const location = useLocation();
  const patientId = data.me.patient.id;
  const { features } = data.me;
  const { items } = useBasket(patientId);
  const [announcement, setAnnouncement] = useState('');
  const [fromPrevious, setFromPrevious] = useState(0);
  const [manualErrors, setManualErrors] = useState<FormError[]>([]);
  const [basketEmpty, setBasketEmpty] = useState(false);
  const [submitCount, setSubmitCount] = useState(0);
  const reorderTaken = useRef(false);

  const reorderItems = (location.state as Partial<ReorderState> | null)?.reorderItems;
  useEffect(() => {
    if (reorderTaken.current || !reorderItems?.length) return;
    reorderTaken.current = true;
    addToBasket(patientId, reorderItems);
    setFromPrevious(reorderItems.length);
    // Taken: Back and Forward, or a reload, must not put removed items back.
    void navigate(location.pathname, { replace: true, state: null });
  }, [reorderItems, patientId, navigate, location.pathname]);

  const add = (item: Omit<BasketItem, 'key'>) => {
    const added = addToBasket(patientId, [item]).length > 0;
    setBasketEmpty(false);
    setAnnouncement(
      t(added ? 'newOrder.basket.added' : 'newOrder.basket.alreadyIn', { name: item.description }),
    );
  };
  const remove = (item: Pick<BasketItem, 'key' | 'description'>) => {
    removeFromBasket(patientId, item.key);
    setAnnouncement(t('newOrder.basket.removed', { name: item.description }));
  };

  const courses = data.prescriptions;
  // Where the error summary's 'add a medicine' link leads: the first thing that adds one.
  const firstAddId = features.manualReordering
    ? manualNameFieldId
    : courses[0]
      ? prescriptionButtonId(courses[0])
      : basketHeadingId;
  const basketError = basketEmpty ? t('newOrder.addItem.basketEmptyError') : undefined;
  const errors = [
    ...manualErrors.map((error) => ({ ...error, message: messageText(error.message) ?? '' })),
    ...(basketError ? [{ fieldId: firstAddId, message: basketError }] : []),
  ];

  return (
    <Page title={t('newOrder.addItem.title')} errorCount={errors.length}>
      <FormErrorSummary errors={errors} submitCount={submitCount} />
      <p>{t('newOrder.addItem.intro')}</p>
      {fromPrevious > 0 && (
        <div className="nhsuk-inset-text">
          <p>{t('newOrder.addItem.fromPrevious', { count: fromPrevious })}</p>
        </div>
      )}
      {features.prescribing && (
        <>
          <h2 className="nhsuk-heading-m">{t('newOrder.prescriptions.heading')}</h2>
          <PrescriptionCards
            courses={courses}
            inBasket={(course) => items.some((item) => item.key === basketKey(courseItem(course)))}
            onAdd={(course) => add(courseItem(course))}
            onRemove={(course) =>
              remove({ key: basketKey(courseItem(course)), description: course.name })
            }
          />
        </>
      )}
      {features.manualReordering && (
        <>
          <h2 className="nhsuk-heading-m">{t('newOrder.manualItem.heading')}</h2>
          <p>{t('newOrder.manualItem.intro')}</p>
          <ManualItemForm
            onAdd={(values) =>
              add({
                description: values.description,
                option: values.option || null,
                itemOrderType: 'Manual',
              })
            }
            onChecked={(found) => {
              setManualErrors(found);
              setSubmitCount((count) => count + 1);
            }}
          />
        </>
      )}
      <div
        className={`nhsuk-form-group${basketError ? ' nhsuk-form-group--error' : ''}`}
        data-testid="basket"
      >
        <h2 className="nhsuk-heading-m" id={basketHeadingId} tabIndex={-1}>
          {t('newOrder.basket.heading')}{' '}
          <span className="nhsuk-caption-m">
            {t('newOrder.basket.count', { count: items.length })}
          </span>
        </h2>
        {basketError && (
          <ErrorMessage id={basketErrorId} {...fieldErrorProps}>
            {basketError}
          </ErrorMessage>
        )}
        <BasketList
          items={items}
          onRemove={(item) => {
            remove(item);
            // The pressed button has gone with its item: continue from the basket's heading.
            document.getElementById(basketHeadingId)?.focus();
          }}
        />
      </div>
      <div className="nhsuk-u-visually-hidden" role="status">
        {announcement}
      </div>
      <Button
        type="button"
        onClick={() => {
          if (items.length === 0) {
            setBasketEmpty(true);
            setSubmitCount((count) => count + 1);
            return;
          }
          void navigate(newOrderPaths.summary);
        }}
      >
        {t('newOrder.addItem.continue')}
      </Button>
    </Page>
  );
}
