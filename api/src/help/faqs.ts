import { readFileSync } from 'node:fs';
import { Value } from '@sinclair/typebox/value';
import { FaqsResponse, type Faqs } from './faq-schemas';

/** The FAQs a content designer edits (api/src/help/README.md says how). */
export const faqsFile = new URL('./faqs.json', import.meta.url);

/** A FAQs file that cannot be used; the message names the file and the first problem found. */
export class FaqsFileError extends Error {}

/**
 * Reads and checks a FAQs file: valid JSON, the shape of FaqsResponse, and no id used twice (the app links to
 * categories and opens questions by id). Called once when the API starts, so a bad edit stops the start with
 * a message that says what to fix, rather than reaching patients.
 */
export function loadFaqs(file: URL | string = faqsFile): Faqs {
  const name = typeof file === 'string' ? file : file.pathname;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new FaqsFileError(`${name} is not valid JSON: ${(error as Error).message}`);
  }
  const problem = Value.Errors(FaqsResponse, parsed).First();
  if (problem) {
    throw new FaqsFileError(
      `${name}: ${problem.path || '/'} ${problem.message} (found ${JSON.stringify(problem.value)})`,
    );
  }
  const faqs = parsed as Faqs;
  const seen = new Set<string>();
  for (const id of faqs.categories.flatMap((c) => [c.id, ...c.questions.map((q) => q.id)])) {
    if (seen.has(id)) throw new FaqsFileError(`${name}: the id "${id}" is used more than once`);
    seen.add(id);
  }
  return faqs;
}
