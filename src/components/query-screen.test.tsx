import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
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

/** A screen whose query is held in `queryClient`, so a test can put an answer there first and read it again. */
function DecidingScreen({
  load,
  decidesOnAnswer,
  placeholderData,
  refetchOnMount,
}: {
  load: () => Promise<string>;
  decidesOnAnswer?: boolean;
  placeholderData?: string;
  refetchOnMount?: boolean;
}) {
  const query = useQuery({
    queryKey: ['query-screen-test', 'deciding'],
    queryFn: load,
    staleTime: 5_000,
    placeholderData,
    refetchOnMount,
  });
  return (
    <main id="maincontent">
      <QueryScreen
        query={query}
        title="Your pharmacy"
        loadingLabel="Loading your pharmacy"
        failureMessage="Sorry, there is a problem with the service."
        decidesOnAnswer={decidesOnAnswer}
      >
        {(data) => (
          <Page title="Your pharmacy">
            <p>{data}</p>
            <input aria-label="Note" />
          </Page>
        )}
      </QueryScreen>
    </main>
  );
}

/** Settles the load in act, and lets the screen take the answer before the test looks. */
const answerWith = (settle: () => void) =>
  act(async () => {
    settle();
    await Promise.resolve();
  });

/** A load the test answers: `answer` resolves the latest call, `fail` rejects it. */
function controlledLoad() {
  let settle: { resolve: (answer: string) => void; reject: (error: Error) => void } | undefined;
  let calls = 0;
  return {
    load: () =>
      new Promise<string>((resolve, reject) => {
        calls += 1;
        settle = { resolve, reject };
      }),
    answer: (answer: string) => answerWith(() => settle?.resolve(answer)),
    fail: () => answerWith(() => settle?.reject(new Error('down'))),
    calls: () => calls,
  };
}

/** Renders DecidingScreen over a cache already holding `cached`, out of date (`stale`) or fresh. */
function renderDeciding(
  props: Parameters<typeof DecidingScreen>[0],
  { cached, stale }: { cached?: string; stale?: boolean } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (cached !== undefined) {
    queryClient.setQueryData(['query-screen-test', 'deciding'], cached);
    // As a change elsewhere marks every query no screen shows: it is read again when next shown.
    if (stale) void queryClient.invalidateQueries();
  }
  const view = render(
    <TestProviders>
      <QueryClientProvider client={queryClient}>
        <DecidingScreen {...props} />
      </QueryClientProvider>
    </TestProviders>,
  );
  return { ...view, queryClient };
}

describe('QueryScreen for a screen that decides where to go from its answer (decidesOnAnswer)', () => {
  it('shows the loading state, not the out-of-date answer, while it is read again', async () => {
    const loads = controlledLoad();
    const { container } = renderDeciding(
      { load: loads.load, decidesOnAnswer: true },
      { cached: 'No pharmacy', stale: true },
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your pharmacy');
    expect(screen.queryByText('No pharmacy')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await loads.answer('Boots, High Street');
    expect(await screen.findByText('Boots, High Street')).toBeVisible();
    expect(screen.queryByText('No pharmacy')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a current answer at once, without asking again', async () => {
    const loads = controlledLoad();
    renderDeciding({ load: loads.load, decidesOnAnswer: true }, { cached: 'Boots, High Street' });
    expect(await screen.findByText('Boots, High Street')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loads.calls()).toBe(0);
  });

  it('says the read failed, with Try again, rather than decide on the out-of-date answer', async () => {
    const loads = controlledLoad();
    renderDeciding(
      { load: loads.load, decidesOnAnswer: true },
      { cached: 'No pharmacy', stale: true },
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your pharmacy');

    await loads.fail();
    expect(await screen.findByText('Sorry, there is a problem with the service.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByText('No pharmacy')).not.toBeInTheDocument();
  });

  it('keeps the answer it has shown while that is read again, with what the user typed', async () => {
    const user = userEvent.setup();
    const loads = controlledLoad();
    const { queryClient } = renderDeciding({ load: loads.load, decidesOnAnswer: true });
    await loads.answer('Boots, High Street');
    await user.type(await screen.findByRole('textbox', { name: 'Note' }), 'Collect on Friday');

    // The user comes back to the tab: the answer is read again while the page stays as it is.
    await act(async () => {
      void queryClient.invalidateQueries();
      // TanStack Query tells the screen on the next task.
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(loads.calls()).toBe(2);
    expect(screen.getByText('Boots, High Street')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await loads.answer('Boots, Market Square');
    expect(await screen.findByText('Boots, Market Square')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Collect on Friday');
  });

  it('waits for an answer rather than decide on a placeholder', async () => {
    const loads = controlledLoad();
    renderDeciding({ load: loads.load, decidesOnAnswer: true, placeholderData: 'No pharmacy' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your pharmacy');
    expect(screen.queryByText('No pharmacy')).not.toBeInTheDocument();
    await loads.answer('Boots, High Street');
    expect(await screen.findByText('Boots, High Street')).toBeVisible();
  });

  it('shows an out-of-date answer that nothing reads again, rather than wait for ever', async () => {
    const loads = controlledLoad();
    renderDeciding(
      { load: loads.load, decidesOnAnswer: true, refetchOnMount: false },
      { cached: 'Boots, High Street', stale: true },
    );
    expect(await screen.findByText('Boots, High Street')).toBeVisible();
    expect(loads.calls()).toBe(0);
  });

  it('without it, a screen that only shows its answer keeps showing it while it is read again', async () => {
    const loads = controlledLoad();
    renderDeciding({ load: loads.load }, { cached: 'Boots, High Street', stale: true });
    expect(await screen.findByText('Boots, High Street')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loads.calls()).toBe(1);

    await loads.answer('Boots, Market Square');
    expect(await screen.findByText('Boots, Market Square')).toBeVisible();
  });
});
