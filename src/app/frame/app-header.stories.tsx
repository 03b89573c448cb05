import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppHeader } from './app-header';
import { demoProductName } from './frame.fixtures';

const meta = {
  title: 'Frame/Header',
  component: AppHeader,
  args: { serviceName: demoProductName, navigation: 'full', onLogOut: () => undefined },
} satisfies Meta<typeof AppHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithPharmacy: Story = {};

export const WithoutPharmacy: Story = { args: { navigation: 'noPharmacy' } };

export const SignedOut: Story = { args: { navigation: 'signedOut' } };

export const LoadingAccount: Story = { args: { navigation: 'pending' } };

export const WithCounts: Story = { args: { badges: { readyToCollect: 2, unreadMessages: 5 } } };

export const CurrentSection: Story = { parameters: { route: '/my-meds/orders' } };

export const LoggingOut: Story = { args: { loggingOut: true } };

/** Below 769 px the menu is behind a button. */
export const MenuOpenOnSmallScreen: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};
