import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImportantUpdateCard } from './important-update-card';

const meta = {
  title: 'Home/Important update card',
  component: ImportantUpdateCard,
  args: { canOrder: true },
} satisfies Meta<typeof ImportantUpdateCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CanOrder: Story = {};
export const CannotOrder: Story = { args: { canOrder: false } };
