import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { StrictMode } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { GatewayMocks } from '../../testing/gateway-mock';
import { renderScreen } from '../../testing/render-screen';
import { Destination } from '../../testing/screen-test-helpers';
import { demoEmail, demoToken, registerGateway } from './registration.fixtures';
import { clearRegistrationProgress, useRegistrationProgress } from './registration-progress-store';
import { RegisterScreen } from './register-screen';

afterEach(clearRegistrationProgress);

/** /verify-email as a stand-in that shows whether it was told the link was invalid. */
function VerifyEmailStandIn() {
  const { state } = useLocation() as { state: { invalidToken?: boolean } | null };
  return <p>Verify email page{state?.invalidToken ? ' (invalid token)' : ''}</p>;
}

const destinations: RouteObject[] = [
  { path: '/verify-email', element: <VerifyEmailStandIn /> },
  { path: '/linkage-details', element: <Destination name="Linkage details page" /> },
  { path: '/register-details', element: <Destination name="Register details page" /> },
];

function renderRegister({
  route = `/register?verificationToken=${demoToken}`,
  gateway = registerGateway(),
}: { route?: string; gateway?: GatewayMocks } = {}) {
  const user = userEvent.setup();
  const view = renderScreen(
    // StrictMode runs effects twice: the single-use token must still be sent once.
    <StrictMode>
      <RegisterScreen />
    </StrictMode>,
    { route, gateway, routes: destinations },
  );
  return { user, ...view };
}

const verifications = (calls: { operationName: string }[]) =>
  calls.filter((call) => call.operationName === 'VerifyRegistrationEmail');

describe('RegisterScreen', () => {
  it('says it is verifying the email, with the spinner, while the check runs', async () => {
    const { container } = renderRegister({ gateway: registerGateway({ pending: true }) });
    expect(await screen.findByRole('status')).toHaveTextContent('Verifying your email');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('verifies the token once, then asks about linkage codes', async () => {
    const { container, gatewayCalls } = renderRegister();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for verifying your email' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Do you have linkage codes?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Linkage codes are 3 codes from your GP surgery/)).toBeInTheDocument();
    expect(verifications(gatewayCalls)).toEqual([
      { operationName: 'VerifyRegistrationEmail', variables: { token: demoToken } },
    ]);
    expect(useRegistrationProgress.getState()).toMatchObject({ email: demoEmail });
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each([
    ['Yes, I have', 'Linkage details page'],
    ["No, I don't have", 'Register details page'],
  ])('%s goes to the %s', async (answer, page) => {
    const { user } = renderRegister();
    await user.click(await screen.findByRole('button', { name: answer }));
    expect(await screen.findByText(page)).toBeInTheDocument();
  });

  it.each(['registration.invalidToken', 'common.unexpected'])(
    'goes to the email step in the invalid-token state on %s',
    async (code) => {
      const { gatewayCalls } = renderRegister({ gateway: registerGateway({ errorCode: code }) });
      expect(await screen.findByText('Verify email page (invalid token)')).toBeInTheDocument();
      expect(verifications(gatewayCalls)).toHaveLength(1);
    },
  );

  it('goes to the email step in the invalid-token state without a token', async () => {
    const { gatewayCalls } = renderRegister({ route: '/register?verificationToken=%20' });
    expect(await screen.findByText('Verify email page (invalid token)')).toBeInTheDocument();
    expect(verifications(gatewayCalls)).toHaveLength(0);
  });
});
