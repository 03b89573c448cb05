import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Row } from 'nhsuk-react-components';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/app-link';
import { showAlert } from '../../components/alerts/alert-store';
import { FailureSummary } from '../../components/failure-summary';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import { graphql } from '../../gql';
import type { DeregisterScreenQuery } from '../../gql/graphql';
import { gatewayRequest } from '../../lib/gateway-client';
import { myDetailsPaths, routePaths } from '../../lib/route-paths';
import { deregisterScreenQuery } from './deregister-screen-query';

const DeregisterMutation = graphql(`
  mutation Deregister {
    deregister {
      features {
        im1Linked
      }
    }
  }
`);

/**
 * /my-details/deregister (spec part 2 'Deregister for online services'; an IM1-check route, part 1 §2): the
 * red warning, the confirm button and 'Go back' (my-details:deregister.*). On success the GP registration and
 * integration settings are gone and the user goes to My services with its success message
 * (my-services:hub.deregistered; part 2 §4, §8); on failure the catalogue's message shows here. 'Go back' leads to My profile, as
 * the spec says.
 */
export function DeregisterScreen() {
  const { t } = useTranslation('my-details');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(deregisterScreenQuery);
  return (
    <QueryScreen
      query={query}
      title={t('deregister.title')}
      loadingLabel={t('deregister.loading')}
      failureMessage={tErrors('common.unexpected')}
    >
      {(data) => <DeregisterWarning patient={data.me.patient} />}
    </QueryScreen>
  );
}

function DeregisterWarning({ patient }: { patient: DeregisterScreenQuery['me']['patient'] }) {
  const { t } = useTranslation('my-details');
  const { t: tServices } = useTranslation('my-services');
  const { t: tErrors } = useTranslation('errors');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const sending = useRef(false);
  const deregister = useMutation({ mutationFn: () => gatewayRequest(DeregisterMutation) });

  const confirm = async () => {
    if (sending.current) return;
    sending.current = true;
    setFailed(false);
    try {
      await deregister.mutateAsync();
      // Every screen and the frame show what the patient may use: read it all afresh.
      await queryClient.invalidateQueries();
      showAlert({
        kind: 'success',
        message: tServices('hub.deregistered'),
        keepForNextPage: true,
      });
      void navigate(routePaths.myServices);
    } catch {
      setFailed(true);
    } finally {
      sending.current = false;
    }
  };

  return (
    <Page title={t('deregister.title')} errorCount={failed ? 1 : 0}>
      <Row>
        <Col width="two-thirds">
          {failed && <FailureSummary message={tErrors('myDetails.deregisterFailed')} />}
          <p>{t('deregister.who', { name: `${patient.firstName} ${patient.lastName}` })}</p>
          {/* The red warning (spec part 2): NHS's urgent care card, red for what cannot be undone. */}
          <Card cardType="urgent">
            {/* Our heading says what the card is; the design system's English 'Urgent advice:' would not. */}
            <Card.Heading headingLevel="h2" visuallyHiddenText="">
              {t('deregister.warningHeading')}
            </Card.Heading>
            <Card.Description>{t('deregister.warning')}</Card.Description>
            <Card.Description>{t('deregister.dataLost')}</Card.Description>
            <Card.Description>{t('deregister.cannotUndo')}</Card.Description>
          </Card>
          <Button
            type="button"
            warning
            aria-disabled={deregister.isPending || undefined}
            onClick={() => void confirm()}
          >
            {deregister.isPending ? t('deregister.deregistering') : t('deregister.confirm')}
          </Button>
          <p>
            <AppLink to={myDetailsPaths.myProfile}>{t('deregister.goBack')}</AppLink>
          </p>
        </Col>
      </Row>
    </Page>
  );
}
