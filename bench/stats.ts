// Percentiles and the plain-text tables the benchmark prints.
import { availableParallelism, loadavg } from 'node:os';

/** Nearest-rank percentiles of unsorted samples; NaN when there are none. */
export function percentiles(samples: readonly number[], ps: readonly number[]): number[] {
  if (samples.length === 0) return ps.map(() => Number.NaN);
  const sorted = Float64Array.from(samples).sort();
  return ps.map((p) => {
    const rank = Math.ceil((p / 100) * sorted.length);
    return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
  });
}

export const ms = (value: number, digits = 2) =>
  Number.isFinite(value) ? `${value.toFixed(digits)} ms` : 'n/a';
export const rate = (value: number) =>
  Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')}/s` : 'n/a';
export const pct = (value: number) =>
  Number.isFinite(value) ? `${Math.round(value * 100)}%` : 'n/a';
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
export const ratio = (value: number) =>
  Number.isFinite(value) ? `${value >= 10 ? value.toFixed(0) : value.toPrecision(2)}×` : 'n/a';

/** A table with a header row; numbers right-aligned, the first column left-aligned. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The machine's load, printed beside every figure (the benches share 2 cores). */
export const loadLine = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${availableParallelism()} cores`;

/** A figure against its target (at most `limit`): one line with MET or MISSED. */
export const verdict = (what: string, value: number, limit: number, unit = 'ms') =>
  `${value <= limit ? 'MET   ' : 'MISSED'} ${what}: ${value.toFixed(unit === 'ms' ? 0 : 1)} ${unit} (target ≤ ${limit} ${unit})`;
