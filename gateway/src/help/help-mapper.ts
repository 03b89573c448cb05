import type { FaqCategory } from '../generated/resolvers-types';
import type { RestFaqCategory } from './help-upstream';

/** The API's FAQ category as the schema's (the API calls the name `category`, spec part 2 §3). */
export function mapFaqCategory(rest: RestFaqCategory): FaqCategory {
  return {
    id: rest.id,
    name: rest.category,
    questions: rest.questions.map((question) => ({
      id: question.id,
      title: question.title,
      content: question.content.map((block) => ({ type: block.type, value: block.value })),
    })),
  };
}
