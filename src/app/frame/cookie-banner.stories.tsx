import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CookieBanner } from './cookie-banner';
import { cookieConsentStorageKey } from '../../lib/cookie-consent';
import { demoLinks, demoProductName } from './frame.fixtures';

const meta = {
  title: 'Frame/Cookie banner',
  component: CookieBanner,
  args: { cookiePolicyUrl: demoLinks.cookiePolicy, serviceName: demoProductName },
  // Each story starts as a first visit.
  beforeEach: () => {
    window.localStorage.removeItem(cookieConsentStorageKey);
  },
} satisfies Meta<typeof CookieBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Shown: Story = {};

export const JustAccepted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept analytics cookies' }));
    await expect(canvas.getByText(/You've accepted analytics cookies/)).toHaveFocus();
  },
};

export const JustRejected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject analytics cookies' }));
    await expect(canvas.getByText(/You've rejected analytics cookies/)).toHaveFocus();
  },
};
