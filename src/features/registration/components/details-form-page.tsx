import { Button, Col, Row } from 'nhsuk-react-components';
import type { ReactNode, SyntheticEvent } from 'react';
import { FormErrorSummary, type FormError } from '../../../components/form-error-summary';
import { Page } from '../../../components/page';
import { RegistrationFailure } from './registration-failure';

/**
 * The page of a details form (register details, linkage details): heading, error summary, the last
 * attempt's failure, the fields, the submit button, and a link to the other way of finishing.
 *
 * spec part 1 §5 disables the submit button until every field is filled in and the passwords match. NHS and
 * GOV.UK guidance (ACCESSIBILITY.md) prefers a button that stays enabled and says, on press, what is
 * missing: a disabled button gives no reason and cannot be focused. So the button stays enabled and the error
 * summary lists every problem; while the request runs it says so and ignores presses (aria-disabled).
 */
export function DetailsFormPage({
  title,
  fieldErrors,
  submitCount,
  failureCode,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  otherWay,
  children,
}: {
  /** Translated texts: title, submitLabel, pendingLabel. */
  title: string;
  fieldErrors: FormError[];
  submitCount: number;
  failureCode: string | undefined;
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** The link to the other details form. */
  otherWay: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page title={title} errorCount={fieldErrors.length + (failureCode ? 1 : 0)}>
      <Row>
        <Col width="two-thirds">
          {fieldErrors.length > 0 && (
            <FormErrorSummary errors={fieldErrors} submitCount={submitCount} />
          )}
          {failureCode && <RegistrationFailure code={failureCode} />}
          <form noValidate onSubmit={onSubmit}>
            {children}
            <Button type="submit" aria-disabled={pending || undefined}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </form>
          <p>{otherWay}</p>
        </Col>
      </Row>
    </Page>
  );
}
