import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AddItemScreen } from './add-item-screen';
import { emptyBasket } from './basket-store';
import {
  amlodipineItem,
  manualData,
  newOrderGateway,
  noPrescriptionsData,
  prescribingData,
  withBasket,
  patientText,
} from './new-order.fixtures';

const meta = {
  title: 'Orders/New order/Add item screen',
  component: AddItemScreen,
  parameters: {
    pseudoLocale: { patientText },
    route: '/my-meds/orders/new',
    gateway: newOrderGateway(prescribingData),
  },
  beforeEach: () => {
    emptyBasket();
    return emptyBasket;
  },
} satisfies Meta<typeof AddItemScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { gateway: { NewOrderScreen: { pending: true } } } };

export const LoadFailed: Story = {
  parameters: { gateway: { NewOrderScreen: { errorCode: 'orders.loadFailed' } } },
};

/** Repeat prescriptions to add; the basket is empty. */
export const Prescriptions: Story = {};

export const NoPrescriptions: Story = {
  parameters: { gateway: newOrderGateway(noPrescriptionsData) },
};

/** A patient who reorders manually: 'Add a medicine'. */
export const ManualReordering: Story = { parameters: { gateway: newOrderGateway(manualData) } };

export const InBasket: Story = {
  beforeEach: () => withBasket('p-alex', [amlodipineItem]),
};

/** Items arriving from Previous orders. */
export const FromPreviousOrders: Story = {
  parameters: {
    route: { pathname: '/my-meds/orders/new', state: { reorderItems: [amlodipineItem] } },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('1 item from your previous orders is in your basket.');
  },
};

/** Continue with an empty basket: the error summary says what to do. */
export const BasketEmptyError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByRole('link', { name: 'Add at least one medicine to your basket' }),
    ).toBeInTheDocument();
  },
};

/** 'Add to basket' with no name. */
export const ManualNameMissing: Story = {
  parameters: { gateway: newOrderGateway(manualData) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to basket' }));
    await expect(
      await canvas.findByRole('link', { name: 'Enter the name of the medicine' }),
    ).toBeInTheDocument();
  },
};
