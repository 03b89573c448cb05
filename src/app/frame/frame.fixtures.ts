import type { FrameAccountQuery, FrameBadgesQuery, FrameQuery } from '../../gql/graphql';

/** Gateway answers by operation name (the shape src/testing/gateway-mock.ts takes). */
type FrameGateway = Record<string, { data: unknown } | { errorCode: string }>;

/** Examples shared by the frame's stories and tests (one source, so both show the same states). */
export const demoProductName = 'Medicines Online';

export const demoLinks: FrameQuery['config']['links'] = {
  provider: 'https://www.example.org/about',
  appDownload: 'https://www.example.org/app',
  terms: 'https://www.example.org/terms',
  privacy: 'https://www.example.org/privacy',
  cookiePolicy: 'https://www.example.org/cookies',
  contact: 'https://www.example.org/contact',
  facebook: 'https://www.facebook.com/example',
  twitter: 'https://x.com/example',
  instagram: 'https://www.instagram.com/example',
};

export function frameData({
  signedIn,
  idleExpiresAt = signedIn ? '2099-01-01T00:00:00.000Z' : null,
}: {
  signedIn: boolean;
  idleExpiresAt?: string | null;
}): { data: FrameQuery } {
  return {
    data: {
      config: { productName: demoProductName, analyticsScriptUrl: null, links: demoLinks },
      session: { signedIn, idleExpiresAt },
    },
  };
}

type Features = FrameAccountQuery['me']['features'];

export function frameAccountData(features: Partial<Features> = {}): { data: FrameAccountQuery } {
  return {
    data: {
      me: {
        patient: { firstName: 'Jane' },
        features: {
          hasPharmacy: true,
          im1Enabled: true,
          im1Linked: true,
          patientIntegration: false,
          canOrder: true,
          myGp: true,
          appointments: true,
          messages: true,
          medicalRecord: true,
          pharmacyServices: true,
          pharmacyServiceBooking: true,
          ...features,
        },
      },
    },
  };
}

/** The badges' counts (FrameBadgesQuery): orders ready to collect, unread messages (null: unknown). */
export function frameBadgesData(
  readyToCollectCount: number,
  unreadMessageCount: number | null = 0,
): { data: FrameBadgesQuery } {
  return { data: { orders: { readyToCollectCount }, unreadMessageCount } };
}

/** The frame's gateway answers for a visitor without a session. */
export const signedOutGateway: FrameGateway = { Frame: frameData({ signedIn: false }) };

/** …for a signed-in patient with these features (default: pharmacy chosen, IM1 linked). */
export function signedInGateway(features: Partial<Features> = {}): FrameGateway {
  return {
    Frame: frameData({ signedIn: true }),
    FrameAccount: frameAccountData(features),
    FrameSignOut: { data: { signOut: true } },
  };
}

/** Jane has chosen a pharmacy; Nina (the demo account without one) has not. */
export const withPharmacyGateway = signedInGateway();
export const noPharmacyGateway = signedInGateway({ hasPharmacy: false });

/** Stand-in page content for frame stories (the frame's own words all come from locales). */
export const examplePage = {
  title: 'Example page',
  body: 'The page content goes here.',
};
