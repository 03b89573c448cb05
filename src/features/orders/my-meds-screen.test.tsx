import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { myMedsData } from './current-orders-screen.fixtures';
import { MyMedsScreen } from './my-meds-screen';

describe('MyMedsScreen', () => {
  it('shows a spinner while the orders load', async () => {
    const { container } = renderScreen(<MyMedsScreen />, {
      gateway: { MyMedsScreen: { pending: true } },
    });
    expect(await screen.findByText('Loading your medicines')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('links the live orders card to current orders, with the counts', async () => {
    const { container } = renderScreen(<MyMedsScreen />, {
      gateway: { MyMedsScreen: myMedsData(2, 1) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My meds' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Live orders' })).toHaveAttribute(
      'href',
      '/my-meds/orders',
    );
    expect(screen.getByText('You have 2 live orders.')).toBeInTheDocument();
    expect(screen.getByText('1 is ready to collect.')).toBeInTheDocument();
    // No previous orders: no History card.
    expect(screen.queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('links the History card to previous orders when there are some', async () => {
    const { container } = renderScreen(<MyMedsScreen />, {
      gateway: { MyMedsScreen: myMedsData(1, 0, 2) },
    });
    expect(await screen.findByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/my-meds/orders/previous',
    );
    expect(
      screen.getByText('See the items you have ordered before and order them again.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(await axe(container)).toHaveNoViolations();
  });

  it("links 'Schedule reminders' to the reminders screen only where a reminder feature is open", async () => {
    const { unmount } = renderScreen(<MyMedsScreen />, {
      gateway: { MyMedsScreen: myMedsData(0, 0) },
    });
    expect(await screen.findByRole('link', { name: 'Schedule reminders' })).toHaveAttribute(
      'href',
      '/my-meds/reminders',
    );
    unmount();
    renderScreen(<MyMedsScreen />, { gateway: { MyMedsScreen: myMedsData(0, 0, 0, false) } });
    expect(await screen.findByRole('link', { name: 'Live orders' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Schedule reminders' })).not.toBeInTheDocument();
  });

  it('says when there are no live orders', async () => {
    const { container } = renderScreen(<MyMedsScreen />, {
      gateway: { MyMedsScreen: myMedsData(0, 0) },
    });
    expect(await screen.findByText('You have no live orders.')).toBeInTheDocument();
    expect(screen.queryByText(/ready to collect/)).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the catalogue error and loads again on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { container } = renderScreen(<MyMedsScreen />, {
      gateway: {
        MyMedsScreen: () => (fail ? { errorCode: 'orders.loadFailed' } : myMedsData(1, 0)),
      },
    });
    expect(
      await screen.findByText('Unable to retrieve order details at this time. Please try again.'),
    ).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have 1 live order.')).toBeInTheDocument();
  });
});
