import classNames from 'classnames';
import { Button } from 'nhsuk-react-components';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../app-link';
import { focusMainContent } from '../navigation-focus';
import { dismissAlert, useAlerts, type Alert } from './alert-store';

/**
 * The alerts above the page, inside main (docs: ACCESSIBILITY.md "Alerts and confirmations"). Two live
 * regions are always in the page, so that a message added later is announced: errors in an assertive one
 * (role=alert), success and information in a polite one (role=status). Errors look like the NHS error summary,
 * the others like the NHS notification banner; each has a Dismiss button.
 *
 * Design decision: the original app shows alerts as top-centre toasts; here they sit in the page flow so that
 * they never cover content, reflow at 400 % zoom, and are found in reading order.
 *
 * The regions are not atomic: a screen reader speaks what is added, not the whole region's text run together
 * (title, message and button as one string). Each banner goes in as an empty box first and its title,
 * message and button are added to it right after (useFilledAfterInsertion), so each is spoken as a phrase of
 * its own.
 */
export function AlertRegion() {
  const alerts = useAlerts();
  const errors = alerts.filter((alert) => alert.kind === 'error');
  const messages = alerts.filter((alert) => alert.kind !== 'error');
  return (
    <div className="app-alert-region">
      <div role="alert" aria-atomic="false">
        {errors.map((alert) => (
          <AlertBanner key={alert.id} alert={alert} />
        ))}
      </div>
      <div role="status" aria-atomic="false">
        {messages.map((alert) => (
          <AlertBanner key={alert.id} alert={alert} />
        ))}
      </div>
    </div>
  );
}

function AlertBanner({ alert }: { alert: Alert }) {
  const { t } = useTranslation('common');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useAutoClose(alert, hovered || focused);
  const filled = useFilledAfterInsertion();

  const messageId = `${alert.id}-message`;
  const dismiss = () => {
    dismissAlert(alert.id);
    // The button that had focus is gone: continue from the page heading rather than the top of the page.
    focusMainContent();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const pauseHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur,
  };
  const content = filled && (
    <>
      <p id={messageId}>{alert.message}</p>
      {alert.link && (
        <p>
          <AppLink className="nhsuk-notification-banner__link" to={alert.link.to}>
            {alert.link.text}
          </AppLink>
        </p>
      )}
      <Button
        type="button"
        secondary
        small
        className="nhsuk-u-margin-bottom-0"
        aria-describedby={messageId}
        onClick={dismiss}
      >
        {t('alert.dismiss')}
      </Button>
    </>
  );

  if (alert.kind === 'error') {
    return (
      <div className="nhsuk-error-summary app-alert" {...pauseHandlers}>
        {filled && <h2 className="nhsuk-error-summary__title">{t('alert.title.error')}</h2>}
        <div className="nhsuk-error-summary__body">{content}</div>
      </div>
    );
  }
  const success = alert.kind === 'success';
  return (
    <div
      className={classNames('nhsuk-notification-banner', 'app-alert', {
        'nhsuk-notification-banner--success': success,
      })}
      {...pauseHandlers}
    >
      <div className="nhsuk-notification-banner__header">
        {filled && (
          <h2 className="nhsuk-notification-banner__title">
            {success ? t('alert.title.success') : t('alert.title.info')}
          </h2>
        )}
      </div>
      <div className="nhsuk-notification-banner__content">{content}</div>
    </div>
  );
}

/**
 * False for the render that puts a banner in its live region, true from the next: the parts then arrive as
 * additions of their own, after the region has seen the empty box (an update's effects run after the browser
 * has handled the insertion; in tests, act() runs both at once).
 */
function useFilledAfterInsertion(): boolean {
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    // The second render is the point: it is what makes the parts additions of their own.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFilled(true);
  }, []);
  return filled;
}

/** Closes a timed alert when its time is up, counting only the time it was neither hovered nor focused. */
function useAutoClose(alert: Alert, paused: boolean) {
  const { id, autoCloseMs } = alert;
  const remainingMs = useRef(autoCloseMs ?? 0);
  useEffect(() => {
    if (autoCloseMs === undefined || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissAlert(id), remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current = Math.max(0, remainingMs.current - (Date.now() - startedAt));
    };
  }, [id, autoCloseMs, paused]);
}
