import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  demoCurrentEmail,
  demoEmailChangeRoute,
  demoPassword,
  verifyNewEmailGateway,
} from './verify-new-email-screen.fixtures';
import { VerifyNewEmailScreen } from './verify-new-email-screen';

const meta = {
  title: 'Auth/Verify new email screen',
  component: VerifyNewEmailScreen,
  parameters: {
    route: demoEmailChangeRoute,
    routePath: '/verify-new-email/:id',
    gateway: verifyNewEmailGateway(),
  },
} satisfies Meta<typeof VerifyNewEmailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function complete(canvasElement: HTMLElement, credentials?: [string, string]) {
  const canvas = within(canvasElement);
  const button = await canvas.findByRole('button', { name: 'Complete Verification' });
  if (credentials) {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Your current email address' }),
      credentials[0],
    );
    await userEvent.type(canvas.getByLabelText('Password'), credentials[1]);
  }
  await userEvent.click(button);
  return canvas;
}

/** Signed out: the current email and password come first. */
export const SignedOut: Story = {};

/** Signed in: one button. */
export const SignedIn: Story = {
  parameters: { gateway: verifyNewEmailGateway({ signedIn: true }) },
};

export const Loading: Story = {
  parameters: { gateway: { VerifyNewEmailScreen: { pending: true } } },
};

export const LoadFailed: Story = {
  parameters: { gateway: { VerifyNewEmailScreen: { errorCode: 'common.unexpected' } } },
};

export const FieldsMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await complete(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: 'Please enter your email and password.' }),
    ).toBeVisible();
  },
};

export const Verifying: Story = {
  parameters: {
    gateway: verifyNewEmailGateway({ signedIn: true, verification: { pending: true } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await complete(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Verifying' })).toBeVisible();
  },
};

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await complete(canvasElement, [demoCurrentEmail, demoPassword]);
    await expect(
      await canvas.findByRole('heading', { name: 'Your email address has been changed' }),
    ).toBeVisible();
  },
};

/** The sign-in before verifying was refused. */
export const CredentialsRefused: Story = {
  parameters: {
    gateway: verifyNewEmailGateway({
      verification: { errorCode: 'emailChange.credentialsRefused' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await complete(canvasElement, [demoCurrentEmail, 'wrong']);
    await expect(
      await canvas.findByText(
        'The user could not be verified. Please check your user credentials.',
      ),
    ).toBeVisible();
  },
};

/** The link was used, has expired or is another account's: the server's message. */
export const LinkRefused: Story = {
  parameters: {
    // The server's own words (spec part 2 §8), not the catalogue's.
    pseudoLocale: {
      patientText: ['Update process could not be completed. Please try again later.'],
    },
    gateway: verifyNewEmailGateway({
      signedIn: true,
      verification: {
        errorCode: 'emailChange.failed',
        serverMessage: 'Update process could not be completed. Please try again later.',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await complete(canvasElement);
    await expect(
      await canvas.findByText('Update process could not be completed. Please try again later.'),
    ).toBeVisible();
  },
};
