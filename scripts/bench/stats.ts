/** Small statistics and a plain-text table for the benchmark's report. */

/** The value at percentile `p` (0–100) by the nearest-rank method; NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? Number.NaN;
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);
export const p95 = (samples: readonly number[]): number => percentile(samples, 95);

export function ms(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(2)} ms` : 'n/a';
}

export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** A plain-text table: columns whose cells are all numbers (with units) are right-aligned, others left. */
export function table(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, column) =>
    Math.max(...all.map((row) => (row[column] ?? '').length)),
  );
  const numeric = header.map((_, column) =>
    rows.every((row) => /^(-?[\d.]+( \w+)?|–|)$/.test(row[column] ?? '')),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}
