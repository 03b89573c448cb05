import { Button } from 'nhsuk-react-components';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface SessionTimeoutWarningProps {
  /** Whole minutes left when the warning opened: said once, not counted down aloud. */
  minutesLeft: number;
  onStaySignedIn: () => void;
  onSignOut: () => void;
  /** Staying signed in is on its way to the gateway. */
  extending: boolean;
}

/**
 * The time-out warning (NHS / GOV.UK pattern, WCAG 2.2.1): a native modal `<dialog>` opened with showModal, so
 * the page behind is inert and the page keeps whatever was typed into it. Focus moves to the heading, so a
 * screen reader reads the title and the time left once; the time is not counted down aloud. Escape (the
 * dialog's cancel) keeps the user signed in, as closing the warning means 'not now'.
 */
export function SessionTimeoutWarning({
  minutesLeft,
  onStaySignedIn,
  onSignOut,
  extending,
}: SessionTimeoutWarningProps) {
  const { t } = useTranslation('frame');
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Where <dialog> has no showModal (old browsers, jsdom) it still opens, without the inert page behind.
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    heading.current?.focus();
    return () => {
      if (typeof element.close === 'function') element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="app-timeout-warning"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onStaySignedIn();
      }}
    >
      <h2 ref={heading} id={titleId} className="nhsuk-heading-m" tabIndex={-1}>
        {t('timeoutWarning.title')}
      </h2>
      <div id={bodyId}>
        <p className="nhsuk-body">{t('timeoutWarning.body', { count: minutesLeft })}</p>
        <p className="nhsuk-body">{t('timeoutWarning.kept')}</p>
      </div>
      <div className="nhsuk-button-group">
        <Button type="button" onClick={onStaySignedIn} disabled={extending}>
          {t('timeoutWarning.stay')}
        </Button>
        <Button type="button" secondary onClick={onSignOut}>
          {t('timeoutWarning.signOut')}
        </Button>
      </div>
    </dialog>
  );
}
