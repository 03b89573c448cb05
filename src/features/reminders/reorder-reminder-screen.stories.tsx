import type { Meta, StoryObj } from '@storybook/react-vite';
import { editReorderData, newReorderData } from './reminders.fixtures';
import { EditReorderReminderScreen, NewReorderReminderScreen } from './reorder-reminder-screen';

const meta = {
  title: 'Reminders/Reorder reminder screen',
  component: NewReorderReminderScreen,
  parameters: {
    route: '/my-meds/reminders/reorder/new',
    gateway: { NewReorderReminderScreen: newReorderData() },
  },
} satisfies Meta<typeof NewReorderReminderScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { NewReorderReminderScreen: { pending: true } } },
};
export const New: Story = {};
/** Nothing collected yet: nothing to choose. */
export const NoCollectedItems: Story = {
  parameters: { gateway: { NewReorderReminderScreen: newReorderData([]) } },
};
/** Create reminder pressed with nothing chosen (the error summary). */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create reminder' }));
  },
};
export const Edit: Story = {
  render: () => <EditReorderReminderScreen />,
  parameters: {
    route: '/my-meds/reminders/reorder/edit/reorder-manual',
    gateway: { EditReorderReminderScreen: editReorderData() },
  },
};
export const LoadFailed: Story = {
  parameters: { gateway: { NewReorderReminderScreen: { errorCode: 'orders.loadFailed' } } },
};
