import { useQuery } from '@tanstack/react-query';
import { Button, Col, Row } from 'nhsuk-react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { ButtonLink } from '../../components/button-link';
import { FailureSummary } from '../../components/failure-summary';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import type { RegisterForOnlineServicesScreenQuery } from '../../gql/graphql';
import { useStartNhsLogin } from '../../lib/nhs-login';
import { routePaths } from '../../lib/route-paths';
import { LetterForm } from './components/letter-form';
import { LetterQuestion } from './components/letter-question';
import { registerVariants } from './linking-paths';
import { ConnectionResult, type ConnectionOutcome } from './connection-result';
import { useSendLetter } from './link-with-letter';
import { useNhsLoginConnection } from './use-nhs-login-connection';
import { registerForOnlineServicesScreenQuery } from './register-for-online-services-screen-query';

/**
 * /my-services/register-for-online-services (spec part 1 §2 'Register for online services', 'Connect IM1
 * result'). Its variants, by query: `code` (back from NHS login: connect, then the result); `connectionResult`
 * (the result of the linkage form, or home when not from it); `noLinkedPatients` (proxy-access guidance);
 * `secondary` (add another patient with their letter); otherwise the active patient connects, or goes home
 * when already registered.
 */
export function RegisterForOnlineServicesScreen() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const nhsLoginOutcome = useNhsLoginConnection();
  if (nhsLoginOutcome) return <ConnectionResult outcome={nhsLoginOutcome} />;
  if (searchParams.has('connectionResult')) {
    const fromLinkage = (location.state as { fromLinkage?: boolean } | null)?.fromLinkage;
    return fromLinkage ? (
      <ConnectionResult outcome={{ status: 'connected' }} />
    ) : (
      <Navigate to={routePaths.home} replace />
    );
  }
  if (searchParams.get('noLinkedPatients') === 'true') return <NoLinkedPatients />;
  return <Register secondary={searchParams.get('secondary') === 'true'} />;
}

function NoLinkedPatients() {
  const { t } = useTranslation('linking');
  return (
    <Page title={t('register.noLinkedPatients.title')}>
      <p>{t('register.noLinkedPatients.body')}</p>
      <ButtonLink to={registerVariants.secondary}>
        {t('register.noLinkedPatients.addPatient')}
      </ButtonLink>
    </Page>
  );
}

function Register({ secondary }: { secondary: boolean }) {
  const { t } = useTranslation('linking');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(registerForOnlineServicesScreenQuery);
  const title = secondary ? t('register.titleSecondary') : t('register.title');
  return (
    <QueryScreen
      query={query}
      title={title}
      loadingLabel={t('register.loading')}
      failureMessage={tErrors('linking.failed')}
      decidesOnAnswer
    >
      {(data) =>
        data.me.patient.iM1Available && !secondary ? (
          <Navigate to={routePaths.home} replace />
        ) : (
          <RegisterPage title={title} secondary={secondary} data={data} />
        )
      }
    </QueryScreen>
  );
}

function RegisterPage({
  title,
  secondary,
  data,
}: {
  title: string;
  secondary: boolean;
  data: RegisterForOnlineServicesScreenQuery;
}) {
  const { t } = useTranslation('linking');
  const { t: tErrors } = useTranslation('errors');
  const [outcome, setOutcome] = useState<ConnectionOutcome>();
  const [problemCount, setProblemCount] = useState(0);
  const send = useSendLetter(registerForOnlineServicesScreenQuery);
  const nhsLogin = useStartNhsLogin('LINK');

  if (outcome) return <ConnectionResult outcome={outcome} />;
  const { patient } = data.me;
  return (
    <Page title={title} errorCount={problemCount}>
      <Row>
        <Col width="two-thirds">
          {nhsLogin.failureCode && <FailureSummary message={tErrors('nhsLogin.failed')} />}
          <p>{t('register.intro')}</p>
          <LetterQuestion
            question={secondary ? t('register.questionSecondary') : t('register.question')}
            yes={{ label: t('register.yes'), heading: t('register.yes') }}
            no={{ label: t('register.no'), heading: t('register.noLetter.heading') }}
            otherButton={
              data.config.featureNHSLogin &&
              !secondary && (
                <Button
                  type="button"
                  login
                  onClick={() => nhsLogin.start()}
                  aria-disabled={nhsLogin.starting || undefined}
                >
                  {t('register.nhsLogin')}
                </Button>
              )
            }
            withLetter={
              <>
                <p>{secondary ? t('register.formIntroSecondary') : t('register.formIntro')}</p>
                <LetterForm
                  {...(secondary ? {} : { person: patient })}
                  submitLabel={t('register.submit')}
                  pendingLabel={t('register.submitting')}
                  onProblemCount={setProblemCount}
                  send={async (letter) => {
                    await send.link(letter, secondary);
                    setOutcome({ status: 'connected' });
                  }}
                >
                  <p>
                    <AppLink to={routePaths.myServices}>{t('register.noDetails')}</AppLink>
                  </p>
                </LetterForm>
              </>
            }
            withoutLetter={
              <>
                <p>
                  {secondary ? t('register.noLetter.bodySecondary') : t('register.noLetter.body')}
                </p>
                <ul>
                  <li>{t('register.noLetter.codes.linkageKey')}</li>
                  <li>{t('register.noLetter.codes.odsCode')}</li>
                  <li>{t('register.noLetter.codes.accountId')}</li>
                </ul>
                {secondary && <p>{t('register.noLetter.stepsSecondary')}</p>}
              </>
            }
          />
        </Col>
      </Row>
    </Page>
  );
}
