import { Button } from 'nhsuk-react-components';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../components/alerts/alert-store';

/** spec part 2 §9: 'The 'Copied' message lasts 3 s.' (it pauses while hovered or focused, as every alert). */
export const COPIED_MESSAGE_MS = 3000;

/**
 * A video consultation's password behind 'Show password' (spec part 2 'Pharmacy services'): pressing it shows
 * the password and copies it to the clipboard, and 'Copied to clipboard' is announced in the alerts' live
 * region for 3 seconds. A real button with aria-pressed and aria-controls (ACCESSIBILITY.md); if the browser
 * refuses the clipboard, the password is still shown to copy by hand.
 */
export function VideoPassword({ password, label }: { password: string; label: ReactNode }) {
  const { t } = useTranslation('pharmacy-services');
  const [shown, setShown] = useState(false);
  const passwordId = useId();

  const show = async () => {
    setShown(true);
    try {
      await navigator.clipboard.writeText(password);
      showAlert({ kind: 'info', message: t('booking.copied'), autoCloseMs: COPIED_MESSAGE_MS });
    } catch {
      // Shown on the page instead; nothing was copied, so nothing is announced.
    }
  };

  return (
    <>
      <Button
        type="button"
        secondary
        aria-pressed={shown}
        aria-controls={passwordId}
        onClick={() => void show()}
      >
        {label}
      </Button>
      <p id={passwordId} hidden={!shown}>
        {shown ? t('booking.password', { password }) : null}
      </p>
    </>
  );
}
