import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { InitialEntry } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { leaveForNhsLogin } from '../../lib/nhs-login';
import type { GatewayMocks } from '../../testing/gateway-mock';
import { renderScreen } from '../../testing/render-screen';
import { Destination, stubScrollIntoView } from '../../testing/screen-test-helpers';
import { typeLetter } from './components/letter-form.test-helper';
import { registerGateway, sentLetter } from './linking.fixtures';
import { RegisterForOnlineServicesScreen } from './register-for-online-services-screen';

beforeAll(stubScrollIntoView);
afterEach(() => vi.restoreAllMocks());

function renderRegister(route: InitialEntry, gateway: GatewayMocks = registerGateway()) {
  const user = userEvent.setup();
  return {
    user,
    ...renderScreen(<RegisterForOnlineServicesScreen />, {
      route,
      gateway,
      routes: [{ path: '/', element: <Destination name="Home page" /> }],
    }),
  };
}

const path = '/my-services/register-for-online-services';

describe('RegisterForOnlineServicesScreen', () => {
  it('shows a spinner while the page loads', async () => {
    const { container } = renderRegister(path, {
      RegisterForOnlineServicesScreen: { pending: true },
    });
    expect(await screen.findByText('Loading')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks about the letter, with NHS login when enabled', async () => {
    const { container } = renderRegister(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register for online services' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        name: 'Have you received a registration letter from your GP?',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes I have the letter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "No I don't have the letter" })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Register with NHS login instead' }),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('goes home when the patient is registered already', async () => {
    renderRegister(path, registerGateway({ patient: { iM1Available: true } }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('with the letter: shows the patient’s own details, sends the codes, then says connected', async () => {
    const { user, container, gatewayCalls } = renderRegister(path);
    await user.click(await screen.findByRole('button', { name: 'Yes I have the letter' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Yes I have the letter' })).toHaveFocus();
    expect(screen.getByText('Morgan Reed')).toBeInTheDocument();
    expect(screen.getByText('5 November 1978')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Last name' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await typeLetter(user);
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You connected successfully!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(gatewayCalls.find((call) => call.operationName === 'LinkWithLetter')?.variables).toEqual(
      { letter: sentLetter, secondary: false },
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('secondary: asks for the person’s name and date of birth too, and adds them', async () => {
    const { user, container, gatewayCalls } = renderRegister(`${path}?secondary=true`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add a patient' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /NHS login/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes I have the letter' }));
    await typeLetter(user);
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    expect(
      await screen.findByRole('heading', { name: 'You connected successfully!' }),
    ).toBeInTheDocument();
    expect(gatewayCalls.find((call) => call.operationName === 'LinkWithLetter')?.variables).toEqual(
      { letter: sentLetter, secondary: true },
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('without the letter: says how to get one', async () => {
    const { user, container } = renderRegister(path);
    await user.click(await screen.findByRole('button', { name: "No I don't have the letter" }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'How to get a registration letter' }),
    ).toHaveFocus();
    expect(screen.getByText('linkage key')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('noLinkedPatients: proxy-access guidance with Add Patient', async () => {
    const { container } = renderRegister(`${path}?noLinkedPatients=true`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Looks like you don't have any linked patients",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Patient' })).toHaveAttribute(
      'href',
      `${path}?secondary=true`,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('connectionResult not from the linkage form goes home', async () => {
    renderRegister(`${path}?connectionResult=true`);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('starts NHS login to connect', async () => {
    const assign = vi.spyOn(leaveForNhsLogin, 'assign').mockImplementation(() => undefined);
    const { user } = renderRegister(path, {
      ...registerGateway(),
      StartNhsLogin: { data: { startNhsLogin: 'https://login.example/authorize' } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Register with NHS login instead' }),
    );
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://login.example/authorize'));
  });

  it('back from NHS login: activates, then says connected, or shows the server’s message', async () => {
    const { container, gatewayCalls } = renderRegister(`${path}?code=c-1&state=s-1`, {
      LinkWithNhsLogin: {
        data: { linkWithNhsLogin: { patient: { id: 'p', iM1Available: true } } },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'You connected successfully!' }),
    ).toBeInTheDocument();
    expect(
      gatewayCalls.find((call) => call.operationName === 'LinkWithNhsLogin')?.variables,
    ).toEqual({
      code: 'c-1',
      state: 's-1',
    });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the activating message, then the failure', async () => {
    renderRegister(`${path}?code=c-1&state=s-1`, {
      LinkWithNhsLogin: {
        errorCode: 'linking.noNhsLoginRecord',
        serverMessage: 'No record for you',
      },
    });
    expect(screen.getByText('Activating your account... Please wait')).toBeInTheDocument();
    expect(await screen.findByText('No record for you')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
  });
});
