import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { AlertRegion } from '../../components/alerts/alert-region';
import type { GatewayMocks } from '../../testing/gateway-mock';
import { renderScreen } from '../../testing/render-screen';
import { MessagesScreen } from './messages-screen';
import { messagesData, readThread, threadIds, unreadThread } from './messages.fixtures';

function renderList(gateway: GatewayMocks) {
  return renderScreen(
    <main id="maincontent">
      <AlertRegion />
      <MessagesScreen />
    </main>,
    { gateway, route: '/my-services/messages' },
  );
}

describe('MessagesScreen', () => {
  it('shows a spinner while the messages load', async () => {
    const { container } = renderList({ MessagesScreen: { pending: true } });
    expect(await screen.findByText('Loading your messages')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists threads with the first recipient, re: subject, the time today or the date, unread in words', async () => {
    const { container } = renderList({ MessagesScreen: messagesData() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: /Important/ })).toBeVisible();
    expect(screen.getByText(/^Only use messages for non-urgent enquiries\./)).toBeVisible();
    expect(screen.getByText(/^If your enquiry is urgent, phone your GP practice\./)).toBeVisible();
    expect(screen.getByText(/^Do not send information about a medical condition/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create a new message' })).toHaveAttribute(
      'href',
      '/my-services/messages/new',
    );
    const links = screen.getAllByRole('link', { name: /last message/ });
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Unread Prescriptions team, last message \d{1,2}(:\d\d)?[ap]m$/),
      'Dr Amir Khan, last message 3 March 2026',
    ]);
    expect(links[0]).toHaveAttribute('href', `/my-services/messages/${threadIds.unread}`);
    expect(screen.getByText('re: Repeat prescription for my inhaler')).toBeVisible();
    expect(screen.queryAllByText(/^re: /)).toHaveLength(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows markup in a subject as text', async () => {
    const subject = '<img src=x onerror="alert(1)">';
    const { container } = renderList({
      MessagesScreen: messagesData([{ ...readThread, subject }]),
    });
    expect(await screen.findByText(`re: ${subject}`)).toBeVisible();
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('leaves subjects out where the practice does not show them', async () => {
    renderList({ MessagesScreen: messagesData(undefined, false) });
    await screen.findByRole('heading', { level: 1, name: 'Messages' });
    expect(screen.queryByText(/^re: /)).not.toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    const { container } = renderList({ MessagesScreen: messagesData([]) });
    expect(await screen.findByText('You have no messages.')).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the catalogue message when the messages cannot be loaded', async () => {
    const { container } = renderList({ MessagesScreen: { errorCode: 'messages.loadFailed' } });
    expect(
      await screen.findByText('Unable to retrieve messages at this time. Please try again.'),
    ).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('deletes a thread after the in-place confirmation and says so', async () => {
    const user = userEvent.setup();
    const { container, gatewayCalls } = renderList({
      MessagesScreen: messagesData(),
      DeleteMessage: { data: { deleteMessage: [unreadThread] } },
    });
    await user.click(
      await screen.findByRole('button', { name: /^Delete message to Dr Amir Khan/ }),
    );
    const question = screen.getByText('Are you sure you want to delete this message thread?');
    expect(question).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
    const group = screen.getByRole('group', { name: question.textContent });
    await user.click(within(group).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Your message has been deleted.')).toBeVisible();
    expect(gatewayCalls.find((call) => call.operationName === 'DeleteMessage')?.variables).toEqual({
      id: readThread.id,
    });
    expect(screen.queryByRole('link', { name: /Dr Amir Khan/ })).not.toBeInTheDocument();
  });

  it('keeps the thread and says so when deleting fails; No, keep it returns focus', async () => {
    const user = userEvent.setup();
    renderList({
      MessagesScreen: messagesData(),
      DeleteMessage: { errorCode: 'messages.deleteFailed' },
    });
    const deleteButton = await screen.findByRole('button', {
      name: /^Delete message to Dr Amir Khan/,
    });
    await user.click(deleteButton);
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(
      await screen.findByText('Unable to delete message at this time. Please try again.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes, delete' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(screen.getByRole('button', { name: /^Delete message to Dr Amir Khan/ })).toHaveFocus();
  });
});
