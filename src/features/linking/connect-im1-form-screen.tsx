import { useQuery } from '@tanstack/react-query';
import { BackLink, Col, Row } from 'nhsuk-react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import { linkingPaths } from '../../lib/route-paths';
import { LetterForm } from './components/letter-form';
import { useSendLetter } from './link-with-letter';
import { registerVariants } from './linking-paths';
import { connectIm1FormScreenQuery } from './connect-im1-form-screen-query';

/**
 * /connect-im1-form, 'Linkage Details from GP' (spec part 1 §2 'Connect IM1 form', §5: 'Connect Now!'
 * requires all five fields): last name, date of birth and the letter's three codes; Back to the
 * information page. On success, the connect result flagged as from linkage.
 */
export function ConnectIm1FormScreen() {
  const { t } = useTranslation('linking');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(connectIm1FormScreenQuery);
  const navigate = useNavigate();
  const send = useSendLetter(connectIm1FormScreenQuery);
  const [problemCount, setProblemCount] = useState(0);
  return (
    <QueryScreen
      query={query}
      title={t('connectForm.title')}
      loadingLabel={t('connectForm.loading')}
      failureMessage={tErrors('linking.failed')}
    >
      {() => (
        <Page title={t('connectForm.title')} errorCount={problemCount}>
          <Row>
            <Col width="two-thirds">
              <p>{t('connectForm.intro')}</p>
              <LetterForm
                submitLabel={t('connectForm.submit')}
                pendingLabel={t('connectForm.submitting')}
                onProblemCount={setProblemCount}
                send={async (letter) => {
                  await send.link(letter, false);
                  await navigate(registerVariants.connectionResult, {
                    state: { fromLinkage: true },
                  });
                }}
              >
                <BackLink
                  asElement={AppLink}
                  href={linkingPaths.connectIm1Information}
                  to={linkingPaths.connectIm1Information}
                >
                  {t('connectForm.back')}
                </BackLink>
              </LetterForm>
            </Col>
          </Row>
        </Page>
      )}
    </QueryScreen>
  );
}
