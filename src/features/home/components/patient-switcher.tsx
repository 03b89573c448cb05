import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'nhsuk-react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '../../../components/trans';
import { AppLink } from '../../../components/app-link';
import { showAlert } from '../../../components/alerts/alert-store';
import { PatientInitials } from '../../../components/patient-initials';
import { graphql } from '../../../gql';
import type { PatientSwitcherFragment } from '../../../gql/graphql';
import { GatewayError, gatewayRequest } from '../../../lib/gateway-client';
import { readAfreshForActivePatient } from '../../../lib/active-patient';
import { linkingPaths } from '../../../lib/route-paths';
import './patient-switcher.css';

/** What the switcher shows; HomeScreen's query spreads it. */
export const PatientSwitcherFields = graphql(`
  fragment PatientSwitcher on Me {
    patient {
      id
      firstName
      lastName
      iM1Available
    }
    linkedPatients {
      patientId
      fullName
      selected
    }
    features {
      multiPatient
      im1Enabled
      im1Linked
    }
  }
`);

const SelectPatientMutation = graphql(`
  mutation SelectPatient($patientId: ID!) {
    selectPatient(patientId: $patientId) {
      patient {
        id
      }
    }
  }
`);

/**
 * The patient switcher of home (spec part 1 §2 'Patient switcher (home)').
 *
 * Why buttons: choosing a patient is an action that reloads the page's data, so each patient is a real
 * NHS secondary button in a list (a screen reader says "list, 3 items" and then each name), not radios,
 * whose arrow-key selection would fire a switch on every step. Each button's visible text is the
 * patient's name beside their coloured initials; the initials and colour are decoration (aria-hidden).
 * Other patients' buttons are named "Switch to <name>"; the active patient's says "<name> (selected)",
 * visibly too, and carries aria-current.
 *
 * Focus: the gateway lists every patient, the active one included, in an order that a switch does not
 * change (Me.linkedPatients), and each button is keyed by patient, so the pressed button stays in the
 * same place and the same element while data reloads: it becomes the selected one and keeps focus (and
 * every patient keeps their initials colour). Should the pressed button still be gone after the reload
 * (the API lists no other patients for one who is not IM1-linked, so the list is not shown), focus goes to
 * the selected patient's button or else the switcher's heading, never back to the top of the document.
 * The result is announced in a polite live region.
 */
export function PatientSwitcher({ me }: { me: PatientSwitcherFragment }) {
  const { t } = useTranslation('home');
  const { t: tErrors } = useTranslation('errors');
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const switching = useRef(false);
  /** The patient just switched to, until the reloaded data shows them (then focus is checked). */
  const switchedTo = useRef<string | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const selectPatient = useMutation({
    mutationFn: (patientId: string) => gatewayRequest(SelectPatientMutation, { patientId }),
  });

  const switchTo = async (patientId: string, name: string) => {
    if (switching.current) return;
    switching.current = true;
    setAnnouncement(t('switcher.switching', { name }));
    try {
      await selectPatient.mutateAsync(patientId);
      switchedTo.current = patientId;
      // Everything shown is the active patient's, the frame's name too (the spec's reload, keeping focus).
      await readAfreshForActivePatient(queryClient);
      setAnnouncement(t('switcher.switched', { name }));
    } catch (error) {
      setAnnouncement('');
      // Shown in the frame's alerts (spec part 1 §9 patient errors); errors stay until dismissed.
      const forbidden = error instanceof GatewayError && error.code === 'patient.forbidden';
      showAlert({
        kind: 'error',
        message: forbidden ? tErrors('patient.forbidden') : tErrors('common.unexpected'),
      });
    } finally {
      switching.current = false;
    }
  };

  const { patient, linkedPatients, features } = me;

  useEffect(() => {
    if (switchedTo.current !== patient.id) return;
    switchedTo.current = null;
    // Normally the pressed button, kept on the page, still has focus: leave it there.
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body) return;
    const selectedButton = sectionRef.current?.querySelector<HTMLElement>('[aria-current="true"]');
    (selectedButton ?? headingRef.current)?.focus();
  }, [patient.id]);

  const unlinked = !patient.iM1Available;
  const currentName = unlinked ? `${patient.firstName} ${patient.lastName}` : patient.firstName;

  return (
    <section
      ref={sectionRef}
      className="app-patient-switcher"
      aria-labelledby="patient-switcher-heading"
    >
      <h2 id="patient-switcher-heading" className="nhsuk-heading-s" tabIndex={-1} ref={headingRef}>
        {t('switcher.heading')}
      </h2>
      <p>{t('switcher.currentPatient', { name: currentName })}</p>

      {features.multiPatient && linkedPatients.length > 0 && (
        <ul
          className="nhsuk-list app-patient-switcher__list"
          aria-label={t('switcher.patientList')}
        >
          {linkedPatients.map((linked, index) => (
            <li key={linked.patientId}>
              <Button
                type="button"
                secondary
                small
                className="app-patient-switcher__patient"
                aria-current={linked.selected ? 'true' : undefined}
                onClick={() => {
                  if (!linked.selected) void switchTo(linked.patientId, linked.fullName);
                }}
              >
                <PatientInitials fullName={linked.fullName} index={index} />
                {linked.selected ? (
                  t('switcher.selected', { name: linked.fullName })
                ) : (
                  <Trans
                    t={t}
                    i18nKey="switcher.switchTo"
                    values={{ name: linked.fullName }}
                    components={{ hidden: <span className="nhsuk-u-visually-hidden" /> }}
                  />
                )}
              </Button>
            </li>
          ))}
        </ul>
      )}

      <p className="nhsuk-u-visually-hidden" role="status">
        {announcement}
      </p>

      <ul className="nhsuk-list">
        {unlinked && features.im1Enabled && (
          <li>
            <AppLink to={linkingPaths.connectIm1Information}>{t('switcher.connect')}</AppLink>
          </li>
        )}
        <li>
          <AppLink to={linkingPaths.multiPatientInfo}>{t('switcher.addPatient')}</AppLink>
        </li>
      </ul>
    </section>
  );
}
