import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  amlodipineItem,
  commentRequiredData,
  newOrderGateway,
  prescribingData,
  withBasket,
  patientText,
} from './new-order.fixtures';
import { OrderSummaryScreen } from './order-summary-screen';

const meta = {
  title: 'Orders/New order/Order summary screen',
  component: OrderSummaryScreen,
  parameters: {
    pseudoLocale: { patientText },
    route: '/my-meds/orders/new/summary',
    gateway: newOrderGateway(prescribingData),
  },
  beforeEach: () => withBasket('p-alex', [amlodipineItem]),
} satisfies Meta<typeof OrderSummaryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { gateway: { NewOrderScreen: { pending: true } } } };

export const LoadFailed: Story = {
  parameters: { gateway: { NewOrderScreen: { errorCode: 'orders.loadFailed' } } },
};

/** The basket, an optional comment and the early-reorder choice. */
export const Default: Story = {};

/** Tara's practice asks for a comment; Continue without one. */
export const CommentRequired: Story = {
  parameters: { gateway: newOrderGateway(commentRequiredData) },
  beforeEach: () => withBasket('p-tara', [amlodipineItem]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await canvas.findByRole('link', {
      name: 'Your GP practice asks for a comment with every order. Enter a comment for your GP',
    });
  },
};

/** A comment one character over the limit. */
export const CommentTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const comment = await canvas.findByRole('textbox', { name: 'Comment for your GP (optional)' });
    await userEvent.click(comment);
    await userEvent.paste('x'.repeat(401));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('1 too many')).toBeInTheDocument();
    await canvas.findByRole('link', { name: 'Your comment must be 400 characters or fewer' });
  },
};

/** Early reorder, for a reason the patient gives (left blank). */
export const EarlyReorderOtherMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: 'One or more of my items are an early reorder' }),
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Other (please specify)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await canvas.findByRole('link', { name: 'Enter why you need your medicines early' });
  },
};
