import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'nhsuk-react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Page } from '../../components/page';
import { graphql } from '../../gql';
import { gatewayQuery } from '../../lib/query-keys';
import { registrationPaths } from '../../lib/route-paths';
import { updateRegistrationProgress } from './registration-progress-store';

const VerifyRegistrationEmailMutation = graphql(`
  mutation VerifyRegistrationEmail($token: String!) {
    verifyRegistrationEmail(token: $token) {
      email
    }
  }
`);

/**
 * /register?verificationToken=… (spec part 1 §2 'Verify email landing'), the page the verification email
 * links to. It verifies the token once: a token is single use, so the call runs as a cached query keyed by
 * the token rather than in an effect (React StrictMode runs effects twice; TanStack Query shares one request
 * between the two mounts, never retries and never refetches it). Coming back here in the same visit (the
 * details pages' Back link) shows the answer again without a second call. Then it asks whether the user has
 * linkage codes; a failure or a missing token goes to /verify-email in the invalid-token state.
 */
export function RegisterScreen() {
  const { t } = useTranslation('registration');
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const token = searchParams.get('verificationToken')?.trim() ?? '';
  const verification = useQuery({
    ...gatewayQuery(VerifyRegistrationEmailMutation, { token }),
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    retryOnMount: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const verifiedEmail = verification.data?.verifyRegistrationEmail.email;
  useEffect(() => {
    if (verifiedEmail) updateRegistrationProgress({ regRoute: 'Manual', email: verifiedEmail });
  }, [verifiedEmail]);

  if (token === '' || verification.status === 'error') {
    return <Navigate to={registrationPaths.verifyEmail} replace state={{ invalidToken: true }} />;
  }
  if (verification.status === 'pending') return <LoadingSpinner label={t('register.verifying')} />;

  // The details pages' Back link returns here, to the question.
  const questionState = { questionPath: `${location.pathname}${location.search}` };
  return (
    <Page title={t('register.title')}>
      <Row>
        <Col width="two-thirds">
          <h2 className="nhsuk-heading-m">{t('register.question')}</h2>
          <p>{t('register.explanation')}</p>
          <p>{t('register.withoutCodes')}</p>
          <div className="nhsuk-button-group">
            <ButtonLink to={registrationPaths.linkageDetails} state={questionState}>
              {t('register.yes')}
            </ButtonLink>
            <ButtonLink to={registrationPaths.registerDetails} state={questionState} secondary>
              {t('register.no')}
            </ButtonLink>
          </div>
        </Col>
      </Row>
    </Page>
  );
}
