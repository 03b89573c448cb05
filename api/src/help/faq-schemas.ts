import { Type, type Static } from '@sinclair/typebox';

/**
 * The FAQs' shape (spec part 2 §3 'FAQ': a category and its questions, each with an id, a title and content
 * blocks of type paragraph, bullet, space or bold). One definition validates faqs.json when the API starts
 * and is the route's response schema, so what a content designer writes is what the contract promises.
 */

// Long enough for any answer a content designer should write in one block; a longer one is a slip.
const BLOCK_MAX_LENGTH = 1000;
const TITLE_MAX_LENGTH = 200;
// Ids are used as fragment identifiers and element ids in the app, so they stay plain.
const FaqId = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 60 });

/** A gap between blocks: it has no words, so its value is empty. */
const SpaceBlock = Type.Object(
  { type: Type.Literal('space'), value: Type.Literal('') },
  { additionalProperties: false },
);

/**
 * Words: a paragraph, one item of a bulleted list (consecutive bullets form one list), or a paragraph in bold.
 */
const TextBlock = Type.Object(
  {
    type: Type.Union([Type.Literal('paragraph'), Type.Literal('bullet'), Type.Literal('bold')]),
    value: Type.String({ minLength: 1, maxLength: BLOCK_MAX_LENGTH }),
  },
  { additionalProperties: false },
);

export const FaqContentBlock = Type.Union([SpaceBlock, TextBlock]);

export const FaqQuestion = Type.Object(
  {
    id: FaqId,
    title: Type.String({ minLength: 1, maxLength: TITLE_MAX_LENGTH }),
    content: Type.Array(FaqContentBlock, { minItems: 1 }),
  },
  { additionalProperties: false },
);

export const FaqCategory = Type.Object(
  {
    id: FaqId,
    category: Type.String({ minLength: 1, maxLength: TITLE_MAX_LENGTH }),
    questions: Type.Array(FaqQuestion, { minItems: 1 }),
  },
  { additionalProperties: false },
);

/** faqs.json, and the answer of GET /v1/faqs. */
export const FaqsResponse = Type.Object(
  { categories: Type.Array(FaqCategory, { minItems: 1 }) },
  { additionalProperties: false },
);
export type Faqs = Static<typeof FaqsResponse>;
