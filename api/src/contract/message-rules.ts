/**
 * The message rules the app's form, the gateway and the API all hold to (spec part 2 §5 'Message'; issue #16
 * limits): a recipient, a subject and a body, each non-blank once trimmed, the subject even where the practice
 * does not show subjects, with the subject and the body at most these lengths.
 */

/** Issue #16: a subject is at most 64 characters. */
export const MESSAGE_SUBJECT_MAX_LENGTH = 64;

/** Issue #16: a message body is at most 4,000 characters. */
export const MESSAGE_BODY_MAX_LENGTH = 4000;

/**
 * The subject a message carries where the practice does not show subjects (showMessageSubjects off, spec
 * part 2 §6), so that the field the GP system requires is still filled (§5 'The subject is required even if
 * it is not displayed'): the body's first non-blank line, trimmed and cut to the subject's limit. The patient
 * never sees it; the practice reads it as a preview.
 */
export function messageSubjectFromBody(body: string): string {
  const firstLine = body.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  return firstLine.trim().slice(0, MESSAGE_SUBJECT_MAX_LENGTH).trim();
}
