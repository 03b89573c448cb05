import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, type GatewayConfig } from './config';
import { readPersistedDocuments } from './persisted-documents';
import { startFakeStack, type FakeStack } from './testing/fake-stack';
import { errorCodes, type GraphQLReply } from './testing/gateway-client';
import { CONFIG } from './testing/operations';

let stack: FakeStack;
afterEach(() => stack.stop());

async function start(config: Partial<GatewayConfig> = {}): Promise<void> {
  stack = await startFakeStack({ config });
}

/** Posts a body as the app does (CSRF header, JSON), whatever it holds. */
async function post(body: Record<string, unknown>): Promise<GraphQLReply['json']> {
  const response = await fetch(`${stack.client.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as GraphQLReply['json'];
}

/** The id codegen gave the login screen's query (src/features/auth/login-screen.tsx). */
function loginScreenId(): string {
  const entry = [...readPersistedDocuments()].find(([, text]) =>
    text.startsWith('query LoginScreen '),
  );
  if (!entry) throw new Error('LoginScreen is not in src/gql/persisted-documents.json');
  return entry[0];
}

describe('persisted documents', () => {
  it("runs the app's operation named by its id, with no GraphQL text in the request", async () => {
    await start({ persistedDocumentsOnly: true });
    const reply = await post({ documentId: loginScreenId(), operationName: 'LoginScreen' });
    expect(reply.errors).toBeUndefined();
    expect(reply.data).toMatchObject({ config: { productName: expect.any(String) as string } });
  });

  it('refuses an id the app does not have, with the catalogue code and no English', async () => {
    await start({ persistedDocumentsOnly: true });
    const reply = await post({ documentId: `sha256:${'0'.repeat(64)}` });
    expect(errorCodes({ json: reply } as GraphQLReply)).toEqual(['common.unexpected']);
    expect(reply.data ?? undefined).toBeUndefined();
  });

  it('refuses GraphQL text when only persisted documents may run (production)', async () => {
    await start({ persistedDocumentsOnly: true });
    const reply = await stack.client.graphql(CONFIG);
    expect(errorCodes(reply)).toEqual(['common.unexpected']);
    expect(reply.json.data ?? undefined).toBeUndefined();
  });

  it('still runs GraphQL text in development and tests', async () => {
    await start({ persistedDocumentsOnly: false });
    const reply = await stack.client.graphql(CONFIG);
    expect(reply.json.errors).toBeUndefined();
  });
});

describe('PERSISTED_DOCUMENTS_ONLY', () => {
  it('is on in production and off elsewhere unless the variable says otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-session-secret-of-at-least-32-chars',
    };
    expect(loadConfig(production).persistedDocumentsOnly).toBe(true);
    expect(loadConfig({}).persistedDocumentsOnly).toBe(false);
    expect(
      loadConfig({ ...production, PERSISTED_DOCUMENTS_ONLY: 'false' }).persistedDocumentsOnly,
    ).toBe(false);
    expect(loadConfig({ PERSISTED_DOCUMENTS_ONLY: 'true' }).persistedDocumentsOnly).toBe(true);
  });
});
