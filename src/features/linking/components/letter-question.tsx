import { Button } from 'nhsuk-react-components';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * 'Have you received a registration letter…?' with a button for each answer (spec part 1 §2 'Register for
 * online services'; part 2 §4 'Change GP: unanswered, has letter, or does not have letter'). The answer opens
 * its part below the question, whose heading takes focus so that it is read out; the other answer can still
 * be chosen.
 */
export function LetterQuestion({
  question,
  yes,
  no,
  otherButton,
  withLetter,
  withoutLetter,
}: {
  /** Translated texts. */
  question: string;
  yes: { label: string; heading: string };
  no: { label: string; heading: string };
  /** Another way, beside the two answers (NHS login). */
  otherButton?: ReactNode;
  withLetter: ReactNode;
  withoutLetter: ReactNode;
}) {
  const [answer, setAnswer] = useState<'yes' | 'no'>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (answer) headingRef.current?.focus();
  }, [answer]);
  const chosen = answer === 'yes' ? yes : no;
  return (
    <>
      <h2 className="nhsuk-heading-m">{question}</h2>
      <div className="nhsuk-button-group">
        <Button
          type="button"
          secondary
          aria-pressed={answer === 'yes'}
          onClick={() => setAnswer('yes')}
        >
          {yes.label}
        </Button>
        <Button
          type="button"
          secondary
          aria-pressed={answer === 'no'}
          onClick={() => setAnswer('no')}
        >
          {no.label}
        </Button>
        {otherButton}
      </div>
      {answer && (
        <section aria-labelledby="letter-answer">
          <h2 className="nhsuk-heading-m" id="letter-answer" tabIndex={-1} ref={headingRef}>
            {chosen.heading}
          </h2>
          {answer === 'yes' ? withLetter : withoutLetter}
        </section>
      )}
    </>
  );
}
