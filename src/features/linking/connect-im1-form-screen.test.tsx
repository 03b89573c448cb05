import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GatewayMocks } from '../../testing/gateway-mock';
import { renderScreen } from '../../testing/render-screen';
import {
  Destination,
  expectFocusAround,
  stubScrollIntoView,
} from '../../testing/screen-test-helpers';
import { typeLetter } from './components/letter-form.test-helper';
import { ConnectIm1FormScreen } from './connect-im1-form-screen';
import {
  alreadyRegistered,
  connectFormGateway,
  letterNotFound,
  sentLetter,
} from './linking.fixtures';

beforeAll(stubScrollIntoView);

function renderForm(gateway: GatewayMocks = connectFormGateway()) {
  const user = userEvent.setup();
  return {
    user,
    ...renderScreen(<ConnectIm1FormScreen />, {
      route: '/connect-im1-form',
      gateway,
      routes: [
        {
          path: '/my-services/register-for-online-services',
          element: <Destination name="Connect result" />,
        },
      ],
    }),
  };
}

const connectNow = () => screen.getByRole('button', { name: 'Connect Now!' });

describe('ConnectIm1FormScreen', () => {
  it('shows a spinner while the page loads', async () => {
    const { container } = renderForm({ ConnectIm1FormScreen: { pending: true } });
    expect(await screen.findByText('Loading your details')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks for the five details, with Back to the information page', async () => {
    const { container } = renderForm();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Linkage Details from GP' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAttribute(
      'autocomplete',
      'family-name',
    );
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Linkage key' })).toHaveAccessibleDescription(
      /Also called passphrase/,
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/connect-im1-information',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists every missing field in the error summary, which takes focus', async () => {
    const { user, container, gatewayCalls } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Connect Now!' }));
    const summary = await screen.findByRole('link', { name: 'Enter the last name' });
    await expectFocusAround(summary);
    expect(
      screen
        .getAllByRole('link', { name: /^Enter|date of birth/i })
        .map((link) => link.textContent),
    ).toEqual([
      'Enter the last name',
      'Enter your date of birth',
      'Enter the linkage key',
      'Enter the ODS code',
      'Enter the account ID',
    ]);
    expect(document.title).toMatch(/^Error: /);
    expect(gatewayCalls.map((call) => call.operationName)).not.toContain('LinkWithLetter');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sends the codes normalised, then shows the connect result', async () => {
    const { user, gatewayCalls } = renderForm();
    await screen.findByRole('heading', { level: 1 });
    await typeLetter(user);
    await user.click(connectNow());
    expect(await screen.findByText('Connect result?connectionResult=true')).toBeInTheDocument();
    const link = gatewayCalls.find((call) => call.operationName === 'LinkWithLetter');
    expect(link?.variables).toEqual({ letter: sentLetter, secondary: false });
  });

  it('says a used letter is registered already, with a Home link', async () => {
    const { user, container } = renderForm(connectFormGateway(alreadyRegistered));
    await screen.findByRole('heading', { level: 1 });
    await typeLetter(user);
    await user.click(connectNow());
    expect(
      await screen.findByText(
        'These Linkage details are already registered with an account, please try new details',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the server’s message for a letter that matches no record', async () => {
    const { user, container } = renderForm(connectFormGateway(letterNotFound));
    await screen.findByRole('heading', { level: 1 });
    await typeLetter(user);
    await user.click(connectNow());
    expect(await screen.findByText(/These details do not match a GP record/)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says too many letters were tried in the catalogue’s words (issue 21), whatever the server says', async () => {
    const { user, container } = renderForm(
      connectFormGateway({ errorCode: 'linking.tooManyAttempts', serverMessage: 'Slow down.' }),
    );
    await screen.findByRole('heading', { level: 1 });
    await typeLetter(user);
    await user.click(connectNow());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'You have tried linkage details too many times. Please wait a minute and try again.',
    );
    expect(alert).not.toHaveTextContent('Slow down.');
    await expectFocusAround(alert);
    expect(await axe(container)).toHaveNoViolations();
  });
});
