import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAlerts, alertStore } from '../../components/alerts/alert-store';
import { renderScreen } from '../../testing/render-screen';
import { Destination } from '../../testing/screen-test-helpers';
import { deregisterData } from './my-details.fixtures';
import { DeregisterScreen } from './deregister-screen';

const destinations: RouteObject[] = [
  { path: '/my-services', element: <Destination name="My services page" /> },
];
afterEach(clearAlerts);

function renderDeregister(deregister: 'succeeds' | 'fails' = 'succeeds') {
  return renderScreen(<DeregisterScreen />, {
    route: '/my-details/deregister',
    routes: destinations,
    gateway: {
      DeregisterScreen: deregisterData,
      Deregister:
        deregister === 'succeeds'
          ? { data: { deregister: { features: { im1Linked: false } } } }
          : { errorCode: 'myDetails.deregisterFailed' },
    },
  });
}

describe('DeregisterScreen', () => {
  it('shows a spinner while the patient loads', async () => {
    const { container } = renderScreen(<DeregisterScreen />, {
      gateway: { DeregisterScreen: { pending: true } },
    });
    expect(await screen.findByText('Loading')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('warns in red what is lost, names the patient and offers to go back', async () => {
    const { container } = renderDeregister();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deregister for online services' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You are deregistering Casey Carter from online services.'),
    ).toBeInTheDocument();
    // The red card (NHS urgent care card) with its heading.
    expect(screen.getByRole('heading', { level: 2, name: /Important/ })).toBeInTheDocument();
    expect(
      screen.getByText(/you will lose access to appointments, prescriptions, messages/),
    ).toBeInTheDocument();
    expect(screen.getByText('This cannot be undone.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute(
      'href',
      '/my-details/my-profile',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('deregisters, then goes to My services with the success message', async () => {
    const user = userEvent.setup();
    const { gatewayCalls } = renderDeregister();
    await user.click(await screen.findByRole('button', { name: 'I understand, deregister' }));
    expect(await screen.findByText('My services page')).toBeInTheDocument();
    expect(gatewayCalls.filter((call) => call.operationName === 'Deregister')).toHaveLength(1);
    expect(alertStore.getState().alerts).toMatchObject([
      {
        kind: 'success',
        message: 'You have successfully de-registered from online services.',
        keepForNextPage: true,
      },
    ]);
  });

  it('stays with the catalogue message when deregistering fails', async () => {
    const user = userEvent.setup();
    const { container } = renderDeregister('fails');
    await user.click(await screen.findByRole('button', { name: 'I understand, deregister' }));
    expect(
      await screen.findByText('Unable to deregister at this time. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Error: /));
    expect(screen.queryByText('My services page')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
