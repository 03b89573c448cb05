import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CookiePolicyScreen } from './cookie-policy-screen';
import { cookieConsentStorageKey } from '../../lib/cookie-consent';

const meta = {
  title: 'Help/Cookie policy screen',
  component: CookiePolicyScreen,
  parameters: { route: '/help/cookies' },
} satisfies Meta<typeof CookiePolicyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No choice made yet: 'Do not use' is selected, as nothing is set before consent. */
export const NoChoiceYet: Story = {
  beforeEach: () => {
    window.localStorage.removeItem(cookieConsentStorageKey);
  },
};

/** Analytics cookies accepted earlier (from the banner or this page). */
export const Accepted: Story = {
  beforeEach: () => {
    window.localStorage.setItem(cookieConsentStorageKey, 'true');
    return () => window.localStorage.removeItem(cookieConsentStorageKey);
  },
};

/** Analytics cookies refused here: the success banner, focused, says the choice is saved. */
export const Saved: Story = {
  beforeEach: () => () => window.localStorage.removeItem(cookieConsentStorageKey),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('radio', { name: 'Do not use cookies that measure my website use' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save my cookie settings' }));
    await expect(
      canvas.getByRole('alert', { name: "You've set your cookie preferences." }),
    ).toHaveFocus();
  },
};
