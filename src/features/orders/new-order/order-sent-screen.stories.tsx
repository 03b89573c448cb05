import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AlertRegion } from '../../../components/alerts/alert-region';
import { clearAlerts } from '../../../components/alerts/alert-store';
import { OrderSentScreen } from './order-sent-screen';

const sentRoute = {
  pathname: '/my-meds/orders/new/sent',
  state: { orderId: 'order-1', manual: false },
};

const meta = {
  title: 'Orders/New order/Order sent screen',
  component: OrderSentScreen,
  parameters: {
    route: sentRoute,
    gateway: { SendOrderFeedback: { data: { sendOrderFeedback: true } } },
  },
  decorators: [
    (Story) => (
      <>
        <AlertRegion />
        <Story />
      </>
    ),
  ],
  beforeEach: () => clearAlerts,
} satisfies Meta<typeof OrderSentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sent to the GP practice, with the feedback question. */
export const Sent: Story = {};

/** A manual order goes to the pharmacy. */
export const SentManual: Story = {
  parameters: { route: { ...sentRoute, state: { orderId: 'order-2', manual: true } } },
};

/** 'Send feedback' without an answer. */
export const FeedbackMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send feedback' }));
    await canvas.findByRole('link', {
      name: 'Select yes if you enjoyed using this service, or no if you did not',
    });
  },
};

export const FeedbackSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Yes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByText('Thank you for your feedback!')).toHaveFocus();
  },
};

export const FeedbackFailed: Story = {
  parameters: {
    // The alert keeps the words it was shown with (see SendFailed in order-confirmation-screen.stories.tsx):
    // its text is catalogue text (errors:orders.feedbackFailed); the other states here are checked.
    pseudoLocale: { disable: true },
    gateway: { SendOrderFeedback: { errorCode: 'orders.feedbackFailed' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'No' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await canvas.findByText('Unable to send feedback at this time. Please try again.');
  },
};
