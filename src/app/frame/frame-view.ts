import type { FrameQuery } from '../../gql/graphql';
import type { NavigationBadges, NavigationState } from './app-header';

/**
 * What the frame shows from the gateway's data: the data part (frame-data.tsx, loaded after the first render)
 * fills it in, so that the header, the alerts' live regions and the footer render before TanStack Query and the
 * route table have arrived (issue #20).
 */
export interface FrameView {
  /** Absent until configuration has come (and in the HTML rendered at build time). */
  config?: FrameQuery['config'];
  navigation: NavigationState;
  badges: NavigationBadges;
  logOut: () => void;
  loggingOut: boolean;
  timeoutWarning: {
    /** Null while no warning is due; else the whole minutes left when it opened. */
    minutesLeft: number | null;
    staySignedIn: () => void;
    extending: boolean;
  };
}

function nothingYet(): void {}

/** The frame before its data: what the build renders and the browser's first render hydrates. */
export const frameWithoutData: FrameView = {
  navigation: 'signedOut',
  badges: {},
  logOut: nothingYet,
  loggingOut: false,
  timeoutWarning: { minutesLeft: null, staySignedIn: nothingYet, extending: false },
};

/**
 * The same for a visitor who is probably signed in (the request carried the session cookie): their navigation,
 * with only Log out until the account details come, so that the header keeps its height when the session is
 * confirmed (issue #20: no layout shift when data arrives).
 */
export const frameExpectingSession: FrameView = { ...frameWithoutData, navigation: 'pending' };
