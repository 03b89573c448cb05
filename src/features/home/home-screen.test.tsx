import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import {
  homeGateway,
  homeScreenData,
  multiPatient,
  multiPatientAsTom,
  multiPatientAsUnlinkedTom,
  singlePatient,
  unlinkedPatient,
} from './home-screen.fixtures';
import { HomeScreen } from './home-screen';

describe('HomeScreen', () => {
  it('shows a spinner while the details load', async () => {
    const { container } = renderScreen(<HomeScreen />, {
      gateway: { HomeScreen: { pending: true } },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your details');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('welcomes a single patient by first name', async () => {
    const { container } = renderScreen(<HomeScreen />, { gateway: homeGateway(singlePatient) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You are viewing the details of Jane.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Choose a patient' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Patient' })).toHaveAttribute(
      'href',
      '/my-services/multi-patient-info',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists the patients of a multi-patient account', async () => {
    const { container } = renderScreen(<HomeScreen />, { gateway: homeGateway(multiPatient) });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane' });
    expect(screen.getByText('You are viewing the details of Jane.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Choose a patient' });
    // The active patient is in the list too, in the gateway's order (text: initials, then the name).
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['AJSwitch to Ada Mary Jones', 'JSJane Smith (selected)', 'TSSwitch to Tom Smith']);
    expect(screen.getByRole('button', { name: 'Jane Smith (selected)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('switches patient, reloads the page data and says so', async () => {
    const user = userEvent.setup();
    let active = multiPatient;
    const { gatewayCalls } = renderScreen(<HomeScreen />, {
      gateway: {
        HomeScreen: () => homeScreenData(active),
        SelectPatient: () => {
          active = multiPatientAsTom;
          return { data: { selectPatient: { patient: { id: 'p-tom' } } } };
        },
      },
    });
    const tom = await screen.findByRole('button', { name: 'Switch to Tom Smith' });
    await user.click(tom);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Tom' }),
    ).toBeInTheDocument();
    expect(gatewayCalls.filter((call) => call.operationName === 'SelectPatient')).toEqual([
      { operationName: 'SelectPatient', variables: { patientId: 'p-tom' } },
    ]);
    expect(gatewayCalls.filter((call) => call.operationName === 'HomeScreen')).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'You are now viewing the details of Tom Smith.',
      ),
    );
    // The pressed button is still there (now the selected one), so keyboard focus was not lost.
    const selectedTom = screen.getByRole('button', { name: 'Tom Smith (selected)' });
    expect(selectedTom).toHaveAttribute('aria-current', 'true');
    expect(selectedTom).toHaveFocus();
    expect(selectedTom).toBe(tom);
    // Same patients, same order: only the selected one moved. The current patient is Tom now.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'AJSwitch to Ada Mary Jones',
      'JSSwitch to Jane Smith',
      'TSTom Smith (selected)',
    ]);
    expect(screen.getByText('You are viewing the details of Tom.')).toBeInTheDocument();
  });

  it('keeps focus in the switcher when the reloaded page has no button for the chosen patient', async () => {
    const user = userEvent.setup();
    let active = multiPatient;
    const { container } = renderScreen(<HomeScreen />, {
      gateway: {
        HomeScreen: () => homeScreenData(active),
        SelectPatient: () => {
          active = multiPatientAsUnlinkedTom;
          return { data: { selectPatient: { patient: { id: 'p-tom' } } } };
        },
      },
    });
    const tom = await screen.findByRole('button', { name: 'Switch to Tom Smith' });
    tom.focus();
    await user.keyboard('{Enter}');

    await screen.findByRole('heading', { level: 1, name: 'Welcome, Tom' });
    // Not IM1-linked: full name and the connect link, and no list (the API names nobody else).
    expect(screen.getByText('You are viewing the details of Tom Smith.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link with NHS: Connect Now!' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Choose a patient' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Patients' })).toHaveFocus(),
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers an unlinked patient the link with NHS', async () => {
    const { container } = renderScreen(<HomeScreen />, { gateway: homeGateway(unlinkedPatient) });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Sam' });
    expect(screen.getByText('You are viewing the details of Sam Taylor.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link with NHS: Connect Now!' })).toHaveAttribute(
      'href',
      '/connect-im1-information',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the catalogue error and loads again on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { container } = renderScreen(<HomeScreen />, {
      gateway: {
        HomeScreen: () =>
          fail ? { errorCode: 'common.unexpected' } : homeScreenData(singlePatient),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unexpected error happened. Please try again later.',
    );
    expect(await axe(container)).toHaveNoViolations();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane' }),
    ).toBeInTheDocument();
  });
});
