import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { AlertRegion } from './alert-region';
import { clearAlerts, showAlert, type AlertInput } from './alert-store';

/** Shows the given alerts for the story, and clears them when it ends. */
function AlertRegionWith({ alerts }: { alerts: AlertInput[] }) {
  useEffect(() => {
    alerts.forEach(showAlert);
    return clearAlerts;
  }, [alerts]);
  return (
    <main id="maincontent" className="nhsuk-width-container nhsuk-main-wrapper">
      <AlertRegion />
    </main>
  );
}

const meta = {
  title: 'Components/Alerts',
  component: AlertRegionWith,
  // Sample messages, not catalogue text: left out of the pseudo-language check.
  parameters: { pseudoLocale: { disable: true } },
} satisfies Meta<typeof AlertRegionWith>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Error: Story = {
  args: {
    alerts: [{ kind: 'error', message: 'Unable to cancel order at this time. Please try again.' }],
  },
};

export const Success: Story = {
  args: { alerts: [{ kind: 'success', message: 'Pharmacy Update Success!' }] },
};

export const Information: Story = {
  args: { alerts: [{ kind: 'info', message: 'Your session has ended. Please log in again.' }] },
};

export const WithLink: Story = {
  args: {
    alerts: [
      {
        kind: 'error',
        message: 'The registration process has not yet been fully completed.',
        link: { text: 'Finish your account registration', to: '/verify-email' },
      },
    ],
  },
};

export const Several: Story = {
  args: {
    alerts: [
      { kind: 'error', message: 'Unable to submit order at this time. Please try again.' },
      { kind: 'success', message: 'Your message has been sent.' },
      { kind: 'info', message: 'Your session has ended. Please log in again.' },
    ],
  },
};
