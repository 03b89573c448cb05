import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { Page } from '../../components/page';
import { QueryScreen } from '../../components/query-screen';
import { myDetailsPaths } from '../../lib/route-paths';
import { registerVariants } from './linking-paths';
import { multiPatientInfoScreenQuery } from './multi-patient-info-screen-query';

/**
 * /my-services/multi-patient-info (spec part 1 §2 'Multi-patient info'): 'What is multi-patient access?' with
 * 'Add Patient'. With more than one other patient, My linked patients (hasMultiPatient); with none, register
 * for online services' noLinkedPatients guidance. Me.linkedPatients holds the active patient too.
 */
export function MultiPatientInfoScreen() {
  const { t } = useTranslation('linking');
  const { t: tErrors } = useTranslation('errors');
  // A routing decision on how many patients the account has now: its options keep no old answer, and it is
  // not made on an answer being read again because it is out of date (decidesOnAnswer): adding a patient marks
  // it so, and deciding on it would send the user to the no-linked-patients guidance with the patient added.
  const query = useQuery(multiPatientInfoScreenQuery);
  return (
    <QueryScreen
      query={query}
      title={t('multiPatient.title')}
      loadingLabel={t('multiPatient.loading')}
      failureMessage={tErrors('linking.failed')}
      decidesOnAnswer
    >
      {(data) => {
        const others = data.me.linkedPatients.filter((linked) => !linked.selected).length;
        if (others > 1)
          return (
            <Navigate to={`${myDetailsPaths.myLinkedPatients}?hasMultiPatient=true`} replace />
          );
        if (others === 0) return <Navigate to={registerVariants.noLinkedPatients} replace />;
        return (
          <Page title={t('multiPatient.title')}>
            <p>{t('multiPatient.body')}</p>
            <p>{t('multiPatient.gp')}</p>
            <ButtonLink to={registerVariants.secondary}>{t('multiPatient.addPatient')}</ButtonLink>
          </Page>
        );
      }}
    </QueryScreen>
  );
}
