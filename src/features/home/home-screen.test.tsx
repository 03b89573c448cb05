import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import {
  homeGateway,
  homeScreenData,
  multiPatient,
  multiPatientAsTom,
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
    expect(screen.getByRole('button', { name: 'Jane Smith (selected)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Switch to Tom Smith' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to Ada Mary Jones' })).toBeInTheDocument();
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
    expect(screen.getByRole('button', { name: 'Tom Smith (selected)' })).toHaveFocus();
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
      'Unexepcted error happened. Please try again later.',
    );
    expect(await axe(container)).toHaveNoViolations();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane' }),
    ).toBeInTheDocument();
  });
});
