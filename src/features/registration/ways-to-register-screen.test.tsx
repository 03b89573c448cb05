import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtPublicConfig } from '../../lib/built-public-config';
import { leaveForNhsLogin } from '../../lib/nhs-login';
import type { GatewayMocks } from '../../testing/gateway-mock';
import { renderScreen } from '../../testing/render-screen';
import { Destination } from '../../testing/screen-test-helpers';
import {
  demoNhsLoginUrl,
  demoNhsRegistrationReturnRoute,
  demoPrivacyUrl,
  demoProductName,
  demoTermsUrl,
  waysToRegisterGateway,
} from './registration.fixtures';
import {
  clearRegistrationProgress,
  updateRegistrationProgress,
  useRegistrationProgress,
} from './registration-progress-store';
import { WaysToRegisterScreen } from './ways-to-register-screen';

afterEach(clearRegistrationProgress);

const destinations: RouteObject[] = [
  { path: '/benefits', element: <Destination name="Benefits page" /> },
];

function renderWaysToRegister(gateway: GatewayMocks = waysToRegisterGateway()) {
  const user = userEvent.setup();
  return {
    user,
    ...renderScreen(<WaysToRegisterScreen />, {
      route: '/ways-to-register',
      gateway,
      routes: destinations,
    }),
  };
}

/**
 * The page once the gateway's configuration has come; before it the page shows the one the app was built
 * with (issue #20), whose links are not the stand-in gateway's.
 */
const pageShown = () =>
  waitFor(() =>
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      demoTermsUrl,
    ),
  );
const consent = () =>
  screen.getByRole('checkbox', {
    name: `Send me emails about ${demoProductName} news and services`,
  });
const nhsLoginOpener = () => screen.getByRole('button', { name: 'Register with NHS login' });

describe('WaysToRegisterScreen', () => {
  it('shows the whole page with the configuration it was built with until the configuration comes', async () => {
    const { container } = renderWaysToRegister({ WaysToRegisterScreen: { pending: true } });
    // As the HTML rendered at build time paints it (issue #20): nothing waits for the data.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create an account' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', {
        name: `Send me emails about ${builtPublicConfig.productName} news and services`,
      }),
    ).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      builtPublicConfig.links.terms,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says so, with Try again, when the configuration cannot be loaded', async () => {
    const { container } = renderWaysToRegister({
      WaysToRegisterScreen: { errorCode: 'common.unexpected' },
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('explains the app and offers every way to register, with terms and privacy links', async () => {
    const { container } = renderWaysToRegister();
    await pageShown();
    expect(consent()).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Register using email' })).toHaveAttribute(
      'href',
      '/benefits',
    );
    expect(nhsLoginOpener()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      demoTermsUrl,
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      demoPrivacyUrl,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no NHS login when configuration turns it off', async () => {
    const { container } = renderWaysToRegister(waysToRegisterGateway({ featureNHSLogin: false }));
    await pageShown();
    expect(
      screen.queryByRole('button', { name: 'Register with NHS login' }),
    ).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('ticks the consent as last chosen, and keeps the new choice', async () => {
    updateRegistrationProgress({ marketingOptin: true });
    const { user } = renderWaysToRegister();
    await pageShown();
    expect(consent()).toBeChecked();
    await user.click(consent());
    expect(consent()).not.toBeChecked();
    expect(useRegistrationProgress.getState().marketingOptin).toBe(false);
  });

  it('opens the NHS login confirmation in the page, focused, and Go Back returns focus', async () => {
    const { user, container } = renderWaysToRegister();
    await pageShown();
    await user.click(consent());
    await user.click(nhsLoginOpener());

    const panel = screen.getByRole('region', { name: 'Before you continue to NHS login' });
    await waitFor(() => expect(panel).toHaveFocus());
    expect(panel).toHaveTextContent('The NHS will send you a confirmation email in about 2 hours.');
    expect(nhsLoginOpener()).toHaveAttribute('aria-expanded', 'true');
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.queryByRole('region', { name: /Before you continue/ })).not.toBeInTheDocument();
    await waitFor(() => expect(nhsLoginOpener()).toHaveFocus());
  });

  it('can be done with the keyboard: Enter opens the panel, then Tab reaches NHS login', async () => {
    const { user } = renderWaysToRegister();
    await pageShown();
    nhsLoginOpener().focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: /Before you continue/ })).toHaveFocus(),
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue to NHS login' })).toHaveFocus();
  });

  describe('NHS login', () => {
    afterEach(() => vi.restoreAllMocks());

    it('starts registration with the marketing choice and sends the browser to NHS login', async () => {
      const leave = vi.spyOn(leaveForNhsLogin, 'assign').mockImplementation(() => undefined);
      const { user, gatewayCalls } = renderWaysToRegister();
      await pageShown();
      await user.click(consent());
      await user.click(nhsLoginOpener());
      await user.click(screen.getByRole('button', { name: 'Continue to NHS login' }));

      await waitFor(() => expect(leave).toHaveBeenCalledWith(demoNhsLoginUrl));
      expect(
        gatewayCalls.find((call) => call.operationName === 'StartNhsLogin')?.variables,
      ).toEqual({
        intent: 'REGISTER',
        marketingOptin: true,
      });
      expect(useRegistrationProgress.getState().regRoute).toBe('NHSLogin');
      expect(screen.getByRole('button', { name: 'Going to NHS login' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });

    it('completes the registration on return with the code, then goes to choose pharmacy', async () => {
      const { gatewayCalls } = renderScreen(<WaysToRegisterScreen />, {
        route: demoNhsRegistrationReturnRoute,
        gateway: waysToRegisterGateway(),
        routes: [
          { path: '/choose-pharmacy', element: <Destination name="Choose pharmacy page" /> },
        ],
      });
      expect(await screen.findByText('Choose pharmacy page')).toBeInTheDocument();
      expect(gatewayCalls.filter((call) => call.operationName === 'CompleteNhsLogin')).toEqual([
        {
          operationName: 'CompleteNhsLogin',
          variables: { code: 'demo-code', state: 'demo-state' },
        },
      ]);
    });

    it('says so while the registration completes', async () => {
      const { container } = renderScreen(<WaysToRegisterScreen />, {
        route: demoNhsRegistrationReturnRoute,
        gateway: waysToRegisterGateway({ completeNhsLogin: { pending: true } }),
      });
      expect(await screen.findByRole('status')).toHaveTextContent('Registering you with NHS login');
      expect(await axe(container)).toHaveNoViolations();
    });

    it('says an account exists already, in a focused error summary, when it does', async () => {
      const { container } = renderScreen(<WaysToRegisterScreen />, {
        route: demoNhsRegistrationReturnRoute,
        gateway: waysToRegisterGateway({
          completeNhsLogin: { errorCode: 'nhsLogin.accountExists' },
        }),
      });
      const message = await screen.findByText(
        'You already have an account. Log in using NHS login instead.',
      );
      await waitFor(() => expect(document.activeElement?.contains(message)).toBe(true));
      expect(document.title).toMatch(/^Error: /);
      expect(await axe(container)).toHaveNoViolations();
    });
  });

  it('leads on to the email journey', async () => {
    const { user } = renderWaysToRegister();
    await pageShown();
    await user.click(screen.getByRole('button', { name: 'Register using email' }));
    expect(await screen.findByText(/Benefits page/)).toBeInTheDocument();
  });
});
