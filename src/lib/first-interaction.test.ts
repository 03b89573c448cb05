import { describe, expect, it, vi } from 'vitest';
import { afterFirstInteraction } from './first-interaction';

describe('afterFirstInteraction', () => {
  it('loads at the first focus, press or key, and at once after that', async () => {
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
