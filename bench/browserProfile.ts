// A CPU profile of the page in Chromium (CDP `Profiler`), read back through the console
// build's source maps: self time by origin (a package, or a file of src/) and the hottest
// functions, so a profile of the minified bundle names what to change.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { CDPSession, Page } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { table } from './stats';

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Starts sampling every 100 µs; the returned function stops and hands over the profile. */
export async function profilePage(page: Page): Promise<() => Promise<CpuProfile>> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    await cdp.detach();
    return profile;
  };
}

/** node_modules/@scope/name/… → @scope/name; src/console/x/y.tsx stays a file. */
function originOf(source: string): string {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? clean);
  }
  return clean;
}

/** Maps frames of the console's bundle (…/assets/x.js) to their sources; others pass as they are. */
export function frameMapper(distDir: string, urlPrefix: string) {
  const maps = new Map<string, SourceMapConsumer | null>();
  const consumer = (url: string) => {
    const { pathname } = new URL(url);
    const file = path.join(distDir, pathname.replace(urlPrefix, '/'));
    if (!maps.has(file)) {
      maps.set(
        file,
        existsSync(`${file}.map`)
          ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')))
          : null,
      );
    }
    return maps.get(file) ?? null;
  };
  return (f: CallFrame): { origin: string; name: string } => {
    if (!f.url) return { origin: f.functionName || '(native)', name: f.functionName };
    const map = /^https?:/.test(f.url) && f.lineNumber >= 0 ? consumer(f.url) : null;
    const pos = map?.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
    if (!pos?.source) return { origin: f.url, name: f.functionName || '(anonymous)' };
    const origin = originOf(pos.source);
    const where = `${pos.source.split('/').slice(-2).join('/')}:${pos.line}`;
    return { origin, name: `${pos.name ?? (f.functionName || '(anonymous)')} ${where}` };
  };
}

/**
 * Self time by origin and by function, as share of the busy (not idle) time; with `inclusive`,
 * also the time spent in (or under) the functions of the origins it accepts, so that e.g.
 * Chakra's `createSystem` shows as one figure rather than spread over its helpers.
 */
export function summarizeBrowserProfile(
  profile: CpuProfile,
  distDir: string,
  top = 12,
  /** The path the build's files are served under (the attendee app's: '/a/'). */
  urlPrefix = '/',
  inclusive?: (origin: string) => boolean,
): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const map = frameMapper(distDir, urlPrefix);
  const byOrigin = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const underFunction = new Map<string, number>();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    total += us;
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') {
      idle += us;
      return;
    }
    const { origin, name } = map(frame);
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + us);
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    if (!inclusive) return;
    // Each function on the sample's stack once (recursion counts once).
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const callFrame = byId.get(at)?.callFrame;
      if (!callFrame?.url) continue;
      const mapped = map(callFrame);
      if (inclusive(mapped.origin)) onStack.add(mapped.name);
    }
    for (const name of onStack) underFunction.set(name, (underFunction.get(name) ?? 0) + us);
  });
  const busy = total - idle;
  const rows = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, us]) => [k, `${(us / 1000).toFixed(0)} ms`, `${((100 * us) / busy).toFixed(1)}%`]);
  return [
    `busy ${(busy / 1000).toFixed(0)} ms of ${(total / 1000).toFixed(0)} ms sampled`,
    table(['origin (self time)', 'time', 'of busy'], rows(byOrigin)),
    table(['hottest functions (self time)', 'time', 'of busy'], rows(byFunction)),
    ...(inclusive
      ? [table(['functions, time in and under them', 'time', 'of busy'], rows(underFunction))]
      : []),
  ].join('\n');
}

if (require.main === module) {
  // npx tsx bench/browserProfile.ts file.cpuprofile: the same summary of a kept profile.
  const dist = path.join(__dirname, '..', 'dist', 'console');
  for (const file of process.argv.slice(2)) {
    const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
    console.log(`${file}\n${summarizeBrowserProfile(profile, dist, 25)}\n`);
  }
}

/** Headless Chromium as the browser benches run it, and a desktop-sized page in it. */
export async function desktopPage(timeoutMs: number) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 } })
  ).newPage();
  page.setDefaultTimeout(timeoutMs);
  return { browser, page };
}
