import type { Meta, StoryObj } from '@storybook/react-vite';
import { prescriptionCourses } from '../home-screen.fixtures';
import { PrescriptionsCard } from './prescriptions-card';

const meta = {
  title: 'Home/Prescriptions card',
  component: PrescriptionsCard,
  args: { courses: prescriptionCourses, canOrder: true },
} satisfies Meta<typeof PrescriptionsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CanOrder: Story = {};
export const CannotOrder: Story = { args: { canOrder: false } };
export const NoCourses: Story = { args: { courses: [] } };
