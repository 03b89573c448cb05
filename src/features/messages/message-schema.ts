import { object, string, type InferType } from 'yup';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGE_SUBJECT_MAX_LENGTH } from '../../../api/src/contract';

/** The catalogue keys of the form's messages ('ns:key', so the catalogue check sees them). */
export const messageFormMessages = {
  recipientRequired: 'errors:messages.recipientRequired',
  subjectRequired: 'errors:messages.subjectRequired',
  subjectTooLong: 'errors:messages.subjectTooLong',
  bodyRequired: 'errors:messages.bodyRequired',
  bodyTooLong: 'errors:messages.bodyTooLong',
} as const;

/**
 * spec part 2 §5: 'Send is enabled only when recipient, subject and body are all non-blank after trimming.
 * The subject is required even if it is not displayed. Subject and body are trimmed on send.' The limits are
 * the shared rules' (api/src/contract/message-rules.ts); the gateway and the API check them again. (The
 * button stays enabled and explains on press, ACCESSIBILITY.md.)
 */
export const messageSchema = object({
  recipientGuid: string().default('').trim().required(messageFormMessages.recipientRequired),
  subject: string()
    .default('')
    .trim()
    .required(messageFormMessages.subjectRequired)
    .max(MESSAGE_SUBJECT_MAX_LENGTH, messageFormMessages.subjectTooLong),
  body: string()
    .default('')
    .trim()
    .required(messageFormMessages.bodyRequired)
    .max(MESSAGE_BODY_MAX_LENGTH, messageFormMessages.bodyTooLong),
});

export type MessageFormValues = InferType<typeof messageSchema>;
