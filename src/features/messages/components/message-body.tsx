import { Fragment } from 'react';

/**
 * A message's text as the patient or the practice wrote it: plain text, never read as markup (React escapes
 * it), with its line breaks kept.
 */
export function MessageBody({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <p>
      {lines.map((line, index) => (
        // Lines have no identity of their own: their place in the text is their key.
        <Fragment key={`${String(index)}:${line}`}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </p>
  );
}
