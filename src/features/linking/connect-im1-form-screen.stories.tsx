import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ConnectIm1FormScreen } from './connect-im1-form-screen';
import { alreadyRegistered, connectFormGateway, letterNotFound } from './linking.fixtures';

const meta = {
  title: 'Linking/Connect IM1 form screen',
  component: ConnectIm1FormScreen,
  parameters: { route: '/connect-im1-form', gateway: connectFormGateway() },
} satisfies Meta<typeof ConnectIm1FormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { ConnectIm1FormScreen: { pending: true } } },
};

export const LoadFailed: Story = {
  parameters: { gateway: { ConnectIm1FormScreen: { errorCode: 'common.unexpected' } } },
};

export const Empty: Story = {};

/** 'Connect Now!' pressed with nothing typed: the error summary lists every field. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect Now!' }));
    await expect(await canvas.findByRole('link', { name: 'Enter the linkage key' })).toBeVisible();
  },
};

/** The refusals, as they show after a press (typed details are left to the test). */
async function submitTyped(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Last name' }), 'Reed');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Day' }), '5');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Month' }), '11');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Year' }), '1978');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Linkage key' }), 'LKMORGAN0201');
  await userEvent.type(canvas.getByRole('textbox', { name: 'ODS code' }), 'A12345');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Account ID' }), '1000201');
  await userEvent.click(canvas.getByRole('button', { name: 'Connect Now!' }));
}

export const AlreadyRegistered: Story = {
  parameters: { gateway: connectFormGateway(alreadyRegistered) },
  play: async ({ canvasElement }) => {
    await submitTyped(canvasElement);
    await expect(await within(canvasElement).findByRole('link', { name: 'Home' })).toBeVisible();
  },
};

export const LetterNotFound: Story = {
  parameters: { gateway: connectFormGateway(letterNotFound) },
  play: async ({ canvasElement }) => submitTyped(canvasElement),
};
