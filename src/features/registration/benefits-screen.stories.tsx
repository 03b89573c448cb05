import type { Meta, StoryObj } from '@storybook/react-vite';
import { BenefitsScreen } from './benefits-screen';

const meta = {
  title: 'Registration/Benefits screen',
  component: BenefitsScreen,
  parameters: { route: '/benefits' },
} satisfies Meta<typeof BenefitsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The only state: static content. */
export const Default: Story = {};
