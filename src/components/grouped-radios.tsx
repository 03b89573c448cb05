import classNames from 'classnames';
import { ErrorMessage, Fieldset, HintText, Radios } from 'nhsuk-react-components';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFieldErrorProps } from './field-error-props';

export interface RadioOption {
  value: string;
  /** Already translated: the whole choice in words ('Tuesday 1 December 2026', '9:30am to 9:45am'). */
  label: string;
  hint?: string;
}

export interface RadioGroup {
  key: string;
  /** Already translated: what the options of the group share ('Week beginning …', 'Morning'). */
  legend: string;
  options: RadioOption[];
}

/** The NHS radios of `options`, all registered as `field`, each with the id `idOf` gives its index. */
export function radioItems(
  options: RadioOption[],
  field: UseFormRegisterReturn,
  idOf: (index: number) => string,
) {
  return options.map((option, index) => (
    <Radios.Item
      key={option.value}
      id={idOf(index)}
      value={option.value}
      hint={option.hint}
      {...field}
    >
      {option.label}
    </Radios.Item>
  ));
}

/**
 * One choice among many, as NHS radios in groups (ACCESSIBILITY.md 'Calendars and slot pickers': dates and
 * times as radios grouped by week or part of the day, with real text, not a grid of bare numbers): a
 * fieldset for the question, and inside it a fieldset per group, so a screen reader names the group and the
 * question with each radio. All radios share one name, so the arrow keys move through every group and Tab
 * leaves the question. The first radio is `${id}-0`, where the error summary links.
 */
export function GroupedRadios({
  id,
  legend,
  hint,
  error,
  groups,
  field,
}: {
  id: string;
  /** The question; visually hidden (it is the page's heading). */
  legend: string;
  hint?: string;
  error?: string;
  groups: RadioGroup[];
  field: UseFormRegisterReturn;
}) {
  const fieldErrorProps = useFieldErrorProps();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  // Numbered across the groups: the first radio of the question is `${id}-0`.
  const startOf = (at: number) =>
    groups.slice(0, at).reduce((count, earlier) => count + earlier.options.length, 0);
  return (
    <div className={classNames('nhsuk-form-group', { 'nhsuk-form-group--error': error })}>
      <Fieldset aria-describedby={describedBy || undefined}>
        {/* Hidden in a span: nhsuk-frontend's legend is `display: table`, which would keep it as wide as
            its text and make a narrow page scroll sideways. */}
        <Fieldset.Legend>
          <span className="nhsuk-u-visually-hidden">{legend}</span>
        </Fieldset.Legend>
        {hint && <HintText id={hintId}>{hint}</HintText>}
        {error && (
          <ErrorMessage id={errorId} {...fieldErrorProps}>
            {error}
          </ErrorMessage>
        )}
        {groups.map((group, at) => (
          <Radios
            key={group.key}
            id={`${id}-${group.key}`}
            legend={group.legend}
            legendProps={{ size: 's' }}
          >
            {radioItems(group.options, field, (index) => `${id}-${startOf(at) + index}`)}
          </Radios>
        ))}
      </Fieldset>
    </div>
  );
}
