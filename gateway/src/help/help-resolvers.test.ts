import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeStack, type FakeStack } from '../testing/fake-stack';
import { errorCodes } from '../testing/gateway-client';
import type { RestFaqCategory } from './help-upstream';

const FAQS = /* GraphQL */ `
  query Faqs {
    faqs {
      id
      name
      questions {
        id
        title
        content {
          type
          value
        }
      }
    }
  }
`;

const ordering: RestFaqCategory = {
  id: 'ordering',
  category: 'Ordering repeat medicines',
  questions: [
    {
      id: 'how-to-order',
      title: 'How do I order?',
      content: [
        { type: 'paragraph', value: 'Choose your medicines.' },
        { type: 'space', value: '' },
        { type: 'bullet', value: 'one' },
        { type: 'bold', value: 'Order in time.' },
      ],
    },
  ],
};

let stack: FakeStack;
beforeEach(async () => {
  stack = await startFakeStack();
});
afterEach(() => stack.stop());

describe('faqs', () => {
  it('answers the categories to a signed-out visitor, without a bearer token upstream', async () => {
    stack.api.overrides.set('/v1/faqs', () => ({
      status: 200,
      body: { categories: [ordering] },
    }));
    const { json } = await stack.client.graphql(FAQS);
    expect(json.data).toEqual({
      faqs: [
        {
          id: 'ordering',
          name: 'Ordering repeat medicines',
          questions: [
            {
              id: 'how-to-order',
              title: 'How do I order?',
              content: ordering.questions[0]!.content,
            },
          ],
        },
      ],
    });
    const [call] = stack.api.callsTo('/v1/faqs');
    expect(call?.method).toBe('GET');
    expect(call?.headers.authorization).toBeUndefined();
  });

  it('turns a failed or unreachable FAQs call into help.faqsFailed', async () => {
    stack.api.overrides.set('/v1/faqs', () => ({
      status: 503,
      body: { code: 'server.error', message: 'fake', show: false },
    }));
    expect(errorCodes(await stack.client.graphql(FAQS))).toEqual(['help.faqsFailed']);
  });
});
