/**
 * Loaded into each program of the load run (`--import` after tsx, scripts/bench/cluster-load.ts): after each
 * full garbage collection, appends "<epoch ms> <bytes>" of the heap in use to `<LIVE_HEAP_DIR>/<pid>`, read as
 * the observer hears of the collection (the next turn of the event loop, so a little of what came after may
 * count). What survives a full collection is what the program keeps alive, so it says whether memory grows (a
 * leak) where resident memory cannot: V8 sizes its heap to the allocation rate, and keeps pages and native
 * memory it has grown into. Only the bench loads it; the programs know nothing of it.
 */
import { appendFileSync } from 'node:fs';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

const directory = process.env['LIVE_HEAP_DIR'];
if (directory) {
  const file = `${directory}/${process.pid}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
      if (detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
        appendFileSync(file, `${Date.now()} ${getHeapStatistics().used_heap_size}\n`);
    }
  }).observe({ entryTypes: ['gc'] });
}
