import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig } from '../home-screen.fixtures';
import { AllergyTestingCard } from './allergy-testing-card';

const meta = {
  title: 'Home/Allergy testing card',
  component: AllergyTestingCard,
  args: { url: demoConfig.links.allergyTesting },
} satisfies Meta<typeof AllergyTestingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
