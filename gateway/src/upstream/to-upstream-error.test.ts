import { describe, expect, it } from 'vitest';
import { toUpstreamError } from './call-upstream';

/** The error mapping of issue #3's calls: which REST refusal becomes which catalogue code. */
const placeOrderOptions = {
  errorCode: 'orders.submitFailed',
  codeMap: {
    'order.commentRequired': 'orders.commentRequired',
    'order.commentTooLong': 'orders.commentTooLong',
  },
};

function refusal(code: string, extra: Record<string, unknown> = {}) {
  return { code, message: 'Server words', show: false, ...extra };
}

describe('toUpstreamError', () => {
  it("sends a mapped 4xx code as its catalogue key, with the API's field reasons", () => {
    const reasons = [{ field: 'comment', reason: 'required' }];
    const error = toUpstreamError(
      422,
      refusal('order.commentRequired', { reasons }),
      placeOrderOptions,
    );
    expect(error.extensions).toEqual({ code: 'orders.commentRequired', reasons });
    expect(error.message).toBe('orders.commentRequired');
    expect(error.upstreamCode).toBe('order.commentRequired');
  });

  it("sends any other refusal under the operation's code, with the message only when shown", () => {
    expect(toUpstreamError(422, refusal('order.notAllowed'), placeOrderOptions).extensions).toEqual(
      { code: 'orders.submitFailed' },
    );
    expect(
      toUpstreamError(422, refusal('order.notAllowed', { show: true }), placeOrderOptions)
        .extensions,
    ).toEqual({ code: 'orders.submitFailed', serverMessage: 'Server words' });
  });

  it('never maps a 5xx, nor a code that only names an object property', () => {
    expect(
      toUpstreamError(500, refusal('order.commentRequired', { show: true }), placeOrderOptions)
        .extensions,
    ).toEqual({ code: 'orders.submitFailed' });
    expect(toUpstreamError(422, refusal('constructor'), placeOrderOptions).extensions).toEqual({
      code: 'orders.submitFailed',
    });
  });
});
