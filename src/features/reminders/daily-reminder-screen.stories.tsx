import type { Meta, StoryObj } from '@storybook/react-vite';
import { EditDailyReminderScreen, NewDailyReminderScreen } from './daily-reminder-screen';
import { dailyData, metforminSearch } from './reminders.fixtures';

const meta = {
  title: 'Reminders/Daily reminder screen',
  component: NewDailyReminderScreen,
  parameters: {
    route: '/my-meds/reminders/daily/new',
    gateway: { DailyReminderScreen: dailyData(), MedicineSearch: metforminSearch },
  },
} satisfies Meta<typeof NewDailyReminderScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { DailyReminderScreen: { pending: true } } },
};
export const New: Story = {};
/** 'Another medicine' chosen: the search widget (type 'met' to see results). */
export const Searching: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Another medicine' }));
  },
};
/** Create reminder pressed with nothing chosen (the error summary). */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create reminder' }));
  },
};
export const SearchFailed: Story = {
  parameters: {
    gateway: {
      DailyReminderScreen: dailyData(),
      MedicineSearch: { errorCode: 'reminders.medicineSearchFailed' },
    },
  },
};
export const Edit: Story = {
  render: () => <EditDailyReminderScreen />,
  parameters: {
    route: '/my-meds/reminders/daily/edit/daily-1',
    gateway: {
      DailyReminderScreen: dailyData({
        id: 'daily-1',
        reminderTime: '08:00:00',
        description: 'Amlodipine 5mg tablets',
        orderId: 'order-1',
        orderItemId: 'item-1',
      }),
    },
  },
};
