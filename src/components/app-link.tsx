import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  /** The history state the next page reads with `useLocation().state` (e.g. the email typed so far). */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link inside the app, built from react-router's own hooks for custom links (`useHref`,
 * `useLinkClickHandler`): a real `href`, and a plain left click navigates in the app while modified clicks
 * (new tab, new window) stay the browser's. For the frame, which renders before anything else: react-router's
 * `Link` also brings framework mode's route prefetching (`PrefetchPageLinks`, ~2.5 kB gzipped), which this
 * app has no use for, into the first render (docs/decisions/0010-performance.md). Screens, which load with
 * their routes, keep `Link`.
 */
export function AppLink({
  to,
  replace,
  state,
  onClick,
  target,
  ref,
  children,
  ...anchor
}: AppLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...anchor} ref={ref} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}
