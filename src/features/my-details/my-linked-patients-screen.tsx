import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'nhsuk-react-components';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../components/trans';
import { useNavigate } from 'react-router';
import { showAlert } from '../../components/alerts/alert-store';
import { ButtonLink } from '../../components/button-link';
import { Page } from '../../components/page';
import { PatientInitials } from '../../components/patient-initials';
import { QueryScreen } from '../../components/query-screen';
import { graphql } from '../../gql';
import type { MyLinkedPatientsScreenQuery } from '../../gql/graphql';
import { readAfreshForActivePatient } from '../../lib/active-patient';
import { gatewayRequest } from '../../lib/gateway-client';
import { linkingPaths, routePaths } from '../../lib/route-paths';
import { DeleteLinkedPatient } from './components/delete-linked-patient';
import { myLinkedPatientsScreenQuery } from './my-linked-patients-screen-query';
import './my-linked-patients-screen.css';

const SwitchLinkedPatientMutation = graphql(`
  mutation SwitchLinkedPatient($patientId: ID!) {
    selectPatient(patientId: $patientId) {
      patient {
        id
      }
    }
  }
`);

/** 'Add a new patient' is secondary registration (spec part 2 'My linked patients'). */
const addPatientPath = `${linkingPaths.registerForOnlineServices}?secondary=true`;

type LinkedPatients = MyLinkedPatientsScreenQuery['myLinkedPatients'];

/**
 * /my-details/my-linked-patients (spec part 2 'My linked patients'; query hasMultiPatient is accepted and
 * needs nothing more): the account's patients with their coloured initials; choosing one switches to them
 * and goes home; 'Add a new patient'; 'Refresh list' (read afresh, announced politely); and Delete in two
 * steps (./components/delete-linked-patient.tsx).
 */
export function MyLinkedPatientsScreen() {
  const { t } = useTranslation('my-details');
  const { t: tErrors } = useTranslation('errors');
  const query = useQuery(myLinkedPatientsScreenQuery);
  return (
    <QueryScreen
      query={query}
      title={t('linkedPatients.title')}
      loadingLabel={t('linkedPatients.loading')}
      failureMessage={tErrors('common.unexpected')}
    >
      {(data) => (
        <LinkedPatientsPage patients={data.myLinkedPatients} refresh={() => query.refetch()} />
      )}
    </QueryScreen>
  );
}

function LinkedPatientsPage({
  patients,
  refresh,
}: {
  patients: LinkedPatients;
  refresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation('my-details');
  const [announcement, setAnnouncement] = useState('');
  const [errorCount, setErrorCount] = useState(0);
  const refreshing = useRef(false);

  const refreshList = async () => {
    if (refreshing.current) return;
    refreshing.current = true;
    setAnnouncement(t('linkedPatients.refreshing'));
    try {
      await refresh();
      setAnnouncement(t('linkedPatients.refreshed'));
    } finally {
      refreshing.current = false;
    }
  };

  return (
    <Page title={t('linkedPatients.title')} errorCount={errorCount}>
      <p>{t('linkedPatients.intro')}</p>
      <PatientList patients={patients} onAnnounce={setAnnouncement} />
      <p className="nhsuk-u-visually-hidden" role="status">
        {announcement}
      </p>
      <div className="nhsuk-button-group">
        <ButtonLink to={addPatientPath}>{t('linkedPatients.addPatient')}</ButtonLink>
        <Button type="button" secondary onClick={() => void refreshList()}>
          {t('linkedPatients.refresh')}
        </Button>
      </div>
      <DeleteLinkedPatient
        patients={patients.filter((patient) => patient.deletable)}
        onDeleted={refresh}
        onErrorCountChange={setErrorCount}
      />
    </Page>
  );
}

/**
 * Each patient is a button, as in the home switcher (spec part 1 §2): choosing one switches the active
 * patient, reloads everything shown for them and goes home. The active patient's button says so and does
 * nothing; the initials are decoration beside the name.
 */
function PatientList({
  patients,
  onAnnounce,
}: {
  patients: LinkedPatients;
  onAnnounce: (text: string) => void;
}) {
  const { t } = useTranslation('my-details');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const switching = useRef(false);
  const select = useMutation({
    mutationFn: (patientId: string) => gatewayRequest(SwitchLinkedPatientMutation, { patientId }),
  });

  const switchTo = async (patientId: string, name: string) => {
    if (switching.current) return;
    switching.current = true;
    onAnnounce(t('linkedPatients.switching', { name }));
    try {
      await select.mutateAsync(patientId);
      // Everything shown is the active patient's, the frame's name too (the spec's reload, keeping focus).
      await readAfreshForActivePatient(queryClient);
      void navigate(routePaths.home);
    } catch {
      onAnnounce('');
      showAlert({ kind: 'error', message: t('linkedPatients.switchFailed', { name }) });
    } finally {
      switching.current = false;
    }
  };

  return (
    <ul className="nhsuk-list app-linked-patients" aria-label={t('linkedPatients.listLabel')}>
      {patients.map((patient, index) => (
        <li key={patient.patientId}>
          <Button
            type="button"
            secondary
            className="app-linked-patients__patient"
            aria-current={patient.selected ? 'true' : undefined}
            onClick={() => {
              if (!patient.selected) void switchTo(patient.patientId, patient.fullName);
            }}
          >
            <PatientInitials fullName={patient.fullName} index={index} />
            {patient.selected ? (
              t('linkedPatients.selected', { name: patient.fullName })
            ) : (
              <Trans
                t={t}
                i18nKey="linkedPatients.switchTo"
                values={{ name: patient.fullName }}
                components={{ hidden: <span className="nhsuk-u-visually-hidden" /> }}
              />
            )}
          </Button>
        </li>
      ))}
    </ul>
  );
}
