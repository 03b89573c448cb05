/**
 * Issue #18: how long the medical record's first section takes to render when it holds 2,000 entries. React
 * renders the section (src/features/medical-record/components/section-entries.tsx, the panel's content) into
 * a jsdom document in this process, so the time is React's and the DOM's, without the network or the browser's
 * layout and paint (jsdom's DOM is slower than a browser's). Two times: until the section is on screen (its
 * first entries, committed synchronously), and until all 2,000 are (the rest render in the background). A
 * report, not a test: the bench prints it beside the 200 ms the issue asks.
 */
import { JSDOM } from 'jsdom';
import { performance } from 'node:perf_hooks';
import { setImmediate as nextMacrotask } from 'node:timers/promises';

export const RECORD_SIZE = 2000;

export interface RenderTimings {
  entries: number;
  /** Entries on screen when the first commit ends. */
  firstShown: number;
  firstCommit: number[];
  allEntries: number[];
}

/** Renders the section `samples` times after `warmUp` untimed renders, each into a fresh container. */
export async function benchMedicalRecordRender(
  samples: number,
  warmUp: number,
): Promise<RenderTimings> {
  const dom = new JSDOM('<!doctype html><html><body class="js-enabled"></body></html>', {
    url: 'http://localhost/my-services/my-medical-record',
  });
  const globals = globalThis as unknown as Record<string, unknown>;
  for (const name of [
    'window',
    'document',
    'navigator',
    'HTMLElement',
    'Node',
    'MutationObserver',
  ]) {
    globals[name] ??= (dom.window as unknown as Record<string, unknown>)[name];
  }
  // Imported only now: React DOM and nhsuk-frontend look for a document when they load.
  const [{ createRoot }, { flushSync }, { I18nextProvider }, { createI18n }, fixtures, section] =
    await Promise.all([
      import('react-dom/client'),
      import('react-dom'),
      import('react-i18next'),
      import('../../src/lib/i18n'),
      import('../../src/features/medical-record/medical-record.fixtures'),
      import('../../src/features/medical-record/components/section-entries'),
    ]);
  const i18n = createI18n('en');
  const entries = fixtures.largeSection(RECORD_SIZE);
  let firstShown = 0;
  const renderOnce = async (): Promise<[number, number]> => {
    const container = dom.window.document.createElement('div');
    dom.window.document.body.append(container);
    const root = createRoot(container);
    const start = performance.now();
    flushSync(() =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <section.SectionEntries type="Allergies" entries={entries} />
        </I18nextProvider>,
      ),
    );
    const firstCommit = performance.now() - start;
    firstShown = container.querySelectorAll('li').length;
    while (container.querySelectorAll('li').length < RECORD_SIZE) {
      if (performance.now() - start > 30_000)
        throw new Error('the section never showed every entry');
      await nextMacrotask();
    }
    const allEntries = performance.now() - start;
    root.unmount();
    container.remove();
    return [firstCommit, allEntries];
  };
  for (let i = 0; i < warmUp; i++) await renderOnce();
  const timings: [number, number][] = [];
  for (let i = 0; i < samples; i++) timings.push(await renderOnce());
  return {
    entries: RECORD_SIZE,
    firstShown,
    firstCommit: timings.map(([first]) => first),
    allEntries: timings.map(([, all]) => all),
  };
}
