import type { GatewayContext } from '../context';
import { ErrorCode } from '../errors';
import { callUpstream } from '../upstream/call-upstream';
import type { RestAnswer } from '../upstream/rest-api-types';

export type RestFaqCategory = RestAnswer<'faqs'>['categories'][number];

/** GET FAQs (spec part 2 §7): public, so it carries no bearer token and needs no session. */
export async function fetchFaqs(ctx: GatewayContext): Promise<RestFaqCategory[]> {
  // spec part 2 §8: errors:help.faqsFailed
  const answer = await callUpstream(ctx, 'faqs', { auth: false, errorCode: ErrorCode.faqsFailed });
  return answer.categories;
}
