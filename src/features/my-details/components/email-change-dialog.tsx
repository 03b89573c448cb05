import { Button } from 'nhsuk-react-components';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './email-change-dialog.css';

/**
 * The confirmation before an email change is sent (spec part 2 'My profile': 'Changing the email asks for
 * confirmation in a popup before a change token is sent'): the native dialog opened with showModal, so the
 * rest of the page is inert, focus moves into it (to its heading), Escape closes it as 'No'. Closing either
 * way hands focus back through `onClose`/`onConfirm` to whoever opened it.
 */
export function EmailChangeDialog({
  newEmail,
  onConfirm,
  onCancel,
}: {
  newEmail: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profile');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const confirmed = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // jsdom (component tests) has no showModal; the open attribute shows the same content there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    headingRef.current?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="app-email-change-dialog"
      aria-labelledby="email-change-dialog-title"
      aria-describedby="email-change-dialog-body"
      // Escape, or any other way the browser closes it, is a 'No'.
      onClose={() => {
        if (!confirmed.current) onCancel();
      }}
    >
      <h2 id="email-change-dialog-title" className="nhsuk-heading-m" tabIndex={-1} ref={headingRef}>
        {t('emailDialog.title')}
      </h2>
      <p id="email-change-dialog-body">{t('emailDialog.body', { email: newEmail })}</p>
      <div className="nhsuk-button-group">
        <Button
          type="button"
          onClick={() => {
            confirmed.current = true;
            onConfirm();
          }}
        >
          {t('emailDialog.confirm')}
        </Button>
        <Button type="button" secondary onClick={onCancel}>
          {t('emailDialog.cancel')}
        </Button>
      </div>
    </dialog>
  );
}
