import type { QueryResolvers } from '../generated/resolvers-types';
import { mapFaqCategory } from './help-mapper';
import { fetchFaqs } from './help-upstream';

/** The help page (spec part 2 §2 'FAQs', 'Help'). */
export const helpQuery: Pick<QueryResolvers, 'faqs'> = {
  faqs: async (_parent, _args, ctx) => (await fetchFaqs(ctx)).map(mapFaqCategory),
};
