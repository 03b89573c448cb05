import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearAlerts, alertStore } from '../../components/alerts/alert-store';
import type { GatewayMocks } from '../../testing/gateway-mock';
import { renderScreen } from '../../testing/render-screen';
import { Destination, stubScrollIntoView } from '../../testing/screen-test-helpers';
import { alexsPatients, linkedPatientsData, onlyOwnPatient } from './my-details.fixtures';
import { MyLinkedPatientsScreen } from './my-linked-patients-screen';

const destinations: RouteObject[] = [{ path: '/', element: <Destination name="Home page" /> }];
beforeAll(stubScrollIntoView);
afterEach(clearAlerts);

function renderList(gateway: GatewayMocks = {}) {
  return {
    user: userEvent.setup(),
    ...renderScreen(<MyLinkedPatientsScreen />, {
      route: '/my-details/my-linked-patients?hasMultiPatient=true',
      routes: destinations,
      gateway: { MyLinkedPatientsScreen: linkedPatientsData(), ...gateway },
    }),
  };
}

const patientList = () => screen.getByRole('list', { name: 'Your linked patients' });

describe('MyLinkedPatientsScreen', () => {
  it('shows a spinner while the patients load', async () => {
    const { container } = renderList({ MyLinkedPatientsScreen: { pending: true } });
    expect(await screen.findByText('Loading your linked patients')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists the patients with their initials, the active one marked, and the ways to add and refresh', async () => {
    const { container } = renderList();
    await screen.findByRole('heading', { level: 1, name: 'My linked patients' });
    const buttons = within(patientList()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'AMAlex Morgan (selected)',
      'JMSwitch to Jo Morgan',
      'SMSwitch to Sam Morgan',
    ]);
    expect(buttons[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('JM')).toHaveClass('app-patient-initials--1');
    expect(screen.getByRole('button', { name: 'Add a new patient' })).toHaveAttribute(
      'href',
      '/my-services/register-for-online-services?secondary=true',
    );
    // Only the other patients may be deleted.
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'p-jo',
      'p-sam',
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('switches to the patient chosen and goes home', async () => {
    const { user, gatewayCalls } = renderList({
      SwitchLinkedPatient: { data: { selectPatient: { patient: { id: 'p-sam' } } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Switch to Sam Morgan' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(
      gatewayCalls.find((call) => call.operationName === 'SwitchLinkedPatient')?.variables,
    ).toEqual({
      patientId: 'p-sam',
    });
  });

  it('refreshes the list and says so politely', async () => {
    const { user, gatewayCalls } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Refresh list' }));
    expect(await screen.findByText('The list of patients has been refreshed.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(
      gatewayCalls.filter((call) => call.operationName === 'MyLinkedPatientsScreen'),
    ).toHaveLength(2);
  });

  it('asks which patient to delete when none is chosen', async () => {
    const { user, container } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete patient' }));
    expect(
      await screen.findByRole('link', { name: 'Select the patient you want to delete' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Error: /));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('deletes a patient after the two steps, and reads the list afresh', async () => {
    let deleted = false;
    const { user, gatewayCalls, container } = renderList({
      MyLinkedPatientsScreen: () =>
        linkedPatientsData(
          deleted ? alexsPatients.filter((p) => p.patientId !== 'p-sam') : undefined,
        ),
      DeleteLinkedPatient: () => {
        deleted = true;
        return { data: { deletePatient: { linkedPatients: [] } } };
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'Sam Morgan' }));
    await user.click(screen.getByRole('button', { name: 'Delete patient' }));
    const confirmHeading = await screen.findByRole('heading', {
      name: 'Are you sure you want to delete Sam Morgan?',
    });
    await waitFor(() => expect(confirmHeading).toHaveFocus());
    expect(await axe(container)).toHaveNoViolations();
    // Nothing is deleted before the second step.
    expect(gatewayCalls.some((call) => call.operationName === 'DeleteLinkedPatient')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Yes, delete Sam Morgan' }));
    await waitFor(() =>
      expect(within(patientList()).queryByText(/Sam Morgan/)).not.toBeInTheDocument(),
    );
    expect(
      gatewayCalls.find((call) => call.operationName === 'DeleteLinkedPatient')?.variables,
    ).toEqual({
      patientId: 'p-sam',
    });
    expect(alertStore.getState().alerts).toMatchObject([
      { kind: 'success', message: 'Sam Morgan has been deleted.' },
    ]);
    expect(screen.getByRole('heading', { name: 'Delete a patient' })).toHaveFocus();
  });

  it('goes back to the choice on Cancel, deleting nothing', async () => {
    const { user, gatewayCalls } = renderList();
    await user.click(await screen.findByRole('radio', { name: 'Jo Morgan' }));
    await user.click(screen.getByRole('button', { name: 'Delete patient' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('radio', { name: 'Jo Morgan' })).toBeInTheDocument();
    expect(gatewayCalls.some((call) => call.operationName === 'DeleteLinkedPatient')).toBe(false);
  });

  it('shows the catalogue message when deleting fails', async () => {
    const { user, container } = renderList({
      DeleteLinkedPatient: { errorCode: 'myDetails.deletePatientFailed' },
    });
    await user.click(await screen.findByRole('radio', { name: 'Jo Morgan' }));
    await user.click(screen.getByRole('button', { name: 'Delete patient' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete Jo Morgan' }));
    expect(
      await screen.findByText('Unable to delete patient at this time. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Error: /));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has nothing to delete when the only patient is the active one', async () => {
    const { container } = renderList({ MyLinkedPatientsScreen: onlyOwnPatient });
    expect(
      await screen.findByText(
        'You cannot delete the patient you are viewing now, or your own details.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the unexpected-error message when the patients cannot be read', async () => {
    const { container } = renderList({
      MyLinkedPatientsScreen: { errorCode: 'common.unexpected' },
    });
    expect(
      await screen.findByText('Unexpected error happened. Please try again later.'),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
