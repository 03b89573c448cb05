import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';

/**
 * Navigation for code outside React that must move the user: the query cache's handler for a session the
 * gateway has ended (session-aware-client.ts) sends them to /login. A declarative router's navigate function
 * lives in React, so <ShareNavigation> hands it over once the router has mounted.
 */
export interface OutsideNavigation {
  navigate: (path: string, options: { replace: boolean }) => void;
  attach: (navigate: NavigateFunction) => void;
}

export function createOutsideNavigation(): OutsideNavigation {
  let current: NavigateFunction | undefined;
  return {
    navigate: (path, options) => void current?.(path, options),
    attach: (navigate) => {
      current = navigate;
    },
  };
}

/** Place inside the router: keeps `navigation` pointing at the router's navigate function. */
export function ShareNavigation({ navigation }: { navigation: OutsideNavigation }) {
  const navigate = useNavigate();
  useEffect(() => navigation.attach(navigate), [navigation, navigate]);
  return null;
}
