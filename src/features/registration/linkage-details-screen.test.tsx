import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GatewayMocks } from '../../testing/gateway-mock';
import { renderScreen } from '../../testing/render-screen';
import {
  Destination,
  expectFocusAround,
  stubScrollIntoView,
} from '../../testing/screen-test-helpers';
import { LinkageDetailsScreen } from './linkage-details-screen';
import { linkageDetailsGateway, registrationFailureTexts } from './registration.fixtures';

beforeAll(stubScrollIntoView);

const destinations: RouteObject[] = [
  { path: '/choose-pharmacy', element: <Destination name="Choose pharmacy page" /> },
  { path: '/register-details', element: <Destination name="Register details page" /> },
  { path: '/login', element: <Destination name="Login page" /> },
];

function renderLinkageDetails(gateway: GatewayMocks = linkageDetailsGateway()) {
  const user = userEvent.setup();
  return {
    user,
    ...renderScreen(<LinkageDetailsScreen />, {
      route: '/linkage-details',
      gateway,
      routes: destinations,
    }),
  };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: /Register now|Registering/ });
const heading = () => screen.findByRole('heading', { level: 1, name: 'Codes From my GP' });

async function fillIn(user: UserEvent) {
  await user.type(field('Last name'), 'Smith');
  await user.type(field('Day'), '1');
  await user.type(field('Month'), '3');
  await user.type(field('Year'), '1990');
  await user.type(field('Linkage key'), 'LK12 3456');
  await user.type(field('ODS code'), 'A12345');
  await user.type(field('Account ID'), '123456');
  await user.type(screen.getByLabelText('Create a password'), 'Str0ng!pass');
  await user.type(screen.getByLabelText('Confirm your password'), 'Str0ng!pass');
}

describe('LinkageDetailsScreen', () => {
  it('shows a spinner while the registration loads', async () => {
    const { container } = renderLinkageDetails(
      linkageDetailsGateway({ registration: { pending: true } }),
    );
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks to start again when there is no verified registration', async () => {
    const { container } = renderLinkageDetails(linkageDetailsGateway({ registration: false }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Start your registration again' }),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the letter fields, the passwords and the way without linkage details', async () => {
    const { container } = renderLinkageDetails();
    await heading();
    for (const name of ['Last name', 'Linkage key', 'ODS code', 'Account ID']) {
      expect(field(name)).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Complete without Linkage Details' })).toHaveAttribute(
      'href',
      '/register-details',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists every missing field in a focused summary', async () => {
    const { user, container, gatewayCalls } = renderLinkageDetails();
    await heading();
    await user.click(submitButton());
    const first = await screen.findByRole('link', { name: 'Enter your last name' });
    await expectFocusAround(first);
    for (const message of [
      'Enter your date of birth',
      'Enter your linkage key',
      'Enter your ODS code',
      'Enter your account ID',
      'Enter a password',
    ]) {
      expect(screen.getByRole('link', { name: message })).toBeInTheDocument();
    }
    expect(
      gatewayCalls.filter((call) => call.operationName === 'CompleteRegistrationWithLinkage'),
    ).toHaveLength(0);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('link', { name: 'Enter your ODS code' }));
    expect(field('ODS code')).toHaveFocus();
  });

  it('sends the details and goes to choose a pharmacy', async () => {
    const { user, gatewayCalls } = renderLinkageDetails();
    await heading();
    await fillIn(user);
    await user.click(submitButton());
    expect(await screen.findByText(/Choose pharmacy page/)).toBeInTheDocument();
    expect(
      gatewayCalls.filter((call) => call.operationName === 'CompleteRegistrationWithLinkage'),
    ).toEqual([
      {
        operationName: 'CompleteRegistrationWithLinkage',
        variables: {
          input: {
            surname: 'Smith',
            dateOfBirth: '1990-03-01',
            linkageKey: 'LK12 3456',
            odsCode: 'A12345',
            gpAccountId: '123456',
            password: 'Str0ng!pass',
          },
        },
      },
    ]);
  });

  it.each([
    'registration.linkageNotFound',
    'registration.linkageAlreadyRegistered',
    'registration.createFailed',
  ] as const)('%s shows its catalogue message, focused', async (code) => {
    const { user, container } = renderLinkageDetails(
      linkageDetailsGateway({ complete: { errorCode: code } }),
    );
    await heading();
    await fillIn(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(registrationFailureTexts[code]);
    await expectFocusAround(alert);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers Log in when the details are already registered', async () => {
    const { user } = renderLinkageDetails(
      linkageDetailsGateway({ complete: { errorCode: 'registration.linkageAlreadyRegistered' } }),
    );
    await heading();
    await fillIn(user);
    await user.click(submitButton());
    await user.click(await screen.findByRole('link', { name: 'log in' }));
    expect(await screen.findByText(/Login page/)).toBeInTheDocument();
  });
});
