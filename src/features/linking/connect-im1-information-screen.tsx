import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Row } from 'nhsuk-react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button-link';
import { FailureSummary } from '../../components/failure-summary';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import { useStartNhsLogin } from '../../lib/nhs-login';
import { linkingPaths } from '../../lib/route-paths';
import { connectIm1InformationScreenQuery } from './connect-im1-information-screen-query';

const panelId = 'nhs-login-confirmation';

/**
 * /connect-im1-information (spec part 1 §2 'Connect IM1 information'): what a linkage letter is, a button to
 * the connect form (linking:information.letter.*), and, when featureNHSLogin, NHS login after the
 * confirmation panel, coming back to register for online services to connect.
 */
export function ConnectIm1InformationScreen() {
  const { t } = useTranslation('linking');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(connectIm1InformationScreenQuery);
  const nhsLogin = useStartNhsLogin('LINK');
  return (
    <QueryScreen
      query={query}
      title={t('information.title')}
      loadingLabel={t('information.loading')}
      failureMessage={tErrors('linking.failed')}
    >
      {(data) => (
        <Page title={t('information.title')}>
          <Row>
            <Col width="two-thirds">
              {nhsLogin.failureCode && <FailureSummary message={tErrors('nhsLogin.failed')} />}
              <h2 className="nhsuk-heading-m">{t('information.letter.heading')}</h2>
              <p>{t('information.letter.body')}</p>
              <p>{t('information.letter.ask')}</p>
              <ButtonLink to={linkingPaths.connectIm1Form}>
                {t('information.letter.continue')}
              </ButtonLink>
              {data.config.featureNHSLogin && (
                <NhsLoginOption starting={nhsLogin.starting} onContinue={() => nhsLogin.start()} />
              )}
            </Col>
          </Row>
        </Page>
      )}
    </QueryScreen>
  );
}

/**
 * The NHS login option with its confirmation panel (as on ways to register): the panel takes focus as it
 * opens, so it is read out; 'Go Back' closes it and returns focus to its opener.
 */
function NhsLoginOption({ starting, onContinue }: { starting: boolean; onContinue: () => void }) {
  const { t } = useTranslation('linking');
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closedByUser = useRef(false);
  useEffect(() => {
    if (open) panelRef.current?.focus();
    else if (closedByUser.current) openerRef.current?.focus();
  }, [open]);
  return (
    <>
      <h2 className="nhsuk-heading-m">{t('information.nhsLogin.heading')}</h2>
      <p>{t('information.nhsLogin.body')}</p>
      <Button
        type="button"
        secondary
        ref={openerRef}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        {t('information.nhsLogin.button')}
      </Button>
      {open && (
        <Card
          id={panelId}
          ref={panelRef}
          tabIndex={-1}
          role="region"
          aria-labelledby={`${panelId}-title`}
        >
          <Card.Heading headingLevel="h3" id={`${panelId}-title`}>
            {t('information.nhsLogin.panel.title')}
          </Card.Heading>
          <p>{t('information.nhsLogin.panel.body')}</p>
          <div className="nhsuk-button-group">
            <Button type="button" login onClick={onContinue} aria-disabled={starting || undefined}>
              {starting
                ? t('information.nhsLogin.panel.starting')
                : t('information.nhsLogin.panel.continue')}
            </Button>
            <Button
              type="button"
              secondary
              onClick={() => {
                closedByUser.current = true;
                setOpen(false);
              }}
            >
              {t('information.nhsLogin.panel.goBack')}
            </Button>
          </div>
        </Card>
      )}
    </>
  );
}
