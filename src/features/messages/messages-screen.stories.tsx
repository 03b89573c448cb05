import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessagesScreen } from './messages-screen';
import { messagesData } from './messages.fixtures';

const meta = {
  title: 'Messages/Messages screen',
  component: MessagesScreen,
  parameters: { route: '/my-services/messages', gateway: { MessagesScreen: messagesData() } },
} satisfies Meta<typeof MessagesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { MessagesScreen: { pending: true } } },
};

/** An unread thread today (with its subject), a read one on another day without one. */
export const Populated: Story = {};

/** The practice does not show subjects: no 're:' lines. */
export const SubjectsOff: Story = {
  parameters: { gateway: { MessagesScreen: messagesData(undefined, false) } },
};

export const Empty: Story = {
  parameters: { gateway: { MessagesScreen: messagesData([]) } },
};

export const LoadFailed: Story = {
  parameters: { gateway: { MessagesScreen: { errorCode: 'messages.loadFailed' } } },
};
