import classNames from 'classnames';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { guardRedirects, routePaths } from '../../lib/route-paths';
import { AppLink } from '../../components/app-link';
import { NhsLogo } from './nhs-logo';
import '../../styles/frame.scss';

/**
 * What the navigation offers (spec part 1 §2 "Navigation bar"):
 * - `signedOut`: none (the public pages need no menu);
 * - `pending`: signed in (or, while the session is checked, probably: the page came with the session cookie),
 *   account details still loading: only Log out;
 * - `noPharmacy`: only My details (which goes to choose-pharmacy) and Log out;
 * - `full`: Home, My meds, My services, My details, Help, Log out.
 */
export type NavigationState = 'signedOut' | 'pending' | 'noPharmacy' | 'full';

/** Counts shown on navigation items; zero or absent shows none. */
export interface NavigationBadges {
  /** Orders ready to collect (on My meds). */
  readyToCollect?: number;
  /** Unread messages (on My services). */
  unreadMessages?: number;
}

interface AppHeaderProps {
  /** config.productName; absent while configuration loads. */
  serviceName?: string;
  navigation: NavigationState;
  badges?: NavigationBadges;
  onLogOut: () => void;
  loggingOut?: boolean;
}

/**
 * The NHS header, built from nhsuk-frontend's header classes rather than nhsuk-react-components' Header:
 * that component runs nhsuk-frontend's "More" menu script, which moves React-rendered list items into another
 * list (breaking React's updates when badges or items change), has hard-coded English ("Browse More"), and
 * its logo link is a plain anchor (a full page reload). Here the menu is React state: below 769 px a real
 * button with aria-expanded / aria-controls shows and hides the list; Escape closes it; a route change closes it.
 */
export function AppHeader({
  serviceName,
  navigation,
  badges = {},
  onLogOut,
  loggingOut = false,
}: AppHeaderProps) {
  const { t } = useTranslation('frame');
  const { pathname } = useLocation();
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The menu is open for the page it was opened on: navigating closes it without an effect.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const { readyToCollect = 0, unreadMessages = 0 } = badges;
  const homeLinkLabel =
    serviceName === undefined
      ? t('header.homeLink')
      : t('header.homeLinkWithService', { service: serviceName });

  return (
    <header className="nhsuk-header">
      <div className="nhsuk-header__container nhsuk-width-container">
        <div className="nhsuk-header__service">
          <AppLink
            className="nhsuk-header__service-logo"
            to={routePaths.home}
            aria-label={homeLinkLabel}
          >
            <NhsLogo className="nhsuk-header__logo" label={t('header.logo')} />
            {serviceName !== undefined && (
              <span className="nhsuk-header__service-name">{serviceName}</span>
            )}
          </AppLink>
        </div>
      </div>
      {navigation !== 'signedOut' && (
        <nav className="nhsuk-header__navigation" aria-label={t('nav.label')}>
          <div className="nhsuk-header__navigation-container nhsuk-width-container">
            <div className="app-header__menu">
              <button
                ref={toggleRef}
                type="button"
                className="nhsuk-header__menu-toggle nhsuk-header__navigation-link"
                aria-expanded={menuOpen}
                aria-controls={listId}
                onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
              >
                {t('nav.menu')}
              </button>
            </div>
            <ul
              id={listId}
              className={classNames(
                'nhsuk-header__navigation-list',
                'app-header__navigation-list',
                {
                  'app-header__navigation-list--closed': !menuOpen,
                },
              )}
            >
              {navigation === 'full' && (
                <>
                  <NavigationItem to={routePaths.home} exact>
                    {t('nav.home')}
                  </NavigationItem>
                  <NavigationItem
                    to={routePaths.myMeds}
                    badge={readyToCollect}
                    label={t('nav.myMedsWithReadyToCollect', { count: readyToCollect })}
                  >
                    {t('nav.myMeds')}
                  </NavigationItem>
                  <NavigationItem
                    to={routePaths.myServices}
                    badge={unreadMessages}
                    label={t('nav.myServicesWithUnreadMessages', { count: unreadMessages })}
                  >
                    {t('nav.myServices')}
                  </NavigationItem>
                  <NavigationItem to={routePaths.myDetails}>{t('nav.myDetails')}</NavigationItem>
                  <NavigationItem to={routePaths.help}>{t('nav.help')}</NavigationItem>
                </>
              )}
              {navigation === 'noPharmacy' && (
                <NavigationItem to={guardRedirects.noPharmacy}>{t('nav.myDetails')}</NavigationItem>
              )}
              <li className="nhsuk-header__navigation-item app-header__log-out">
                <button
                  type="button"
                  className="nhsuk-header__navigation-link"
                  aria-disabled={loggingOut || undefined}
                  onClick={loggingOut ? undefined : onLogOut}
                >
                  {loggingOut ? t('nav.loggingOut') : t('nav.logOut')}
                </button>
              </li>
            </ul>
          </div>
        </nav>
      )}
    </header>
  );
}

/**
 * One navigation link. The current page is marked with aria-current="page" (and "true" inside its section),
 * plus nhsuk-frontend's bold fallback for users who override colours. With a count, the visible badge is
 * hidden from assistive technology and the link's name says it in words ("My meds, 2 orders ready to
 * collect"), keeping the visible label at its start (WCAG 2.5.3).
 */
function NavigationItem({
  to,
  exact = false,
  badge = 0,
  label,
  children,
}: {
  to: string;
  exact?: boolean;
  badge?: number;
  /** The link's accessible name when it shows a badge. */
  label?: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const current =
    pathname === to ? 'page' : !exact && pathname.startsWith(`${to}/`) ? 'true' : undefined;
  const text = current ? (
    <strong className="nhsuk-header__navigation-item-current-fallback">{children}</strong>
  ) : (
    children
  );
  return (
    <li
      className={classNames('nhsuk-header__navigation-item', {
        'nhsuk-header__navigation-item--current': current !== undefined,
      })}
    >
      <AppLink
        className="nhsuk-header__navigation-link"
        to={to}
        aria-current={current}
        aria-label={badge > 0 ? label : undefined}
      >
        {text}
        {/* A space between the words and the count, so that the visible text ("My meds 2") is contained in
            the accessible name ("My meds, 2 orders…"), WCAG 2.5.3; no break, so the count stays by its words. */}
        {badge > 0 && '\u00a0'}
        {badge > 0 && (
          <span className="app-header__badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </AppLink>
    </li>
  );
}
