import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'nhsuk-react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { showAlert } from '../../components/alerts/alert-store';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import { myDetailsPaths } from '../../lib/route-paths';
import { LetterForm } from './components/letter-form';
import { LetterQuestion } from './components/letter-question';
import { useSendLetter } from './link-with-letter';
import { changeGpScreenQuery } from './change-gp-screen-query';

/**
 * /my-details/my-gp/change (spec part 2 'Change my GP practice', §4, §5, §7 'Re-register to a GP'): has a
 * registration letter? Yes: the new practice's codes (in secondary mode, `?secondary=true`, with the
 * patient's last name and date of birth too), 'Register now', then My GP with the change confirmed. No: advice.
 */
export function ChangeGpScreen() {
  const { t } = useTranslation('linking');
  const { t: tErrors } = useTranslation('errors');
  const [searchParams] = useSearchParams();
  const secondary = searchParams.get('secondary') === 'true';
  const query = useQuery(changeGpScreenQuery);
  const navigate = useNavigate();
  const send = useSendLetter(changeGpScreenQuery);
  const [problemCount, setProblemCount] = useState(0);
  return (
    <QueryScreen
      query={query}
      title={t('changeGp.title')}
      loadingLabel={t('changeGp.loading')}
      failureMessage={tErrors('linking.failed')}
    >
      {(data) => (
        <Page title={t('changeGp.title')} errorCount={problemCount}>
          <Row>
            <Col width="two-thirds">
              <LetterQuestion
                question={t('changeGp.question')}
                yes={{ label: t('changeGp.yes'), heading: t('changeGp.formHeading') }}
                no={{ label: t('changeGp.no'), heading: t('changeGp.adviceHeading') }}
                withLetter={
                  <>
                    <p>{t('changeGp.formIntro')}</p>
                    <LetterForm
                      {...(secondary ? {} : { person: data.me.patient })}
                      submitLabel={t('changeGp.submit')}
                      pendingLabel={t('changeGp.submitting')}
                      onProblemCount={setProblemCount}
                      send={async (letter) => {
                        await send.changeGp(letter);
                        showAlert({
                          kind: 'success',
                          message: t('changeGp.changed'),
                          keepForNextPage: true,
                        });
                        await navigate(myDetailsPaths.myGp);
                      }}
                    >
                      <p>
                        <AppLink to={myDetailsPaths.myGp}>{t('changeGp.noDetails')}</AppLink>
                      </p>
                    </LetterForm>
                  </>
                }
                withoutLetter={<p>{t('changeGp.advice')}</p>}
              />
            </Col>
          </Row>
        </Page>
      )}
    </QueryScreen>
  );
}
