import type { Meta, StoryObj } from '@storybook/react-vite';
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
