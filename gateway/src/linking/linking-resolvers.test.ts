import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeReply } from '../testing/fake-rest-api';
import { startFakeStack, type FakeStack } from '../testing/fake-stack';
import { errorCodes } from '../testing/gateway-client';

const LINK = /* GraphQL */ `
  mutation LinkWithLetter($letter: LinkageLetterInput!, $secondary: Boolean!) {
    linkWithLetter(letter: $letter, secondary: $secondary) {
      patient {
        id
      }
    }
  }
`;
const CHANGE_GP = /* GraphQL */ `
  mutation ChangeGp($letter: LinkageLetterInput!) {
    changeGp(letter: $letter) {
      patient {
        id
      }
    }
  }
`;
const START = /* GraphQL */ `
  mutation StartNhsLogin($intent: NhsLoginIntent!) {
    startNhsLogin(intent: $intent)
  }
`;
const LINK_NHS = /* GraphQL */ `
  mutation LinkWithNhsLogin($code: String!, $state: String!) {
    linkWithNhsLogin(code: $code, state: $state) {
      patient {
        id
      }
    }
  }
`;

const path = {
  link: '/v1/im1/linkage',
  reregister: '/v1/im1/reregistration',
  nhsLogin: '/v1/im1/nhs-login',
  details: '/v1/accounts/details',
  authorizeConfig: '/v1/nhs-login/authorize-config',
};
/** As typed from a letter: lower case, in groups. */
const TYPED = {
  surname: ' Reed ',
  dateOfBirth: '1978-11-05',
  linkageKey: 'lkmo rgan 0201',
  odsCode: ' a12345',
  gpAccountId: '100 0201',
};
const SENT = {
  surname: 'Reed',
  dateOfBirth: '1978-11-05',
  linkageDetails: {
    accountId: '1000201',
    linkageKey: 'LKMORGAN0201',
    nationalPracticeCode: 'A12345',
  },
  deviceType: 'web',
};
const linked: FakeReply = { status: 200, body: { isSuccess: true, requiresLogin: false } };

let stack: FakeStack;

beforeEach(async () => {
  stack = await startFakeStack();
  await stack.signIn();
});

afterEach(() => stack.stop());

function answer(at: string, reply: FakeReply): void {
  stack.api.overrides.set(at, () => reply);
}

function refusal(status: number, code: string, message: string): FakeReply {
  return { status, body: { code, message, show: true } };
}

describe('linkWithLetter', () => {
  it.each([false, true])(
    'sends the codes normalised (secondary %s), then answers the account afresh',
    async (secondary) => {
      answer(path.link, linked);
      const detailsBefore = stack.api.callsTo(path.details).length;
      const reply = await stack.client.graphql(LINK, { letter: TYPED, secondary });
      expect(reply.json.errors).toBeUndefined();
      expect(stack.api.callsTo(path.link)[0]?.body).toEqual({
        ...SENT,
        secondaryPatient: secondary,
      });
      expect(stack.api.callsTo(path.details).length).toBeGreaterThan(detailsBefore);
    },
  );

  it('refuses a blank field or an impossible date without calling the API', async () => {
    const blank = await stack.client.graphql(LINK, {
      letter: { ...TYPED, linkageKey: '  ' },
      secondary: false,
    });
    expect(errorCodes(blank)).toEqual(['linking.fieldsRequired']);
    const date = await stack.client.graphql(LINK, {
      letter: { ...TYPED, dateOfBirth: '1978-02-30' },
      secondary: false,
    });
    expect(errorCodes(date)).toEqual(['linking.invalidDate']);
    expect(stack.api.callsTo(path.link)).toHaveLength(0);
  });

  it.each([
    [409, 'linkage.alreadyRegistered', 'linking.alreadyRegistered'],
    [422, 'linkage.notFound', 'linking.notFound'],
    [429, 'linkage.tooManyAttempts', 'linking.tooManyAttempts'],
    [500, 'server.error', 'linking.failed'],
  ])('turns a %i %s into %s, with the server’s message', async (status, upstream, code) => {
    answer(path.link, refusal(status, upstream, 'Message for the patient'));
    const reply = await stack.client.graphql(LINK, { letter: TYPED, secondary: false });
    expect(errorCodes(reply)).toEqual([code]);
    const serverMessage = reply.json.errors?.[0]?.extensions?.['serverMessage'];
    expect(serverMessage).toBe(status < 500 ? 'Message for the patient' : undefined);
  });
});

describe('changeGp', () => {
  it('re-registers the active patient with the new letter', async () => {
    answer(path.reregister, linked);
    const reply = await stack.client.graphql(CHANGE_GP, { letter: TYPED });
    expect(reply.json.errors).toBeUndefined();
    expect(stack.api.callsTo(path.reregister)[0]?.body).toEqual({
      ...SENT,
      secondaryPatient: false,
    });
  });
});

describe('linkWithNhsLogin', () => {
  async function startLink(intent: 'LINK' | 'SIGN_IN'): Promise<URL> {
    answer(path.authorizeConfig, {
      status: 200,
      body: {
        authorizeUrl: 'http://login.stand-in.test/authorize',
        clientId: 'medicines-online',
        redirectUri: 'http://app.test/login',
        scope: 'openid profile email gp_integration_credentials',
      },
    });
    const reply = await stack.client.graphql(START, { intent });
    return new URL((reply.json.data as { startNhsLogin: string }).startNhsLogin);
  }

  it('sends the code with the flow’s proof, back to register for online services', async () => {
    answer(path.nhsLogin, linked);
    const url = await startLink('LINK');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://app.test/my-services/register-for-online-services',
    );
    const reply = await stack.client.graphql(LINK_NHS, {
      code: 'code-1',
      state: url.searchParams.get('state'),
    });
    expect(reply.json.errors).toBeUndefined();
    expect(stack.api.callsTo(path.nhsLogin)[0]?.body).toMatchObject({
      authorisationCode: 'code-1',
      redirectUri: 'http://app.test/my-services/register-for-online-services',
      hasConsent: false,
    });
  });

  it('is not a sign-in: completeNhsLogin refuses a linking flow', async () => {
    const url = await startLink('LINK');
    const reply = await stack.client.graphql(
      /* GraphQL */ `
        mutation CompleteNhsLogin($code: String!, $state: String!) {
          completeNhsLogin(code: $code, state: $state) {
            destination
          }
        }
      `,
      { code: 'c', state: url.searchParams.get('state') },
    );
    expect(errorCodes(reply)).toEqual(['nhsLogin.failed']);
    expect(stack.api.callsTo('/v1/nhs-login/token')).toHaveLength(0);
  });

  it('refuses a return without a linking flow, or one started to sign in', async () => {
    expect(errorCodes(await stack.client.graphql(LINK_NHS, { code: 'c', state: 's' }))).toEqual([
      'nhsLogin.failed',
    ]);
    const signIn = await startLink('SIGN_IN');
    const reply = await stack.client.graphql(LINK_NHS, {
      code: 'c',
      state: signIn.searchParams.get('state'),
    });
    expect(errorCodes(reply)).toEqual(['nhsLogin.failed']);
    expect(stack.api.callsTo(path.nhsLogin)).toHaveLength(0);
  });
});
