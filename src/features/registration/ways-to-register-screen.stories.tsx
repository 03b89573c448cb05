import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoNhsRegistrationReturnRoute, waysToRegisterGateway } from './registration.fixtures';
import { WaysToRegisterScreen } from './ways-to-register-screen';

const meta = {
  title: 'Registration/Ways to register screen',
  component: WaysToRegisterScreen,
  parameters: { route: '/ways-to-register', gateway: waysToRegisterGateway() },
} satisfies Meta<typeof WaysToRegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the configuration has come: the page as the app was built with it (and as the build renders it). */
export const BeforeConfiguration: Story = {
  parameters: { gateway: { WaysToRegisterScreen: { pending: true } } },
};

export const LoadFailed: Story = {
  parameters: { gateway: { WaysToRegisterScreen: { errorCode: 'common.unexpected' } } },
};

/** Email and NHS login (configuration featureNHSLogin). */
export const Default: Story = {};

export const WithoutNhsLogin: Story = {
  parameters: { gateway: waysToRegisterGateway({ featureNHSLogin: false }) },
};

/** 'Register with NHS login' pressed: the confirmation panel, focused. */
export const NhsLoginConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Register with NHS login' }));
    await waitFor(() =>
      expect(
        canvas.getByRole('region', { name: 'Before you continue to NHS login' }),
      ).toHaveFocus(),
    );
  },
};

/** Back from NHS login with a code: the registration is being completed. */
export const NhsLoginCompleting: Story = {
  parameters: {
    route: demoNhsRegistrationReturnRoute,
    gateway: waysToRegisterGateway({ completeNhsLogin: { pending: true } }),
  },
};

/** Back from NHS login, but this NHS login has an account already. */
export const NhsLoginAccountExists: Story = {
  parameters: {
    route: demoNhsRegistrationReturnRoute,
    gateway: waysToRegisterGateway({ completeNhsLogin: { errorCode: 'nhsLogin.accountExists' } }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'You already have an account. Log in using NHS login instead.',
      ),
    ).toBeVisible();
  },
};
