import { useQuery } from '@tanstack/react-query';
import { SummaryList } from 'nhsuk-react-components';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import type { MyGpScreenQuery } from '../../gql/graphql';
import { guardRedirects, linkingPaths } from '../../lib/route-paths';
import { myGpScreenQuery } from './my-gp-screen-query';

/**
 * /my-details/my-gp (spec part 2 'My GP details'): the GP name, address lines 1-4, postcode, telephone and
 * doctor ('none chosen' when none), and 'Change my GP practice'. The screen needs a GP name and IM1
 * availability (features.myGp): without them the gateway answers no GP and the patient is sent home, as the
 * route guards send patients from routes they may not use (part 1 §2).
 */
export function MyGpScreen() {
  const { t } = useTranslation('my-details');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(myGpScreenQuery);
  return (
    <QueryScreen
      query={query}
      title={t('myGp.title')}
      loadingLabel={t('myGp.loading')}
      failureMessage={tErrors('common.unexpected')}
      decidesOnAnswer
    >
      {(data) =>
        data.myGp ? (
          <GpDetails gp={data.myGp} />
        ) : (
          <Navigate to={guardRedirects.notPermitted} replace />
        )
      }
    </QueryScreen>
  );
}

function GpDetails({ gp }: { gp: NonNullable<MyGpScreenQuery['myGp']> }) {
  const { t } = useTranslation('my-details');
  const addressLines = [gp.address1, gp.address2, gp.address3, gp.address4, gp.postcode].filter(
    (line): line is string => Boolean(line?.trim()),
  );
  return (
    <Page title={t('myGp.title')}>
      <SummaryList>
        <SummaryList.Row>
          <SummaryList.Key>{t('myGp.practice')}</SummaryList.Key>
          <SummaryList.Value>{gp.gpName}</SummaryList.Value>
        </SummaryList.Row>
        <SummaryList.Row>
          <SummaryList.Key>{t('myGp.address')}</SummaryList.Key>
          <SummaryList.Value>
            {addressLines.length === 0
              ? t('myGp.notRecorded')
              : addressLines.map((line, index) => (
                  <span key={index}>
                    {index > 0 && <br />}
                    {line}
                  </span>
                ))}
          </SummaryList.Value>
        </SummaryList.Row>
        <SummaryList.Row>
          <SummaryList.Key>{t('myGp.telephone')}</SummaryList.Key>
          <SummaryList.Value>
            {gp.telephone ? (
              <a href={`tel:${gp.telephone.replace(/\s+/g, '')}`}>{gp.telephone}</a>
            ) : (
              t('myGp.notRecorded')
            )}
          </SummaryList.Value>
        </SummaryList.Row>
        <SummaryList.Row>
          <SummaryList.Key>{t('myGp.doctor')}</SummaryList.Key>
          <SummaryList.Value>{gp.doctorName ?? t('myGp.noDoctor')}</SummaryList.Value>
        </SummaryList.Row>
      </SummaryList>
      <p>
        <AppLink to={linkingPaths.changeGp}>{t('myGp.change')}</AppLink>
      </p>
    </Page>
  );
}
