import { Button, Panel } from 'nhsuk-react-components';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigationBlocker } from '../../../lib/navigation-blocker';
import { emptyBasket, useBasketHasItems } from './basket-store';
import { isNewOrderPage } from '../../../lib/route-paths';

/** Where the session's end takes the user: never held back (the session is already gone). */
const signInPath = '/login';

/**
 * The leave warning (spec part 1 §4 'New order'): while the basket holds items, leaving the new-order pages
 * stops at orders:newOrder.leave.text (spec part 1 §4) in an NHS interruption panel.
 * Focus moves to its heading so that screen readers read it; 'Stay on this page' gives focus back to what had
 * it. Moving between the order's own pages is not leaving; once the order is sent the basket is empty, so
 * nothing is held back. Reloading or closing the tab gets the browser's own question.
 */
export function LeaveWarning() {
  const { t } = useTranslation('orders');
  const hasItems = useBasketHasItems();
  const blocker = useNavigationBlocker(
    (pathname) => hasItems && !isNewOrderPage(pathname) && pathname !== signInPath,
  );
  const headingId = useId();
  const focusBefore = useRef<Element | null>(null);
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    if (!hasItems) return;
    const askFirst = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, [hasItems]);

  useEffect(() => {
    if (!blocked) return;
    focusBefore.current = document.activeElement;
    const heading = document.getElementById(headingId);
    heading?.scrollIntoView({ block: 'center' });
    heading?.focus();
  }, [blocked, headingId]);

  if (!blocked) return null;
  return (
    <Panel interruption>
      <Panel.Title headingLevel="h2" tabIndex={-1} id={headingId}>
        {t('newOrder.leave.heading')}
      </Panel.Title>
      <p>{t('newOrder.leave.text')}</p>
      <div className="nhsuk-button-group">
        <Button
          type="button"
          reverse
          onClick={() => {
            emptyBasket();
            blocker.proceed();
          }}
        >
          {t('newOrder.leave.leave')}
        </Button>
        <Button
          type="button"
          secondary
          reverse
          onClick={() => {
            blocker.reset();
            if (focusBefore.current instanceof HTMLElement) focusBefore.current.focus();
          }}
        >
          {t('newOrder.leave.stay')}
        </Button>
      </div>
    </Panel>
  );
}
