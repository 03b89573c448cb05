import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageThreadScreen } from './message-thread-screen';
import { threadData, threadIds } from './messages.fixtures';

const meta = {
  title: 'Messages/Message thread screen',
  component: MessageThreadScreen,
  parameters: {
    route: `/my-services/messages/${threadIds.unread}`,
    routePath: '/my-services/messages/:id',
    gateway: {
      MessageThreadScreen: threadData(),
      MarkMessageRead: { data: { markMessageRead: { id: threadIds.unread, unread: false } } },
    },
  },
} satisfies Meta<typeof MessageThreadScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { MessageThreadScreen: { pending: true } } },
};

/** The patient's message (markup typed as text) and the practice's reply. */
export const Populated: Story = {};

/** 'No Message Found'. */
export const NotFound: Story = {
  parameters: { gateway: { MessageThreadScreen: threadData(null) } },
};

/** The server's own message, where it gives one (spec part 2 §8). */
export const LoadFailedWithServerMessage: Story = {
  parameters: {
    gateway: {
      MessageThreadScreen: {
        errorCode: 'messages.detailFailed',
        serverMessage: 'Your GP practice’s system is down for maintenance until 2pm.',
      },
    },
  },
};

export const LoadFailed: Story = {
  parameters: { gateway: { MessageThreadScreen: { errorCode: 'messages.detailFailed' } } },
};
