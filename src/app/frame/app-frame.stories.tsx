import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentProps } from 'react';
import { clearAlerts, showAlert } from '../../components/alerts/alert-store';
import { Page } from '../../components/page';
import { AppFrame } from './app-frame';
import { cookieConsentStorageKey } from '../../lib/cookie-consent';
import {
  examplePage,
  frameAccountData,
  frameBadgesData,
  frameData,
  noPharmacyGateway,
  signedOutGateway,
  withPharmacyGateway,
} from './frame.fixtures';

function ExamplePage() {
  return (
    <Page title={examplePage.title}>
      <p>{examplePage.body}</p>
    </Page>
  );
}

/** The frame with its data part on the story's query cache (the decorator's, which the gateway mock answers). */
function FrameOnStoryCache(props: Omit<ComponentProps<typeof AppFrame>, 'dataSource'>) {
  const queryClient = useQueryClient();
  const [dataSource] = useState(() => Promise.resolve({ queryClient }));
  return <AppFrame {...props} dataSource={dataSource} />;
}

const meta = {
  title: 'Frame/Page frame',
  component: FrameOnStoryCache,
  args: { children: <ExamplePage /> },
  beforeEach: () => {
    window.localStorage.setItem(cookieConsentStorageKey, 'true');
    clearAlerts();
  },
} satisfies Meta<typeof FrameOnStoryCache>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SignedOut: Story = { parameters: { gateway: signedOutGateway, route: '/login' } };

export const WithPharmacy: Story = { parameters: { gateway: withPharmacyGateway } };

export const WithCounts: Story = {
  args: { badges: { readyToCollect: 1, unreadMessages: 3 } },
  parameters: { gateway: withPharmacyGateway },
};

/** The 'my meds' badge as the gateway counts it (FrameBadgesQuery): two orders ready to collect. */
export const WithReadyToCollectFromGateway: Story = {
  parameters: { gateway: { ...withPharmacyGateway, FrameBadges: frameBadgesData(2) } },
};

export const WithoutPharmacy: Story = {
  parameters: { gateway: noPharmacyGateway, route: '/choose-pharmacy' },
};

export const LoadingAccount: Story = {
  parameters: {
    gateway: { Frame: frameData({ signedIn: true }), FrameAccount: { pending: true } },
  },
};

export const FirstVisitCookieBanner: Story = {
  parameters: { gateway: signedOutGateway, route: '/login' },
  beforeEach: () => {
    window.localStorage.removeItem(cookieConsentStorageKey);
  },
};

function WithAlerts() {
  useEffect(() => {
    showAlert({ kind: 'success', message: 'Pharmacy Update Success!' });
    return clearAlerts;
  }, []);
  return <ExamplePage />;
}

export const WithAlert: Story = {
  args: { children: <WithAlerts /> },
  parameters: {
    gateway: { Frame: frameData({ signedIn: true }), FrameAccount: frameAccountData() },
  },
};
