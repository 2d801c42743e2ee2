// What both soak modes share around a run: a watchdog that fails a stalled run naming the
// phase it stalled in (before Jest's own timeout, which names nothing), and the run log.
import { appendFileSync, writeFileSync } from 'node:fs';
import type { SoakProgress } from './soakRun';

/** SOAK_LOG=<file>: one JSON line a run, so a long soak stopped early still counts. */
export function soakLog(line: object): void {
  if (process.env.SOAK_LOG) appendFileSync(process.env.SOAK_LOG, `${JSON.stringify(line)}\n`);
}

/**
 * SOAK_DEBUG=<folder>: a run's steps, faults and queue senders' lines, one file a seed (kept
 * for a run that stalls or fails); otherwise nothing.
 */
export function soakTrace(seed: number): (line: string) => void {
  const folder = process.env.SOAK_DEBUG;
  if (!folder) return () => undefined;
  const file = `${folder}/seed-${seed}.log`;
  const started = Date.now();
  writeFileSync(file, '');
  return (line) => appendFileSync(file, `${Date.now() - started} ${line}\n`);
}

/** Runs one seed; gives up 10 s before the test's timeout, logging where it stalled. */
export async function watched<T>(
  seed: number,
  testTimeoutMs: number,
  run: (progress: SoakProgress) => Promise<T>,
): Promise<T> {
  const progress: SoakProgress = { phase: 'start' };
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      soakLog({ seed, stalled: progress.phase });
      reject(new Error(`seed ${seed} stalled in ${progress.phase}`));
    }, testTimeoutMs - 10_000);
  });
  try {
    return await Promise.race([run(progress), stalled]);
  } catch (error) {
    // A stall is logged when it is met; any other failure here, with the run's phase.
    // eslint-disable-next-line no-control-regex -- Playwright colours its call log.
    const lines = (error as Error).message.replace(/\u001b\[\d+m/g, '').split('\n');
    const message = lines[0] ?? '';
    // Playwright's call log: the element a step waited on, and why (disabled, covered…).
    const call = lines.filter((line) => line.startsWith('  - ')).slice(0, 12);
    const named = call.length > 0 ? { call } : {};
    if (!message.includes('stalled in'))
      soakLog({ seed, failed: progress.phase, message, ...named });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

interface Counted {
  typed: number;
  faults: Record<string, number>;
  lost: string[];
  doubled: string[];
  failed: number;
  drainMs: number;
}

/** The counts of a soak's runs and their drain times, as `npm run soak` prints them. */
export function soakSummary<R extends Counted>(
  results: R[],
  more: Record<string, (r: R) => number>,
): string {
  const sum = (f: (r: R) => number) => results.reduce((n, r) => n + f(r), 0);
  const drains = results.map((r) => r.drainMs).sort((a, b) => a - b);
  const at = (q: number) => drains[Math.min(drains.length - 1, Math.floor(q * drains.length))];
  const counts = Object.entries(more).map(([what, count]) => `, ${what} ${sum(count)}`);
  return [
    `soak: ${results.length} runs, ${sum((r) => r.typed)} writes typed`,
    `faults: ${sum((r) => Object.values(r.faults).reduce((a, b) => a + b, 0))}`,
    `lost ${sum((r) => r.lost.length)}, doubled ${sum((r) => r.doubled.length)}, ` +
      `failed ${sum((r) => r.failed)}${counts.join('')}`,
    `drain ms: median ${at(0.5)}, p95 ${at(0.95)}, max ${drains.at(-1)}`,
  ].join('\n');
}
