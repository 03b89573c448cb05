import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NewMessageScreen, ReplyMessageScreen } from './message-form-screen';
import { newMessageData, replyData, threadIds } from './messages.fixtures';

const meta = {
  title: 'Messages/New message screen',
  component: NewMessageScreen,
  parameters: {
    route: '/my-services/messages/new',
    gateway: { NewMessageScreen: newMessageData() },
  },
} satisfies Meta<typeof NewMessageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { gateway: { NewMessageScreen: { pending: true } } },
};

/** Recipient, subject and message (the practice shows subjects). */
export const NewMessage: Story = {};

/** The practice does not show subjects: recipient and message only. */
export const SubjectsOff: Story = {
  parameters: { gateway: { NewMessageScreen: newMessageData(false) } },
};

/** Sent empty: the error summary and a message on each field. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByText('There is a problem')).toBeVisible();
  },
};

export const RecipientsFailed: Story = {
  parameters: { gateway: { NewMessageScreen: { errorCode: 'messages.recipientsFailed' } } },
};

/** A reply: a fixed 'to:', the thread's subject to start from. */
export const Reply: Story = {
  render: () => <ReplyMessageScreen />,
  parameters: {
    route: `/my-services/messages/new/${threadIds.unread}`,
    routePath: '/my-services/messages/new/:id',
    gateway: { ReplyMessageScreen: replyData() },
  },
};

/** A reply to a thread that is not there: 'No Message Found'. */
export const ReplyNotFound: Story = {
  render: () => <ReplyMessageScreen />,
  parameters: {
    route: `/my-services/messages/new/${threadIds.unread}`,
    routePath: '/my-services/messages/new/:id',
    gateway: { ReplyMessageScreen: replyData(true, false) },
  },
};
