import { useQuery } from '@tanstack/react-query';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Page } from './page';
import { QueryScreen } from './query-screen';

/** A screen whose one query answers `outcome`. */
function ScreenWithQuery({ outcome }: { outcome: 'loading' | 'failed' | 'loaded' }) {
  const query = useQuery({
    queryKey: ['query-screen-story', outcome],
    queryFn: () =>
      outcome === 'loading'
        ? new Promise<string>(() => undefined)
        : outcome === 'failed'
          ? Promise.reject(new Error('down'))
          : Promise.resolve('⟦Amlodipine 5mg tablets⟧'),
  });
  return (
    <QueryScreen
      query={query}
      title="⟦Your medicines⟧"
      loadingLabel="⟦Loading your medicines⟧"
      failureMessage="⟦Unable to retrieve order details at this time. Please try again.⟧"
    >
      {(data) => (
        <Page title="⟦Your medicines⟧">
          <p>{data}</p>
        </Page>
      )}
    </QueryScreen>
  );
}

const meta = {
  title: 'Components/Query screen',
  component: ScreenWithQuery,
  args: { outcome: 'loaded' },
} satisfies Meta<typeof ScreenWithQuery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { outcome: 'loading' } };
export const Failed: Story = { args: { outcome: 'failed' } };
export const Loaded: Story = {};
