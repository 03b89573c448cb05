import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoNhsLoginReturnRoute, loginGateway, loginScreenData } from './login-screen.fixtures';
import { iosAppBannerStorageKey } from './ios-app-banner-store';
import { LoginScreen } from './login-screen';

/** Arrives at /login with navigation state, as another page sending the user here would. */
function WithNavigationState({ state, children }: { state: unknown; children: ReactNode }) {
  const location = useLocation();
  if (!location.state) {
    return <Navigate to={`${location.pathname}${location.search}`} replace state={state} />;
  }
  return children;
}

const meta = {
  title: 'Auth/Login screen',
  component: LoginScreen,
  parameters: { route: '/login', gateway: loginGateway() },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, email = 'jane@example.com', password = 'secret') {
  const canvas = within(canvasElement);
  const emailField = await canvas.findByRole('textbox', { name: 'Email address' });
  if (email) await userEvent.type(emailField, email);
  if (password) await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Log in with email' }));
  return canvas;
}

/** Fails sign-in with `code` and checks the alert says `text`. */
function failure(code: string, text: string): Story {
  return {
    parameters: { gateway: loginGateway({ errorCode: code }) },
    play: async ({ canvasElement }) => {
      const canvas = await signIn(canvasElement);
      await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(text));
    },
  };
}

export const Default: Story = {};

export const NhsLoginOff: Story = {
  parameters: { gateway: loginGateway(undefined, { featureNHSLogin: false }) },
};

/**
 * Before the configuration has come (and as the build renders the page): the configuration the app was built
 * with (src/lib/built-public-config.ts).
 */
export const BeforeConfiguration: Story = {
  parameters: { gateway: { LoginScreen: { pending: true } } },
};

/** The configuration could not be read (the API down on a first visit): the email sign-in only. */
export const LoadFailed: Story = {
  parameters: { gateway: { LoginScreen: { errorCode: 'common.unexpected' } } },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, '', '');
    await expect(
      await canvas.findByRole('link', { name: 'Please enter your email and password.' }),
    ).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'jane.example.com', 'secret');
    await expect(
      await canvas.findByRole('link', { name: 'Please enter a valid email address' }),
    ).toBeVisible();
  },
};

export const PasswordShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Password'), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

export const Processing: Story = {
  parameters: { gateway: loginGateway({ pending: true }) },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Logging in' })).toBeVisible();
  },
};

export const RegistrationIncomplete = failure(
  'auth.registrationIncomplete',
  'The registration process has not yet been fully completed, please click here to finish your account registration.',
);
export const AccountLocked = failure(
  'auth.accountLocked',
  'You have exceeded the number of allowed login attempts, please click here to reset your password to continue to log in.',
);
export const NhsLoginHint = failure(
  'auth.nhsLoginHint',
  'Incorrect username or password. If you registered using NHS Login, please use the blue NHS Login button.',
);
export const InvalidCredentials = failure(
  'auth.invalidCredentials',
  'Incorrect username or password, please check your credentials.',
);
export const TokensMissing = failure('auth.tokensMissing', 'Unable to retrieve tokens');
export const ServerFieldsRequired = failure(
  'auth.fieldsRequired',
  'Please enter your email and password.',
);
export const ServerInvalidEmail = failure(
  'auth.invalidEmail',
  'Please enter a valid email address',
);
export const Unexpected = failure(
  'common.unexpected',
  'Unexpected error happened. Please try again later.',
);

export const InvalidAccount: Story = {
  decorators: [
    (Story) => (
      <WithNavigationState state={{ invalidAccount: true }}>
        <Story />
      </WithNavigationState>
    ),
  ],
};

/** Back from forgot password, with the email typed there. */
export const EmailCarriedBack: Story = {
  parameters: { route: { pathname: '/login', state: { email: 'jane@example.com' } } },
};

export const SessionEnded: Story = {
  decorators: [
    (Story) => (
      <WithNavigationState state={{ msg: 'UNAUTHENTICATED' }}>
        <Story />
      </WithNavigationState>
    ),
  ],
};

/** Opened from the iOS app with a pharmacy to register with: nothing shows here; home reads the flag. */
export const FromIosAppWithPharmacy: Story = {
  // The flag lives in sessionStorage, which story files running side by side share: take it away after.
  beforeEach: () => () => sessionStorage.removeItem(iosAppBannerStorageKey),
  parameters: {
    route: '/login?iOS=true&pharmacy=FA123',
    gateway: { LoginScreen: loginScreenData() },
  },
};

/** Back from NHS login with a code: signing in. */
export const NhsLoginCompleting: Story = {
  parameters: {
    route: demoNhsLoginReturnRoute,
    gateway: loginGateway(undefined, { completeNhsLogin: { pending: true } }),
  },
};

/** Back from NHS login, but no account has this NHS login: a link to register. */
export const NhsLoginUnknownUser: Story = {
  parameters: {
    route: demoNhsLoginReturnRoute,
    gateway: loginGateway(undefined, { completeNhsLogin: { errorCode: 'nhsLogin.unknownUser' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'register using NHS login' }),
    ).toBeVisible();
  },
};

/** NHS login could not start (the API could not reach it). */
export const NhsLoginUnavailable: Story = {
  parameters: {
    gateway: loginGateway(undefined, { startNhsLogin: { errorCode: 'nhsLogin.failed' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue to NHS login' }));
    await expect(
      await canvas.findByText('Unable to use NHS login at this time. Please try again.'),
    ).toBeVisible();
  },
};
