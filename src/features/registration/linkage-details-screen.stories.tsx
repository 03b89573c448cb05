import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LinkageDetailsScreen } from './linkage-details-screen';
import { linkageDetailsGateway } from './registration.fixtures';

const meta = {
  title: 'Registration/Linkage details screen',
  component: LinkageDetailsScreen,
  parameters: { route: '/linkage-details', gateway: linkageDetailsGateway() },
} satisfies Meta<typeof LinkageDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: linkageDetailsGateway({ registration: { pending: true } }) },
};

export const NoRegistration: Story = {
  parameters: { gateway: linkageDetailsGateway({ registration: false }) },
};

export const Form: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Register now' }));
    await expect(await canvas.findByRole('link', { name: 'Enter your linkage key' })).toBeVisible();
  },
};
