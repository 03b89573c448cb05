import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { AlertRegion } from '../../../components/alerts/alert-region';
import { clearAlerts } from '../../../components/alerts/alert-store';
import { saveOrderDetails } from './basket-store';
import {
  amlodipineItem,
  newOrderGateway,
  paracetamolItem,
  prescribingData,
  withBasket,
  patientText,
} from './new-order.fixtures';
import { OrderConfirmationScreen } from './order-confirmation-screen';

const meta = {
  title: 'Orders/New order/Order confirmation screen',
  component: OrderConfirmationScreen,
  parameters: {
    pseudoLocale: { patientText },
    route: '/my-meds/orders/new/confirmation',
    gateway: newOrderGateway(prescribingData, {
      PlaceOrder: { data: { placeOrder: { orderIds: ['order-1'] } } },
    }),
  },
  decorators: [
    (Story) => (
      <>
        <AlertRegion />
        <Story />
      </>
    ),
  ],
  beforeEach: () => {
    const empty = withBasket('p-alex', [amlodipineItem, paracetamolItem]);
    return () => {
      empty();
      clearAlerts();
    };
  },
} satisfies Meta<typeof OrderConfirmationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { gateway: { NewOrderScreen: { pending: true } } } };

/** The order to check: medicines, no comment, not early, the pharmacy. */
export const Default: Story = {};

/** With a comment and a holiday early reorder. */
export const WithDetails: Story = {
  beforeEach: () => {
    saveOrderDetails('p-alex', {
      comment: 'Please have these ready by Friday.',
      earlyReorder: true,
      earlyReorderReason: 'holiday',
      otherReason: '',
    });
  },
};

/** The API could not take the order: the catalogue's message, and the basket is kept. */
export const SendFailed: Story = {
  parameters: {
    // The alert keeps the words it was shown with (alert-store: 'Already translated'): the play shows it in
    // English before the pseudo-language check switches language, so that check cannot judge this story.
    // The alert's text is catalogue text (errors:orders.submitFailed); the other states here are checked.
    pseudoLocale: { disable: true },
    gateway: newOrderGateway(prescribingData, { PlaceOrder: { errorCode: 'orders.submitFailed' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send order' }));
    await canvas.findByText('Unable to submit order at this time. Please try again.');
  },
};
