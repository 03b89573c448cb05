import { screen, waitFor } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import type { GatewayMocks } from '../../testing/gateway-mock';
import { renderScreen } from '../../testing/render-screen';
import { MessageThreadScreen } from './message-thread-screen';
import { markupBody, threadData, threadDetail, threadIds } from './messages.fixtures';

const markRead = { data: { markMessageRead: { id: threadIds.unread, unread: false } } };

function renderThread(gateway: GatewayMocks) {
  return renderScreen(<MessageThreadScreen />, {
    gateway: { MarkMessageRead: markRead, ...gateway },
    route: `/my-services/messages/${threadIds.unread}`,
    routes: [{ path: '/my-services/messages/:id', element: <MessageThreadScreen /> }],
  });
}

describe('MessageThreadScreen', () => {
  it('shows a spinner while the thread loads', async () => {
    const { container } = renderThread({ MessageThreadScreen: { pending: true } });
    expect(await screen.findByText('Loading your message')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows each message from and to, its date, subject and text, and a reply button', async () => {
    const { container } = renderThread({ MessageThreadScreen: threadData() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const from = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(from).toEqual(['From: Mia Mercer', 'From: Prescriptions team']);
    expect(screen.getByText('To: Prescriptions team')).toBeVisible();
    expect(screen.getByText('Sunday 1 March 2026, 9:30am')).toBeVisible();
    expect(screen.getAllByText('Subject: Repeat prescription for my inhaler')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Reply' })).toHaveAttribute(
      'href',
      `/my-services/messages/new/${threadIds.unread}`,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows markup the patient typed as text, never as elements', async () => {
    const { container } = renderThread({ MessageThreadScreen: threadData() });
    const [firstLine, secondLine] = markupBody.split('\n');
    expect(await screen.findByText(firstLine ?? '', { exact: false })).toBeVisible();
    expect(screen.getByText(secondLine ?? '', { exact: false })).toBeVisible();
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    expect(container.querySelectorAll('script, img')).toHaveLength(0);
  });

  it('marks an unread thread read when it opens', async () => {
    const { gatewayCalls } = renderThread({ MessageThreadScreen: threadData() });
    await waitFor(() =>
      expect(gatewayCalls.filter((call) => call.operationName === 'MarkMessageRead')).toEqual([
        { operationName: 'MarkMessageRead', variables: { id: threadIds.unread } },
      ]),
    );
  });

  it('does not mark a read thread again, and hides subjects where the practice does', async () => {
    const { gatewayCalls } = renderThread({
      MessageThreadScreen: threadData({ ...threadDetail, unread: false }, false),
    });
    await screen.findByRole('heading', { level: 1, name: 'Messages' });
    expect(screen.queryByText(/^Subject:/)).not.toBeInTheDocument();
    expect(gatewayCalls.map((call) => call.operationName)).not.toContain('MarkMessageRead');
  });

  it("says 'No Message Found' for a thread that is not there", async () => {
    const { container } = renderThread({ MessageThreadScreen: threadData(null) });
    expect(await screen.findByText('No Message Found')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("shows the server's message where it gives one, else the catalogue's", async () => {
    renderThread({
      MessageThreadScreen: {
        errorCode: 'messages.detailFailed',
        serverMessage: 'Your GP practice’s system is down until 2pm.',
      },
    });
    expect(await screen.findByText('Your GP practice’s system is down until 2pm.')).toBeVisible();
  });

  it('shows the catalogue message when the thread cannot be loaded', async () => {
    const { container } = renderThread({
      MessageThreadScreen: { errorCode: 'messages.detailFailed' },
    });
    expect(
      await screen.findByText('Unable to retrieve message details at this time. Please try again.'),
    ).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });
});
