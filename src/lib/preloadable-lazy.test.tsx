import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function renderInSuspense(Component: ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Component name="Alex" />
    </Suspense>,
  );
}

describe('preloadableLazy', () => {
  it('renders at once, with no fallback, when its code came before the first render', async () => {
    const { Component, preload } = preloadableLazy(() => Promise.resolve(Greeting));
    await preload();
    renderInSuspense(Component);
    // In the first commit: React never showed the fallback, so it holds nothing back.
    expect(screen.getByText('Hello Alex')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends like React.lazy when its code has not come, and loads it once', async () => {
    let loads = 0;
    const { Component, preload } = preloadableLazy(() => {
      loads++;
      return Promise.resolve(Greeting);
    });
    renderInSuspense(Component);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Alex')).toBeInTheDocument();
    await preload();
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let attempts = 0;
    const { preload } = preloadableLazy(() =>
      ++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting),
    );
    await expect(preload()).rejects.toThrow('offline');
    await act(() => preload());
    expect(attempts).toBe(2);
  });
});
