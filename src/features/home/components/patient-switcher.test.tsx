import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAlerts, alertStore } from '../../../components/alerts/alert-store';
import { renderScreen } from '../../../testing/render-screen';
import { multiPatient, singlePatient, unlinkedPatient } from '../home-screen.fixtures';
import { initialsOf } from '../../../components/patient-initials';
import { PatientSwitcher } from './patient-switcher';

afterEach(() => clearAlerts());

describe('PatientSwitcher', () => {
  it('shows each patient as coloured initials beside the name, the colours cycling by position', async () => {
    const { container } = renderScreen(
      <PatientSwitcher
        me={{
          ...multiPatient,
          linkedPatients: [
            ...multiPatient.linkedPatients,
            { patientId: 'p-4', fullName: 'Zoe Brown', selected: false },
          ],
        }}
      />,
    );
    const buttons = await screen.findAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'AJSwitch to Ada Mary Jones',
      'JSJane Smith (selected)',
      'TSSwitch to Tom Smith',
      'ZBSwitch to Zoe Brown',
    ]);
    // Decoration: hidden from assistive technology, so found by text rather than by role.
    const initials = ['AJ', 'JS', 'TS', 'ZB'].map((text) => screen.getByText(text));
    initials.forEach((element, index) => {
      expect(element).toHaveAttribute('aria-hidden', 'true');
      expect(element).toHaveClass(`app-patient-initials--${index % 3}`);
    });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('does nothing when the selected patient is pressed', async () => {
    const user = userEvent.setup();
    const { gatewayCalls } = renderScreen(<PatientSwitcher me={multiPatient} />);
    await user.click(await screen.findByRole('button', { name: 'Jane Smith (selected)' }));
    expect(gatewayCalls).toHaveLength(0);
  });

  it('switches once however often a patient is pressed', async () => {
    const user = userEvent.setup();
    const { gatewayCalls } = renderScreen(<PatientSwitcher me={multiPatient} />, {
      gateway: { SelectPatient: { pending: true } },
    });
    const tom = await screen.findByRole('button', { name: 'Switch to Tom Smith' });
    await user.click(tom);
    await user.click(tom);
    await user.click(screen.getByRole('button', { name: 'Switch to Ada Mary Jones' }));
    expect(screen.getByRole('status')).toHaveTextContent('Switching to Tom Smith');
    expect(gatewayCalls.filter((call) => call.operationName === 'SelectPatient')).toHaveLength(1);
  });

  it('raises an error alert when the patient cannot be chosen', async () => {
    const user = userEvent.setup();
    renderScreen(<PatientSwitcher me={multiPatient} />, {
      gateway: { SelectPatient: { errorCode: 'patient.forbidden' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Switch to Tom Smith' }));
    await waitFor(() =>
      expect(alertStore.getState().alerts).toMatchObject([
        {
          kind: 'error',
          message: "You cannot view this patient's details. Please choose another patient.",
        },
      ]),
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('raises the unexpected error for any other failure', async () => {
    const user = userEvent.setup();
    renderScreen(<PatientSwitcher me={multiPatient} />, {
      gateway: { SelectPatient: { errorCode: 'common.unexpected' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Switch to Tom Smith' }));
    await waitFor(() =>
      expect(alertStore.getState().alerts).toMatchObject([
        { kind: 'error', message: 'Unexpected error happened. Please try again later.' },
      ]),
    );
  });

  it('names the current patient by first name and lists them as the selected patient', async () => {
    renderScreen(<PatientSwitcher me={multiPatient} />);
    expect(await screen.findByText('You are viewing the details of Jane.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Choose a patient' });
    expect(within(list).getByRole('button', { name: 'Jane Smith (selected)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(list).queryByRole('button', { name: 'Switch to Jane Smith' })).toBeNull();
  });

  it('names an unlinked patient in full, offers to connect, and lists nobody when alone', async () => {
    renderScreen(<PatientSwitcher me={unlinkedPatient} />);
    expect(
      await screen.findByText('You are viewing the details of Sam Taylor.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link with NHS: Connect Now!' })).toHaveAttribute(
      'href',
      '/connect-im1-information',
    );
    expect(screen.queryByRole('list', { name: 'Choose a patient' })).not.toBeInTheDocument();
  });

  it('offers no connect link to a linked patient', async () => {
    renderScreen(<PatientSwitcher me={singlePatient} />);
    expect(await screen.findByRole('link', { name: 'Add Patient' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Connect Now!/ })).not.toBeInTheDocument();
  });

  it('offers no connect link when GP online services are off', async () => {
    renderScreen(
      <PatientSwitcher
        me={{ ...unlinkedPatient, features: { ...unlinkedPatient.features, im1Enabled: false } }}
      />,
    );
    expect(
      await screen.findByText('You are viewing the details of Sam Taylor.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Connect Now!/ })).not.toBeInTheDocument();
  });
});

describe('initialsOf', () => {
  it.each([
    ['Jane Smith', 'JS'],
    ['Ada Mary Jones', 'AJ'],
    ['  cher  ', 'C'],
    ['élodie martin', 'ÉM'],
    ['', ''],
  ])('%j → %j', (name, initials) => expect(initialsOf(name)).toBe(initials));
});
