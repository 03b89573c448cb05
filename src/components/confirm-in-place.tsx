import { Button } from 'nhsuk-react-components';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A destructive action confirmed in place (GOV.UK pattern: ask before a destructive action; spec part 2
 * 'Reminders screen' Remove, 'Messages list' delete). The action button shows the question with a warning
 * button to go ahead and a secondary one to keep; the question takes focus so that it is read out, and
 * keeping gives focus back to the action button. While the action runs, its button says so and a second
 * press does nothing. Every text is translated by the caller.
 */
export function ConfirmInPlace({
  action,
  question,
  confirm,
  confirming,
  keep,
  onConfirm,
}: {
  /** The first button's content (may hold visually hidden words naming the item). */
  action: ReactNode;
  question: string;
  confirm: string;
  /** The confirm button's text while the action runs ('Removing', 'Deleting'). */
  confirming: string;
  keep: string;
  /** Runs the action; resolves whether it was done (a failure keeps the question open). */
  onConfirm: () => Promise<boolean>;
}) {
  const [asking, setAsking] = useState(false);
  const [running, setRunning] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const actionButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const questionId = useId();

  useEffect(() => {
    if (asking) questionRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      actionButtonRef.current?.focus();
    }
  }, [asking]);

  const go = async () => {
    if (running) return;
    setRunning(true);
    const done = await onConfirm();
    // Once done, this part has gone with its item: nothing to reset.
    if (!done) setRunning(false);
  };

  if (!asking) {
    return (
      <Button type="button" secondary ref={actionButtonRef} onClick={() => setAsking(true)}>
        {action}
      </Button>
    );
  }
  return (
    <div role="group" aria-labelledby={questionId}>
      <p id={questionId} className="nhsuk-u-font-weight-bold" tabIndex={-1} ref={questionRef}>
        {question}
      </p>
      <div className="nhsuk-button-group">
        <Button
          type="button"
          warning
          aria-disabled={running || undefined}
          onClick={() => void go()}
        >
          {running ? confirming : confirm}
        </Button>
        <Button
          type="button"
          secondary
          onClick={() => {
            returnFocus.current = true;
            setAsking(false);
          }}
        >
          {keep}
        </Button>
      </div>
    </div>
  );
}
