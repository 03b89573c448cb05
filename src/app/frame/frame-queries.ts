import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../gql';
import { frameGatewayQuery } from '../../lib/query-keys';

/**
 * The frame's data, split in two because `me` fails with UNAUTHENTICATED without a session (and `Me!` is
 * non-null, so a failing `me` would null the whole response): FrameQuery never fails for a signed-out
 * visitor; FrameAccountQuery runs only once FrameQuery says the session is live.
 */
const FrameQuery = graphql(`
  query Frame {
    config {
      productName
      analyticsScriptUrl
      links {
        provider
        appDownload
        terms
        privacy
        cookiePolicy
        contact
        facebook
        twitter
        instagram
      }
    }
    session {
      signedIn
      idleExpiresAt
    }
  }
`);

const FrameAccountQuery = graphql(`
  query FrameAccount {
    me {
      patient {
        firstName
      }
      features {
        hasPharmacy
        im1Enabled
        im1Linked
        patientIntegration
        canOrder
        myGp
        appointments
        messages
        medicalRecord
        pharmacyServices
        pharmacyServiceBooking
      }
    }
  }
`);

/**
 * The navigation badges (spec part 1 §2 'Navigation bar'): orders ready to collect on 'my meds', unread
 * messages on 'my services'. Kept out of FrameAccountQuery on purpose: a failure there signs the user out
 * (spec part 1 §4), whereas a failed orders read should only leave the badge off. The unread count is null
 * when it cannot be read (the gateway's unreadMessageCount), so that failure hides only its own badge.
 */
const FrameBadgesQuery = graphql(`
  query FrameBadges {
    orders {
      readyToCollectCount
    }
    unreadMessageCount
  }
`);

export const FrameSignOutMutation = graphql(`
  mutation FrameSignOut {
    signOut
  }
`);

/** The time-out warning's 'Stay signed in': activity for the gateway, answering the session's new times. */
export const FrameExtendSessionMutation = graphql(`
  mutation FrameExtendSession {
    extendSession {
      signedIn
      idleExpiresAt
    }
  }
`);

export const frameQueryOptions = queryOptions({
  ...frameGatewayQuery(FrameQuery),
  // Read by the frame and by every guard: not refetched on each route change. Mutations refresh it, and the
  // idle-session watch re-checks it when the session should have ended.
  staleTime: 30_000,
});

export const frameAccountQueryOptions = queryOptions({
  ...frameGatewayQuery(FrameAccountQuery),
  // Account details change only through this app's own mutations, which refresh it.
  staleTime: 5 * 60_000,
});

/** Configuration and session: public, never fails for want of a session. */
export function useFrameQuery() {
  return useQuery(frameQueryOptions);
}

/** The signed-in account's details the frame and the guards need; only fetched with a live session. */
export function useFrameAccountQuery() {
  const { data } = useFrameQuery();
  return useQuery({ ...frameAccountQueryOptions, enabled: data?.session.signedIn === true });
}

/**
 * How often the badges ask the gateway while the app is on screen. An order becomes ready to collect when the
 * pharmacy says so, not through anything the user does here, so only asking shows it; it changes a few times
 * a day at most, and a patient waiting for it is well served by a minute, at one small query a minute per
 * open tab (none while the tab is hidden, TanStack Query's default). Returning to the tab asks at once.
 */
export const BADGES_REFRESH_INTERVAL_MS = 60_000;

export const frameBadgesQueryOptions = queryOptions({
  ...frameGatewayQuery(FrameBadgesQuery),
  // The app's own mutations refresh it too, as every frame query (createAppQueryClient).
  refetchInterval: BADGES_REFRESH_INTERVAL_MS,
  refetchOnWindowFocus: 'always',
  staleTime: BADGES_REFRESH_INTERVAL_MS,
  // A failure only hides the badge: not worth retrying against a failing upstream.
  retry: false,
});

/**
 * The navigation badges' counts; only fetched for a patient with a pharmacy (the only one whose navigation
 * shows 'My meds'). Failure leaves `data` undefined, so the badge is simply absent.
 */
export function useFrameBadgesQuery() {
  const account = useFrameAccountQuery();
  return useQuery({
    ...frameBadgesQueryOptions,
    enabled: account.data?.me.features.hasPharmacy === true,
  });
}
