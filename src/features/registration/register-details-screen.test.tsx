import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { InitialEntry, RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayMocks } from '../../testing/gateway-mock';
import { renderScreen } from '../../testing/render-screen';
import {
  Destination,
  expectFocusAround,
  expectOneRequestWhileBusy,
  stubScrollIntoView,
} from '../../testing/screen-test-helpers';
import { RegisterDetailsScreen } from './register-details-screen';
import { demoEmail, registerDetailsGateway } from './registration.fixtures';
import {
  clearRegistrationProgress,
  registrationProgressStorageKey,
  updateRegistrationProgress,
} from './registration-progress-store';

beforeAll(stubScrollIntoView);
afterEach(clearRegistrationProgress);

const destinations: RouteObject[] = [
  { path: '/choose-pharmacy', element: <Destination name="Choose pharmacy page" /> },
  { path: '/', element: <Destination name="Home page" /> },
  { path: '/linkage-details', element: <Destination name="Linkage details page" /> },
  { path: '/ways-to-register', element: <Destination name="Ways to register page" /> },
  { path: '/register', element: <Destination name="Question page" /> },
];

const fromQuestion = {
  pathname: '/register-details',
  state: { questionPath: '/register?verificationToken=abc' },
};

function renderRegisterDetails({
  route = fromQuestion,
  gateway = registerDetailsGateway(),
}: { route?: InitialEntry; gateway?: GatewayMocks } = {}) {
  const user = userEvent.setup();
  return {
    user,
    ...renderScreen(<RegisterDetailsScreen />, { route, gateway, routes: destinations }),
  };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const submitButton = () =>
  screen.getByRole('button', { name: /Create an Account|Creating your account/ });
const completions = (calls: { operationName: string }[]) =>
  calls.filter((call) => call.operationName === 'CompleteRegistration');

async function fillIn(user: UserEvent, { year = '1990' } = {}) {
  await user.type(field('First name'), ' Jane ');
  await user.type(field('Last name'), 'Smith');
  await user.type(field('Phone number'), '07700 900982');
  await user.type(field('Day'), '1');
  await user.type(field('Month'), '3');
  await user.type(field('Year'), year);
  await user.type(screen.getByLabelText('Create a password'), 'Str0ng!pass');
  await user.type(screen.getByLabelText('Confirm your password'), 'Str0ng!pass');
}

describe('RegisterDetailsScreen', () => {
  it('shows a spinner while the registration loads', async () => {
    const { container } = renderRegisterDetails({
      gateway: registerDetailsGateway({ registration: { pending: true } }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your details');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says so, with Try again, when the registration cannot be loaded', async () => {
    const { container } = renderRegisterDetails({
      gateway: registerDetailsGateway({ registration: { errorCode: 'common.unexpected' } }),
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Details' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks to start again when there is no verified registration', async () => {
    const { container } = renderRegisterDetails({
      gateway: registerDetailsGateway({ registration: false }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Start your registration again' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start registration again' })).toHaveAttribute(
      'href',
      '/ways-to-register',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the form with the verified email read only and every field labelled', async () => {
    const { container } = renderRegisterDetails();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Details' }),
    ).toBeInTheDocument();
    expect(field('Email address')).toHaveValue(demoEmail);
    expect(field('Email address')).toHaveAttribute('readonly');
    expect(field('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(field('Last name')).toHaveAttribute('autocomplete', 'family-name');
    expect(field('Phone number')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    expect(field('Day')).toHaveAttribute('autocomplete', 'bday-day');
    expect(field('Year')).toHaveAttribute('autocomplete', 'bday-year');
    expect(screen.getByLabelText('Create a password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Enabled, by choice: pressing it says what is missing (see DetailsFormPage).
    expect(submitButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/register?verificationToken=abc',
    );
    expect(screen.getByRole('link', { name: 'Complete with Linkage Details' })).toHaveAttribute(
      'href',
      '/linkage-details',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('goes back to the start when it does not know the question page', async () => {
    renderRegisterDetails({ route: '/register-details' });
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/ways-to-register',
    );
  });

  it('shows the strength of the new password', async () => {
    const { user } = renderRegisterDetails();
    await user.type(await screen.findByLabelText('Create a password'), 'Str0ng!pass');
    expect(screen.getByText('Strong')).toBeInTheDocument();
  });

  describe('validation', () => {
    it('lists every problem in a focused summary whose links reach the fields', async () => {
      const { user, container, gatewayCalls } = renderRegisterDetails();
      await user.click(await screen.findByRole('button', { name: 'Create an Account' }));

      const first = await screen.findByRole('link', { name: 'Enter your first name' });
      await expectFocusAround(first);
      for (const message of [
        'Enter your last name',
        'Enter your phone number',
        'Enter your date of birth',
        'Enter a password',
        'Enter your password again to confirm it',
      ]) {
        expect(screen.getByRole('link', { name: message })).toBeInTheDocument();
      }
      expect(field('First name')).toHaveAccessibleDescription(/Enter your first name/);
      expect(document.title).toMatch(/^Error: Your Details/);
      expect(completions(gatewayCalls)).toHaveLength(0);
      expect(await axe(container)).toHaveNoViolations();

      await user.click(screen.getByRole('link', { name: 'Enter your date of birth' }));
      expect(field('Day')).toHaveFocus();
    });

    it('marks only the missing part of the date, and links to it', async () => {
      const { user, container } = renderRegisterDetails();
      await user.type(await screen.findByRole('textbox', { name: 'Day' }), '1');
      await user.type(field('Year'), '1990');
      await user.click(submitButton());

      const link = await screen.findByRole('link', { name: 'Date of birth must include a month' });
      expect(field('Month')).toHaveClass('nhsuk-input--error');
      expect(field('Day')).not.toHaveClass('nhsuk-input--error');
      expect(screen.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
        /Date of birth must include a month/,
      );
      expect(await axe(container)).toHaveNoViolations();
      await user.click(link);
      expect(field('Month')).toHaveFocus();
    });

    it('refuses someone under 16', async () => {
      const { user } = renderRegisterDetails();
      await screen.findByRole('heading', { level: 1, name: 'Your Details' });
      await fillIn(user, { year: String(new Date().getFullYear() - 10) });
      await user.click(submitButton());
      expect(
        await screen.findByRole('link', { name: 'You must be 16 or over to create an account' }),
      ).toBeInTheDocument();
    });
  });

  describe('creating the account', () => {
    it('sends the details, clears the progress and goes to choose a pharmacy', async () => {
      updateRegistrationProgress({ email: demoEmail, marketingOptin: true });
      const { user, gatewayCalls } = renderRegisterDetails();
      await screen.findByRole('heading', { level: 1, name: 'Your Details' });
      await fillIn(user);
      await user.click(submitButton());

      expect(await screen.findByText(/Choose pharmacy page/)).toBeInTheDocument();
      expect(completions(gatewayCalls)).toEqual([
        {
          operationName: 'CompleteRegistration',
          variables: {
            input: {
              firstName: 'Jane',
              lastName: 'Smith',
              phoneNumber: '07700 900982',
              dateOfBirth: '1990-03-01',
              password: 'Str0ng!pass',
            },
          },
        },
      ]);
      expect(sessionStorage.getItem(registrationProgressStorageKey)).toBeNull();
    });

    it('goes home when the gateway says so', async () => {
      const { user } = renderRegisterDetails({
        gateway: registerDetailsGateway({
          complete: { data: { completeRegistration: { destination: 'HOME' } } },
        }),
      });
      await screen.findByRole('heading', { level: 1, name: 'Your Details' });
      await fillIn(user);
      await user.click(submitButton());
      expect(await screen.findByText(/Home page/)).toBeInTheDocument();
    });

    it('says it is creating the account and sends one request', async () => {
      const { user, gatewayCalls, container } = renderRegisterDetails({
        gateway: registerDetailsGateway({ complete: { pending: true } }),
      });
      await screen.findByRole('heading', { level: 1, name: 'Your Details' });
      await fillIn(user);
      await user.click(submitButton());
      await expectOneRequestWhileBusy({
        user,
        button: submitButton,
        busyText: 'Creating your account',
        gatewayCalls,
        operationName: 'CompleteRegistration',
      });
      expect(await axe(container)).toHaveNoViolations();
    });

    it.each([
      ['registration.invalidPhone', 'Phone number', 'Enter a phone number, like 07700 900 982'],
      ['registration.tooYoung', 'Day', 'You must be 16 or over to create an account'],
      ['registration.invalidDate', 'Day', 'Date of birth must be a real date'],
    ])('%s is shown at its field', async (code, fieldName, text) => {
      const { user, container } = renderRegisterDetails({
        gateway: registerDetailsGateway({ complete: { errorCode: code } }),
      });
      await screen.findByRole('heading', { level: 1, name: 'Your Details' });
      await fillIn(user);
      await user.click(submitButton());
      const link = await screen.findByRole('link', { name: new RegExp(text) });
      await expectFocusAround(link);
      expect(await axe(container)).toHaveNoViolations();
      await user.click(link);
      expect(field(fieldName)).toHaveFocus();
    });

    it('shows a weak-password refusal at the password', async () => {
      const { user } = renderRegisterDetails({
        gateway: registerDetailsGateway({ complete: { errorCode: 'auth.passwordTooWeak' } }),
      });
      await screen.findByRole('heading', { level: 1, name: 'Your Details' });
      await fillIn(user);
      await user.click(submitButton());
      await user.click(await screen.findByRole('link', { name: /Your password must have/ }));
      expect(screen.getByLabelText('Create a password')).toHaveFocus();
    });

    it.each([
      ['registration.createFailed', 'The account could not be created. Please try again later.'],
      ['common.unexpected', 'The account could not be created. Please try again later.'],
      [
        'registration.fieldsRequired',
        'Some of your details are missing. Check that you have filled in every field.',
      ],
    ])('%s shows its catalogue message, focused', async (code, text) => {
      const { user, container } = renderRegisterDetails({
        gateway: registerDetailsGateway({ complete: { errorCode: code } }),
      });
      await screen.findByRole('heading', { level: 1, name: 'Your Details' });
      await fillIn(user);
      await user.click(submitButton());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(text);
      await expectFocusAround(alert);
      expect(document.title).toMatch(/^Error: Your Details/);
      expect(await axe(container)).toHaveNoViolations();
    });

    it('registration.expired offers to start again', async () => {
      const { user } = renderRegisterDetails({
        gateway: registerDetailsGateway({ complete: { errorCode: 'registration.expired' } }),
      });
      await screen.findByRole('heading', { level: 1, name: 'Your Details' });
      await fillIn(user);
      await user.click(submitButton());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Your registration has expired.');
      await user.click(screen.getByRole('link', { name: 'Start registration again' }));
      expect(await screen.findByText(/Ways to register page/)).toBeInTheDocument();
    });
  });
});
