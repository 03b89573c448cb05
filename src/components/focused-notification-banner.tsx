import { NotificationBanner } from 'nhsuk-react-components';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * An NHS notification banner that takes focus as it appears (as GOV.UK's success banner does): for the
 * outcome of an action shown in the page, so that screen reader users hear it and keyboard users continue
 * from it rather than from a button that may be gone. A success banner is also a role=alert region; others
 * may pass `role="alert"` when they report something the user must know.
 */
export function FocusedNotificationBanner({
  titleId,
  title,
  success = false,
  role,
  children,
}: {
  titleId: string;
  /** Translated. */
  title: string;
  success?: boolean;
  role?: 'alert';
  children: ReactNode;
}) {
  const bannerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    bannerRef.current?.focus();
  }, []);
  return (
    <NotificationBanner
      success={success}
      role={role}
      ref={bannerRef}
      tabIndex={-1}
      disableAutoFocus
      titleId={titleId}
    >
      <NotificationBanner.Title id={titleId}>{title}</NotificationBanner.Title>
      {children}
    </NotificationBanner>
  );
}
