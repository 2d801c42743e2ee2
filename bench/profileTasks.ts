// The long stretches of main-thread work in a CPU profile (what Lighthouse lists as long tasks),
// in order, each with its hottest functions and the app's own functions (src/) it ran under,
// read through the build's source maps (bench/editProfile.ts).
import type { CpuProfile } from './browserProfile';
import { frameMapper } from './browserProfile';

/** A gap of idle time this long (µs) ends a stretch. */
const GAP_US = 1000;

export function profileTasks(profile: CpuProfile, distDir: string, minMs: number, top = 5): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const map = frameMapper(distDir, '/');
  const lines: string[] = [];
  // What Lighthouse's TBT adds up: each long stretch's time over 50 ms.
  let long = 0;
  let blocking = 0;
  let at = 0;
  let task: {
    start: number;
    busy: number;
    self: Map<string, number>;
    under: Map<string, number>;
  } | null = null;
  let idleRun = 0;
  const flush = () => {
    if (task && task.busy / 1000 >= minMs) {
      long += 1;
      blocking += Math.max(0, task.busy / 1000 - 50);
      const topOf = (m: Map<string, number>) =>
        [...m.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, top)
          .map(([k, us]) => `      ${(us / 1000).toFixed(0).padStart(5)} ms  ${k}`)
          .join('\n');
      lines.push(
        `  ${(task.busy / 1000).toFixed(0)} ms busy @ ${(task.start / 1000).toFixed(0)} ms\n    self:\n${topOf(task.self)}\n    under (src/):\n${topOf(task.under)}`,
      );
    }
    task = null;
  };
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    at += us;
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') {
      idleRun += us;
      if (idleRun >= GAP_US) flush();
      return;
    }
    idleRun = 0;
    task ??= { start: at, busy: 0, self: new Map(), under: new Map() };
    task.busy += us;
    const { name } = map(frame);
    task.self.set(name, (task.self.get(name) ?? 0) + us);
    const onStack = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parentOf.get(n)) {
      const callFrame = byId.get(n)?.callFrame;
      if (!callFrame?.url) continue;
      const mapped = map(callFrame);
      if (mapped.origin.startsWith('src/')) onStack.add(mapped.name);
    }
    for (const name of onStack) task.under.set(name, (task.under.get(name) ?? 0) + us);
  });
  flush();
  lines.push(`  ${long} stretches ≥ ${minMs} ms, ${blocking.toFixed(0)} ms over 50 ms in them`);
  return lines.join('\n');
}
