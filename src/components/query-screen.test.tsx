import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../testing/test-providers';
import { Page } from './page';
import { QueryScreen } from './query-screen';

/** A screen whose query answers what `load` gives it for `name`. */
function Screen({
  load,
  name = 'medicines',
}: {
  load: (name: string) => Promise<string>;
  name?: string;
}) {
  const query = useQuery({ queryKey: ['query-screen-test', name], queryFn: () => load(name) });
  return (
    <main id="maincontent">
      <QueryScreen
        query={query}
        title="Your medicines"
        loadingLabel="Loading your medicines"
        failureMessage="Unable to retrieve order details at this time. Please try again."
      >
        {(data) => (
          <Page title="Your medicines">
            <p>{data}</p>
          </Page>
        )}
      </QueryScreen>
    </main>
  );
}

const renderScreen = (load: () => Promise<string>) =>
  render(
    <TestProviders>
      <Screen load={load} />
    </TestProviders>,
  );

describe('QueryScreen', () => {
  it('shows a spinner while the query loads', async () => {
    const { container } = renderScreen(() => new Promise(() => undefined));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your medicines');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the data once it has come', async () => {
    const { container } = renderScreen(() => Promise.resolve('Amlodipine 5mg tablets'));
    expect(await screen.findByText('Amlodipine 5mg tablets')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Your medicines' })).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says why under the page title when it fails, and tries again on request', async () => {
    let fail = true;
    const user = userEvent.setup();
    const { container } = renderScreen(() =>
      fail ? Promise.reject(new Error('down')) : Promise.resolve('Amlodipine 5mg tablets'),
    );
    expect(
      await screen.findByText('Unable to retrieve order details at this time. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Your medicines' })).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Amlodipine 5mg tablets')).toBeVisible();
  });

  it('shows the spinner, never the previous answer, while a changed query loads', async () => {
    const answers = new Map<string, (answer: string) => void>();
    const load = (name: string) => new Promise<string>((resolve) => answers.set(name, resolve));
    const { rerender } = render(
      <TestProviders>
        <Screen load={load} name="first thread" />
      </TestProviders>,
    );
    answers.get('first thread')?.('The first thread');
    expect(await screen.findByText('The first thread')).toBeVisible();

    rerender(
      <TestProviders>
        <Screen load={load} name="second thread" />
      </TestProviders>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your medicines');
    expect(screen.queryByText('The first thread')).not.toBeInTheDocument();

    answers.get('second thread')?.('The second thread');
    expect(await screen.findByText('The second thread')).toBeVisible();
    expect(screen.queryByText('The first thread')).not.toBeInTheDocument();
  });
});
