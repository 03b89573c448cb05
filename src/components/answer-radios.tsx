import { Radios } from 'nhsuk-react-components';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFieldErrorProps } from './field-error-props';
import { radioItems, type RadioOption } from './grouped-radios';

/**
 * One question answered with NHS radios: the question as legend (visually hidden when it is the page's
 * heading already), an inline error, and one radio per option with ids `${id}-0`, `${id}-1`… (the error
 * summary links to the first).
 */
export function AnswerRadios({
  id,
  legend,
  legendIsHeading = false,
  hint,
  error,
  options,
  field,
}: {
  id: string;
  legend: string;
  /** The legend repeats the page's h1: hidden from sight, still read with the radios. */
  legendIsHeading?: boolean;
  hint?: string;
  error?: string;
  options: RadioOption[];
  field: UseFormRegisterReturn;
}) {
  const fieldErrorProps = useFieldErrorProps();
  return (
    <Radios
      id={id}
      // Hidden in a span, not on the legend: nhsuk-frontend's legend is `display: table`, which keeps a
      // hidden legend as wide as its text and makes a narrow page scroll sideways.
      legend={legendIsHeading ? <span className="nhsuk-u-visually-hidden">{legend}</span> : legend}
      legendProps={legendIsHeading ? undefined : { size: 's' }}
      hint={hint}
      error={error}
      errorProps={fieldErrorProps}
    >
      {radioItems(options, field, (index) => `${id}-${index}`)}
    </Radios>
  );
}
