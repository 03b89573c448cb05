import type { HelpContactQuery, HelpScreenQuery } from '../../gql/graphql';

type FaqCategory = HelpScreenQuery['faqs'][number];

/** Two categories whose answers use every block type (spec part 2 §2 'FAQs'). */
export const orderingCategory: FaqCategory = {
  id: 'ordering',
  name: 'Ordering repeat medicines',
  questions: [
    {
      id: 'how-to-order',
      title: 'How do I order my repeat medicines?',
      content: [
        { type: 'paragraph', value: 'Choose Order a repeat prescription on the home page.' },
        { type: 'space', value: '' },
        { type: 'bold', value: 'Order your medicines at least 7 days before you run out.' },
      ],
    },
    {
      id: 'order-progress',
      title: 'How do I know when my medicines are ready?',
      content: [
        { type: 'paragraph', value: 'Each order shows how far it has got:' },
        { type: 'bullet', value: 'requested from your GP' },
        { type: 'bullet', value: 'ready to collect' },
        { type: 'paragraph', value: 'The menu shows how many are ready.' },
        { type: 'bullet', value: 'a list of its own' },
      ],
    },
  ],
};

export const remindersCategory: FaqCategory = {
  id: 'reminders',
  name: 'Reminders',
  questions: [
    {
      id: 'reminder-types',
      title: 'What reminders can I set?',
      content: [{ type: 'paragraph', value: 'There are 2 kinds of reminder.' }],
    },
  ],
};

export function faqsData(faqs: FaqCategory[] = [orderingCategory, remindersCategory]): {
  data: HelpScreenQuery;
} {
  return { data: { faqs } };
}

export const supportEmail = 'support@example.com';

export const helpContactData: { data: HelpContactQuery } = {
  data: { config: { supportEmail } },
};
