import { useQuery } from '@tanstack/react-query';
import { Button, Card, Checkboxes, Col, Fieldset, Row } from 'nhsuk-react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../components/trans';
import { AppLink } from '../../components/app-link';
import { ButtonLink } from '../../components/button-link';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import { TransLink } from '../../components/trans-link';
import { graphql } from '../../gql';
import type { WaysToRegisterScreenQuery as WaysToRegisterScreenResult } from '../../gql/graphql';
import { builtConfigAnswer } from '../../lib/built-public-config';
import { gatewayQuery } from '../../lib/query-keys';
import { useHydrated } from '../../lib/use-hydrated';
import { LoadingSpinner } from '../../components/loading-spinner';
import { FailureSummary } from '../../components/failure-summary';
import { useNhsLoginReturn, useStartNhsLogin } from '../../lib/nhs-login';
import { routePaths, registrationPaths } from '../../lib/route-paths';
import { updateRegistrationProgress, useRegistrationProgress } from './registration-progress-store';

const WaysToRegisterScreenQuery = graphql(`
  query WaysToRegisterScreen {
    config {
      productName
      featureNHSLogin
      links {
        terms
        privacy
      }
    }
  }
`);

const nhsLoginPanelId = 'nhs-login-confirmation';

/**
 * /ways-to-register and /method-selection (spec part 1 §2 'Ways to register / method selection'): what an
 * account is for, the marketing-email consent (kept in the registration progress, ticked as last chosen),
 * and the ways to register: by email (on to the benefits and age pages, then the email step), and, when
 * configuration has featureNHSLogin, by NHS login after a confirmation panel. NHS login sends the person back
 * here with `code`: the registration is completed with it, then home or choose pharmacy (spec part 1 §2).
 */
export function WaysToRegisterScreen() {
  const { t } = useTranslation('registration');
  const { t: tErrors } = useTranslation('errors');
  // The whole page at once, and in the HTML the build renders (issue #20), as /login does: until the
  // configuration has come the page shows the one the app was built with.
  const query = useQuery({
    ...gatewayQuery(WaysToRegisterScreenQuery),
    placeholderData: builtConfigAnswer,
  });
  const nhsLoginReturn = useNhsLoginReturn(WaysToRegisterScreenQuery);
  if (nhsLoginReturn.status === 'completing')
    return <LoadingSpinner label={t('waysToRegister.nhsLogin.completing')} />;
  return (
    <QueryScreen
      query={query}
      title={t('waysToRegister.title')}
      loadingLabel={t('waysToRegister.loading')}
      failureMessage={tErrors('common.unexpected')}
    >
      {({ config }) => (
        <WaysToRegister
          config={config}
          nhsLoginFailure={nhsLoginReturn.status === 'failed' ? nhsLoginReturn.code : undefined}
        />
      )}
    </QueryScreen>
  );
}

