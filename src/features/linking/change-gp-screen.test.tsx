import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { InitialEntry } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { alertStore } from '../../components/alerts/alert-store';
import { renderScreen } from '../../testing/render-screen';
import { Destination, stubScrollIntoView } from '../../testing/screen-test-helpers';
import { ChangeGpScreen } from './change-gp-screen';
import { typeLetter } from './components/letter-form.test-helper';
import { changeGpGateway, letterNotFound, sentLetter } from './linking.fixtures';

beforeAll(stubScrollIntoView);
afterEach(() => alertStore.setState({ alerts: [] }));

function renderChange(
  route: InitialEntry = '/my-details/my-gp/change',
  gateway = changeGpGateway(),
) {
  const user = userEvent.setup();
  return {
    user,
    ...renderScreen(<ChangeGpScreen />, {
      route,
      gateway,
      routes: [{ path: '/my-details/my-gp', element: <Destination name="My GP page" /> }],
    }),
  };
}

describe('ChangeGpScreen', () => {
  it('shows a spinner while the page loads', async () => {
    const { container } = renderChange(undefined, { ChangeGpScreen: { pending: true } });
    expect(await screen.findByText('Loading')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks whether there is a letter; no: the advice', async () => {
    const { user, container } = renderChange();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Change my GP practice' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "No I don't have the letter" }));
    expect(screen.getByText(/Ask the reception at your new GP practice/)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('yes: re-registers with the new codes, then My GP with the change confirmed', async () => {
    const { user, container, gatewayCalls } = renderChange();
    await user.click(await screen.findByRole('button', { name: 'Yes I have the letter' }));
    expect(screen.queryByRole('textbox', { name: 'Last name' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await typeLetter(user);
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    expect(await screen.findByText('My GP page')).toBeInTheDocument();
    expect(gatewayCalls.find((call) => call.operationName === 'ChangeGp')?.variables).toEqual({
      letter: sentLetter,
    });
    expect(alertStore.getState().alerts[0]?.message).toBe('Your GP practice has been changed.');
  });

  it('secondary: asks for the last name and date of birth too; shows a refusal', async () => {
    const { user, container } = renderChange(
      '/my-details/my-gp/change?secondary=true',
      changeGpGateway(letterNotFound),
    );
    await user.click(await screen.findByRole('button', { name: 'Yes I have the letter' }));
    expect(screen.getByRole('textbox', { name: 'Last name' })).toBeInTheDocument();
    await typeLetter(user);
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    expect(await screen.findByText(/These details do not match a GP record/)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
