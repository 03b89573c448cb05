import { afterEach, describe, expect, it } from 'vitest';
import { startFakeStack, type FakeStack } from '../testing/fake-stack';
import { errorCodes } from '../testing/gateway-client';
import { CONFIG } from '../testing/operations';
import { manualClock } from '../testing/test-config';

let stack: FakeStack;
afterEach(() => stack.stop());

describe('config', () => {
  it('maps the mobile config', async () => {
    stack = await startFakeStack();
    const reply = await stack.client.graphql(CONFIG);
    expect(reply.json.data?.['config']).toEqual({
      productName: 'Medicines Online',
      featureNHSLogin: true,
      links: { terms: 'https://terms.example' },
      supportEmail: 'support@example.com',
    });
    expect(stack.api.callsTo('/v1/config/mobile')[0]?.headers['authorization']).toBeUndefined();
  });

  it('caches the mobile config for a minute', async () => {
    const clock = manualClock();
    stack = await startFakeStack({ now: clock.now });
    await stack.client.graphql(CONFIG);
    clock.advance(59_000);
    await stack.client.graphql(CONFIG);
    expect(stack.api.callsTo('/v1/config/mobile')).toHaveLength(1);
    clock.advance(2_000);
    await stack.client.graphql(CONFIG);
    expect(stack.api.callsTo('/v1/config/mobile')).toHaveLength(2);
  });

  it('does not cache a failure', async () => {
    stack = await startFakeStack();
    stack.api.overrides.set('/v1/config/mobile', () => ({ status: 503 }));
    expect(errorCodes(await stack.client.graphql(CONFIG))).toEqual(['common.unexpected']);
    stack.api.overrides.clear();
    expect((await stack.client.graphql(CONFIG)).json.errors).toBeUndefined();
  });
});