function WaysToRegister({
  config,
  nhsLoginFailure,
}: {
  config: WaysToRegisterScreenResult['config'];
  /** Why NHS login, back at this page, did not register the person. */
  nhsLoginFailure: string | undefined;
}) {
  const { t } = useTranslation('registration');
  const storedOptin = useRegistrationProgress((progress) => progress.marketingOptin);
  // The HTML the build renders has the box unticked, and inert, so that it cannot be ticked before the
  // script can keep the tick; the choice kept in this tab's session storage shows once hydrated.
  const hydrated = useHydrated();
  const marketingOptin = hydrated && storedOptin;
  const nhsLogin = useStartNhsLogin('REGISTER');
  const failureCode = nhsLogin.failureCode ?? nhsLoginFailure;
  const product = config.productName;
  return (
    <Page title={t('waysToRegister.title')} errorCount={failureCode ? 1 : 0}>
      <Row>
        <Col width="two-thirds">
          {failureCode && <NhsLoginFailure code={failureCode} />}
          <p className="nhsuk-body-l">{t('waysToRegister.intro', { product })}</p>
          <p>{t('waysToRegister.canDoHeading')}</p>
          <ul>
            <li>{t('waysToRegister.canDo.order')}</li>
            <li>{t('waysToRegister.canDo.pharmacy')}</li>
            <li>{t('waysToRegister.canDo.reminders')}</li>
            <li>{t('waysToRegister.canDo.gp')}</li>
          </ul>

          <Fieldset inert={!hydrated}>
            <Fieldset.Legend size="s">
              {t('waysToRegister.marketing.legend', { product })}
            </Fieldset.Legend>
            <Checkboxes idPrefix="marketing-optin">
              <Checkboxes.Item
                id="marketingOptin"
                name="marketingOptin"
                checked={marketingOptin}
                hint={t('waysToRegister.marketing.hint')}
                onChange={(event) =>
                  updateRegistrationProgress({ marketingOptin: event.currentTarget.checked })
                }
              >
                {t('waysToRegister.marketing.label', { product })}
              </Checkboxes.Item>
            </Checkboxes>
          </Fieldset>

          <h2 className="nhsuk-heading-m">{t('waysToRegister.chooseHeading')}</h2>
          <h3 className="nhsuk-heading-s">{t('waysToRegister.email.heading')}</h3>
          <p>{t('waysToRegister.email.body')}</p>
          <ButtonLink to={registrationPaths.benefits}>
            {t('waysToRegister.email.button')}
          </ButtonLink>

          {config.featureNHSLogin && (
            <RegisterWithNhsLogin
              starting={nhsLogin.starting}
              onContinue={() => {
                updateRegistrationProgress({ regRoute: 'NHSLogin' });
                nhsLogin.start(marketingOptin);
              }}
            />
          )}

          <p>
            <Trans
              t={t}
              i18nKey="waysToRegister.terms"
              components={{
                terms: <TransLink href={config.links.terms} />,
                privacy: <TransLink href={config.links.privacy} />,
              }}
            />
          </p>
          <p>
            <Trans
              t={t}
              i18nKey="waysToRegister.haveAccount"
              components={{ a: <AppLink to={routePaths.login} /> }}
            />
          </p>
        </Col>
      </Row>
    </Page>
  );
}

/**
 * NHS login: a button that opens the confirmation panel in the page (spec: the NHS will send a confirmation
 * email in about 2 hours). The panel takes focus as it opens, so it is read out; 'Go Back' closes it and
 * returns focus to the button that opened it (as a disclosure does).
 */
function RegisterWithNhsLogin({
  starting,
  onContinue,
}: {
  starting: boolean;
  onContinue: () => void;
}) {
  const { t } = useTranslation('registration');
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Whether focus should go back to the opener once the panel has closed (not on first render).
  const returnFocus = useRef(false);
  useEffect(() => {
    if (open) panelRef.current?.focus();
    else if (returnFocus.current) openerRef.current?.focus();
  }, [open]);

  return (
    <>
      <h3 className="nhsuk-heading-s">{t('waysToRegister.nhsLogin.heading')}</h3>
      <p>{t('waysToRegister.nhsLogin.body')}</p>
      <Button
        type="button"
        secondary
        ref={openerRef}
        aria-expanded={open}
        aria-controls={nhsLoginPanelId}
        onClick={() => setOpen(true)}
      >
        {t('waysToRegister.nhsLogin.button')}
      </Button>
      {open && (
        <Card
          id={nhsLoginPanelId}
          ref={panelRef}
          tabIndex={-1}
          role="region"
          aria-labelledby={`${nhsLoginPanelId}-title`}
        >
          <Card.Heading headingLevel="h3" id={`${nhsLoginPanelId}-title`}>
            {t('waysToRegister.nhsLogin.panel.title')}
          </Card.Heading>
          <p>{t('waysToRegister.nhsLogin.panel.body')}</p>
          <div className="nhsuk-button-group">
            <Button type="button" login onClick={onContinue} aria-disabled={starting || undefined}>
              {starting
                ? t('waysToRegister.nhsLogin.panel.starting')
                : t('waysToRegister.nhsLogin.panel.continue')}
            </Button>
            <Button
              type="button"
              secondary
              onClick={() => {
                returnFocus.current = true;
                setOpen(false);
              }}
            >
              {t('waysToRegister.nhsLogin.panel.goBack')}
            </Button>
          </div>
        </Card>
      )}
    </>
  );
}

/**
 * Why NHS login did not register the person (spec part 1 §8): an account exists already (log in instead),
 * or NHS login could not be used. The words are chosen here so that they follow the language.
 */
function NhsLoginFailure({ code }: { code: string }) {
  const { t: tErrors } = useTranslation('errors');
  return (
    <FailureSummary
      message={
        code === 'nhsLogin.accountExists'
          ? tErrors('nhsLogin.accountExists')
          : tErrors('nhsLogin.failed')
      }
    />
  );
}
