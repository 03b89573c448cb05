import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { pretendUserHasClicked } from '../testing/sticky-activation';

/** The module afresh: whether the user has interacted is the page's, kept in the module. */
const freshModule = () => import('./first-interaction');

beforeEach(() => vi.resetModules());

describe('afterFirstInteraction', () => {
  it('loads at the first focus, press or key, and at once after that', async () => {
    const { afterFirstInteraction } = await freshModule();
    const load = vi.fn(() => Promise.resolve('loaded'));
    const loaded = afterFirstInteraction(load);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();

    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await Promise.resolve();
    expect(load).toHaveBeenCalledOnce();
    await expect(loaded).resolves.toBe('loaded');

    const later = vi.fn(() => Promise.resolve('again'));
    await expect(afterFirstInteraction(later)).resolves.toBe('again');
    expect(later).toHaveBeenCalledOnce();
  });
});

describe('whenInteracted', () => {
  it('runs at the first interaction, once', async () => {
    const { whenInteracted } = await freshModule();
    const run = vi.fn();
    whenInteracted(run);
    expect(run).not.toHaveBeenCalled();

    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs at once on a page the user reached by a click, without waiting for another interaction', async () => {
    onTestFinished(pretendUserHasClicked());
    const { whenInteracted } = await freshModule();
    const run = vi.fn();
    whenInteracted(run);
    expect(run).toHaveBeenCalledOnce();
  });

  it('does not run once cancelled', async () => {
    const { whenInteracted } = await freshModule();
    const run = vi.fn();
    whenInteracted(run)();
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(run).not.toHaveBeenCalled();
  });
});
