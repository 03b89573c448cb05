import { Button, Col, Radios, Row } from 'nhsuk-react-components';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../components/trans';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/app-link';
import { useFieldErrorProps } from '../../components/field-error-props';
import { FormErrorSummary } from '../../components/form-error-summary';
import { focusPageHeadingWhenShown } from '../../components/navigation-focus';
import { Page } from '../../components/page';
import { TransLink } from '../../components/trans-link';
import { lazyYupResolver } from '../../lib/lazy-yup-resolver';
import { validateOnSubmit } from '../../lib/submit-once';
import { useMessageText } from '../../lib/use-message-text';
import type { AgeCheckFormValues } from './age-check-schema';
import { registrationPaths } from '../../lib/route-paths';

/** Validation rules load after the page (see lazyYupResolver). */
const ageCheckResolver = lazyYupResolver<AgeCheckFormValues>(() =>
  import('./age-check-schema').then(({ ageCheckSchema }) => ageCheckSchema),
);

/** NHS 111 online: where anyone can get urgent help with their health, whatever their age. */
const nhs111Url = 'https://111.nhs.uk/';

/**
 * /age-check-and-email (spec part 1 §2, §9: registration is for people 16 or over): an NHS question page,
 * 'Are you 16 or over?' with Yes and No. Yes goes on to the email step; No shows, on this page, why an
 * account cannot be made and where to get help, with a way to change the answer. Each view is its own page:
 * its heading takes focus when the view changes, as after a route change.
 */
export function AgeCheckScreen() {
  const [tooYoung, setTooYoung] = useState(false);
  const showView = (next: boolean) => {
    focusPageHeadingWhenShown();
    setTooYoung(next);
  };
  return tooYoung ? (
    <CannotRegister onChangeAnswer={() => showView(false)} />
  ) : (
    <AgeQuestion onTooYoung={() => showView(true)} />
  );
}

function AgeQuestion({ onTooYoung }: { onTooYoung: () => void }) {
  const { t } = useTranslation('registration');
  const messageText = useMessageText();
  const fieldErrorProps = useFieldErrorProps();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<AgeCheckFormValues>({ resolver: ageCheckResolver, ...validateOnSubmit });

  const answerError = messageText(errors.sixteenOrOver?.message);
  // The summary links to the first radio (NHS radios guidance).
  const summary = answerError ? [{ fieldId: 'sixteenOrOver-yes', message: answerError }] : [];
  const onSubmit = handleSubmit(({ sixteenOrOver }) => {
    if (sixteenOrOver === 'yes') void navigate(registrationPaths.verifyEmail);
    else onTooYoung();
  });

  return (
    <>
      <AppLink className="nhsuk-back-link" to={registrationPaths.benefits}>
        {t('back')}
      </AppLink>
      <Page title={t('ageCheck.title')} errorCount={summary.length}>
        <Row>
          <Col width="two-thirds">
            {summary.length > 0 && <FormErrorSummary errors={summary} submitCount={submitCount} />}
            <form noValidate onSubmit={(event) => void onSubmit(event)}>
              {/* The question is the page's heading; the group repeats it for screen readers. */}
              <Radios
                id="sixteenOrOver"
                legend={t('ageCheck.title')}
                legendProps={{ className: 'nhsuk-u-visually-hidden' }}
                hint={t('ageCheck.hint')}
                error={answerError}
                errorProps={fieldErrorProps}
                inline
              >
                <Radios.Item id="sixteenOrOver-yes" value="yes" {...register('sixteenOrOver')}>
                  {t('ageCheck.yes')}
                </Radios.Item>
                <Radios.Item id="sixteenOrOver-no" value="no" {...register('sixteenOrOver')}>
                  {t('ageCheck.no')}
                </Radios.Item>
              </Radios>
              <Button type="submit">{t('ageCheck.continue')}</Button>
            </form>
          </Col>
        </Row>
      </Page>
    </>
  );
}

function CannotRegister({ onChangeAnswer }: { onChangeAnswer: () => void }) {
  const { t } = useTranslation('registration');
  return (
    <Page title={t('ageCheck.tooYoung.title')}>
      <Row>
        <Col width="two-thirds">
          <p>{t('ageCheck.tooYoung.body')}</p>
          <h2 className="nhsuk-heading-m">{t('ageCheck.tooYoung.helpHeading')}</h2>
          <p>{t('ageCheck.tooYoung.parentOrCarer')}</p>
          <p>{t('ageCheck.tooYoung.pharmacist')}</p>
          <p>
            <Trans
              t={t}
              i18nKey="ageCheck.tooYoung.urgent"
              components={{ a: <TransLink href={nhs111Url} /> }}
            />
          </p>
          <Button type="button" secondary onClick={onChangeAnswer}>
            {t('ageCheck.tooYoung.changeAnswer')}
          </Button>
        </Col>
      </Row>
    </Page>
  );
}
