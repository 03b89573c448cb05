import { object, string, type InferType } from 'yup';
import { ORDER_FEEDBACK_MAX_LENGTH } from '../../../../api/src/contract';

export const feedbackMessages = {
  enjoyRequired: 'orders:newOrder.feedback.enjoyRequired',
  commentsTooLong: 'orders:newOrder.feedback.commentsTooLong',
} as const;

/** The thank-you page's question (spec part 1 §2 'New order', §7 'Order survey'): yes or no, and comments. */
export const feedbackSchema = object({
  enjoyed: string<'yes' | 'no'>()
    .oneOf(['yes', 'no'], feedbackMessages.enjoyRequired)
    .required(feedbackMessages.enjoyRequired),
  comments: string()
    .default('')
    .trim()
    .max(ORDER_FEEDBACK_MAX_LENGTH, feedbackMessages.commentsTooLong),
});

export type FeedbackValues = InferType<typeof feedbackSchema>;
