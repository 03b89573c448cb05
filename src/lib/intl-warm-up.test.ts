import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntlOffMainThread } from './intl-warm-up';

/** A stand-in for the browser's Worker, keeping what the page asked of it. */
class RecordingWorker {
  static made: RecordingWorker[] = [];
  posted: unknown[] = [];
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    RecordingWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
}

describe('warmIntlOffMainThread', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    RecordingWorker.made = [];
  });

  it('hands a module worker the UK locale of the language and London’s day format', () => {
    vi.stubGlobal('Worker', RecordingWorker);
    warmIntlOffMainThread('en');
    const [worker] = RecordingWorker.made;
    expect(worker?.options).toEqual({ type: 'module' });
    expect(worker?.url.pathname).toMatch(/intl-warm-up\.worker\.ts$/);
    expect(worker?.posted).toEqual([['en-GB', 'en-CA']]);
  });

  it('does nothing where there are no workers, and survives a browser refusing one', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntlOffMainThread('en')).not.toThrow();
    vi.stubGlobal(
      'Worker',
      vi.fn(function refuse() {
        throw new DOMException('refused', 'SecurityError');
      }),
    );
    expect(() => warmIntlOffMainThread('cy')).not.toThrow();
    expect(Worker).toHaveBeenCalledOnce();
  });
});
