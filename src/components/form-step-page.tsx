import { Col, Row } from 'nhsuk-react-components';
import type { ReactNode, SubmitEventHandler } from 'react';
import { AppLink } from './app-link';
import { FormErrorSummary, type FormError } from './form-error-summary';
import { Page } from './page';

/**
 * A step of a flow with one form per page (GP appointment booking, pharmacy service booking): the NHS back
 * link to the step before, the question as the page's heading, why the last attempt failed, the error
 * summary, what the page says before its form, and the form with its button. Text comes translated.
 */
export function FormStepPage({
  title,
  back,
  backLabel,
  errors,
  submitCount,
  onSubmit,
  submit,
  failure,
  before,
  children,
}: {
  title: string;
  back: string;
  backLabel: string;
  errors: FormError[];
  submitCount: number;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  submit: ReactNode;
  /** Why the last attempt failed when no field can say (a FailureSummary), shown first. */
  failure?: ReactNode;
  /** What the page says before its form (e.g. the choices so far). */
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <AppLink className="nhsuk-back-link" to={back}>
        {backLabel}
      </AppLink>
      <Page title={title} errorCount={errors.length + (failure ? 1 : 0)}>
        <Row>
          <Col width="two-thirds">
            {failure}
            <FormErrorSummary errors={errors} submitCount={submitCount} />
            {before}
            <form noValidate onSubmit={onSubmit}>
              {children}
              {submit}
            </form>
          </Col>
        </Row>
      </Page>
    </>
  );
}
