import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  crowdedSchedule,
  emptySchedule,
  scheduleWithItems,
  tppDueSchedule,
} from '../home-screen.fixtures';
import { ScheduleCard } from './schedule-card';

const meta = {
  title: 'Home/Schedule card',
  component: ScheduleCard,
  args: { schedule: scheduleWithItems },
} satisfies Meta<typeof ScheduleCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithReminders: Story = {};
export const Empty: Story = { args: { schedule: emptySchedule } };
export const TppDueForReorder: Story = { args: { schedule: tppDueSchedule } };
/** More than three of each: the card keeps three; days to go in both plural forms. */
export const Crowded: Story = { args: { schedule: crowdedSchedule } };
