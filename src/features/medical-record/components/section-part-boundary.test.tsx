import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render-screen';
import { SectionPartBoundary } from './section-part-boundary';

describe('SectionPartBoundary', () => {
  it("shows the section's catalogue message when its part's code cannot come, and tries again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    function Part() {
      if (failing) throw new TypeError('Failed to fetch dynamically imported module');
      return <p>the histories</p>;
    }
    renderScreen(
      <SectionPartBoundary>
        <Part />
      </SectionPartBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(screen.queryByText('the histories')).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button'));
    expect(await screen.findByText('the histories')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
