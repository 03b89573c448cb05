import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AlertRegion } from '../../components/alerts/alert-region';
import type { GatewayMocks } from '../../testing/gateway-mock';
import { renderScreen } from '../../testing/render-screen';
import { Destination, stubScrollIntoView } from '../../testing/screen-test-helpers';
import { NewMessageScreen, ReplyMessageScreen } from './message-form-screen';
import { useMessageDrafts } from './message-drafts';
import { newMessageData, recipients, replyData, threadIds } from './messages.fixtures';

beforeAll(stubScrollIntoView);
afterEach(() => {
  act(() => useMessageDrafts.setState({ drafts: {} }));
});

const listRoute: RouteObject = {
  path: '/my-services/messages',
  element: (
    <main id="maincontent">
      <AlertRegion />
      <Destination name="Messages list" />
    </main>
  ),
};

function renderNew(gateway: GatewayMocks) {
  return renderScreen(<Destination name="Elsewhere" />, {
    gateway: { NewMessageScreen: newMessageData(), ...gateway },
    route: '/my-services/messages/new',
    routes: [{ path: '/my-services/messages/new', element: <NewMessageScreen /> }, listRoute],
  });
}

function renderReply(gateway: GatewayMocks) {
  return renderScreen(<Destination name="Elsewhere" />, {
    gateway: { ReplyMessageScreen: replyData(), ...gateway },
    route: `/my-services/messages/new/${threadIds.unread}`,
    routes: [{ path: '/my-services/messages/new/:id', element: <ReplyMessageScreen /> }, listRoute],
  });
}

const sentInputs = (calls: { operationName: string; variables: Record<string, unknown> }[]) =>
  calls.filter((call) => call.operationName === 'SendMessage').map((call) => call.variables.input);

describe('NewMessageScreen', () => {
  it('shows a spinner while the recipients load', async () => {
    const { container } = renderNew({ NewMessageScreen: { pending: true } });
    expect(await screen.findByText('Loading who you can message')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks for a recipient, a subject and the message, with Send message and Cancel', async () => {
    const { container } = renderNew({});
    expect(await screen.findByRole('heading', { level: 1, name: 'New message' })).toBeVisible();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Choose a recipient', 'Dr Priya Shah', 'Prescriptions team']);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Your message/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/my-services/messages',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('refuses blank fields with the error summary, sending nothing', async () => {
    const user = userEvent.setup();
    const { container, gatewayCalls } = renderNew({});
    await user.type(await screen.findByRole('textbox', { name: 'Subject' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const links = await screen.findAllByRole('link', { name: /^(Choose|Enter)/ });
    expect(links.map((link) => link.textContent)).toEqual([
      'Choose who to send your message to',
      'Enter a subject',
      'Enter your message',
    ]);
    expect(document.title).toMatch(/^Error: New message/);
    expect(sentInputs(gatewayCalls)).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sends the trimmed message and goes back to the list saying it was sent', async () => {
    const user = userEvent.setup();
    const { gatewayCalls } = renderNew({ SendMessage: { data: { sendMessage: true } } });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'To' }), 'Dr Priya Shah');
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), '  Blood test  ');
    await user.type(screen.getByRole('textbox', { name: /^Your message/ }), '  Any results?  ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Messages list')).toBeInTheDocument();
    expect(await screen.findByText('Your message has been sent.')).toBeVisible();
    expect(sentInputs(gatewayCalls)).toEqual([
      {
        recipientGuid: recipients[0]?.recipientGuid,
        subject: 'Blood test',
        body: 'Any results?',
        replyToId: null,
      },
    ]);
  });

  it('sends a subject from the message where the practice does not show subjects', async () => {
    const user = userEvent.setup();
    const { gatewayCalls } = renderNew({
      NewMessageScreen: newMessageData(false),
      SendMessage: { data: { sendMessage: true } },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'To' }), 'Dr Priya Shah');
    expect(screen.queryByRole('textbox', { name: 'Subject' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    // A hidden subject has no field: only the message's own error shows.
    const summaryLinks = await screen.findAllByRole('link', { name: /^Enter/ });
    expect(summaryLinks.map((link) => link.textContent)).toEqual(['Enter your message']);
    await user.type(screen.getByRole('textbox', { name: /^Your message/ }), 'Sick note please');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText('Messages list');
    expect(sentInputs(gatewayCalls)).toEqual([
      expect.objectContaining({ subject: 'Sick note please', body: 'Sick note please' }),
    ]);
  });

  it.each([
    ['messages.sendFailed', 'Unable to send message at this time. Please try again.'],
    // The API's limit on messages (issue 21): wait, rather than try again now.
    [
      'common.tooManyRequests',
      'You have tried this too many times. Please wait a few minutes and try again.',
    ],
  ])('%s: goes back to the list saying why, and keeps what was typed', async (code, text) => {
    const user = userEvent.setup();
    renderNew({ SendMessage: { errorCode: code } });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'To' }), 'Dr Priya Shah');
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Blood test');
    await user.type(screen.getByRole('textbox', { name: /^Your message/ }), 'A long message');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Messages list')).toBeInTheDocument();
    expect(await screen.findByText(text)).toBeVisible();
    expect(useMessageDrafts.getState().drafts.new).toEqual({
      recipientGuid: recipients[0]?.recipientGuid,
      subject: 'Blood test',
      body: 'A long message',
    });
  });

  it('fills the form with the kept message and says why', async () => {
    act(() =>
      useMessageDrafts.setState({
        drafts: { new: { recipientGuid: 'r', subject: 'Kept', body: 'Kept text' } },
      }),
    );
    const { container } = renderNew({});
    expect(await screen.findByRole('textbox', { name: /^Your message/ })).toHaveValue('Kept text');
    expect(screen.getByText(/We kept what you wrote/)).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("shows the server's message when the recipients cannot be read, where it gives one", async () => {
    renderNew({
      NewMessageScreen: { errorCode: 'messages.recipientsFailed', serverMessage: 'Closed today.' },
    });
    expect(await screen.findByText('Closed today.')).toBeVisible();
  });

  it('shows the catalogue message when the recipients cannot be read', async () => {
    const { container } = renderNew({
      NewMessageScreen: { errorCode: 'messages.recipientsFailed' },
    });
    expect(
      await screen.findByText('Unable to retrieve recipients list at this time. Please try again.'),
    ).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('ReplyMessageScreen', () => {
  it("replies to the thread's recipient, starting from its subject", async () => {
    const user = userEvent.setup();
    const { container, gatewayCalls } = renderReply({
      SendMessage: { data: { sendMessage: true } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reply to message' }),
    ).toBeVisible();
    expect(screen.getByText('to: Prescriptions team')).toBeVisible();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Repeat prescription for my inhaler',
    );
    expect(await axe(container)).toHaveNoViolations();
    await user.type(screen.getByRole('textbox', { name: /^Your message/ }), 'Thank you');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText('Messages list');
    expect(sentInputs(gatewayCalls)).toEqual([
      {
        recipientGuid: '5eed0000-0000-4000-8000-00000000f004',
        subject: 'Repeat prescription for my inhaler',
        body: 'Thank you',
        replyToId: threadIds.unread,
      },
    ]);
  });

  it("says 'No Message Found' when the thread is not there", async () => {
    const { container } = renderReply({ ReplyMessageScreen: replyData(true, false) });
    expect(await screen.findByText('No Message Found')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
    await waitFor(async () => expect(await axe(container)).toHaveNoViolations());
  });
});
