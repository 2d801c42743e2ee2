// Where a server CPU profile's time goes: self time by component (pg driver, Drizzle, Connect,
// Fastify, Node internals …), the hottest functions, and the total time of the app's own
// functions. `npx tsx bench/profile.ts file.cpuprofile` prints the same for any profile.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { table } from './stats';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const COMPONENTS: [RegExp, string][] = [
  [/node_modules\/pg(-protocol|-pool|-types|-connection-string)?\//, 'pg (PostgreSQL driver)'],
  [/drizzle-orm/, 'Drizzle ORM'],
  [/@connectrpc/, 'Connect-RPC'],
  [/@bufbuild\/protobuf/, 'protobuf-es'],
  [/fastify|find-my-way|avvio|light-my-request|fast-json-stringify/, 'Fastify'],
  [/pino|sonic-boom/, 'pino (logger)'],
  [
    /sanitize-html|htmlparser2|domhandler|postcss|parse-srcset|entities|dom-serializer/,
    'sanitize-html',
  ],
  [/yup|property-expr|tiny-case|toposort/, 'yup (validation)'],
  [/\/jose\//, 'jose (JWT)'],
  [/\/ws\//, 'ws (WebSocket)'],
  [/\/uuid\//, 'uuid'],
  [/\/src\/server\//, 'app: src/server'],
  [/\/src\/common\//, 'app: src/common'],
  [/\/generated\//, 'generated code'],
  [/\/node_modules\/tsx\//, 'tsx loader'],
  [/^node:/, 'Node internals (http, net, streams …)'],
];

/** Socket writes (the syscalls' self time), told apart by the stack that made them. */
const SOCKET_WRITES = new Set(['writev', 'writeBuffer', 'writeUtf8String', 'writeLatin1String']);
const WRITERS: [RegExp, string][] = [
  [/node_modules\/pg(-protocol)?\//, 'to PostgreSQL (pg)'],
  [/node_modules\/ws\//, 'WebSocket frames (ws)'],
  [/_http_outgoing|_http_server|connect-node/, 'HTTP answers'],
];

function writerOf(stack: CallFrame[]): string {
  for (const [pattern, name] of WRITERS) if (stack.some((f) => pattern.test(f.url))) return name;
  return 'other';
}

/** The profiler's own start (node:inspector's post) is not the server's work. */
const isProfilerStart = (stack: CallFrame[]) =>
  stack.some((f) => f.url === 'node:inspector' && f.functionName === 'post');

function componentOf(frame: CallFrame): string {
  if (!frame.url) {
    if (frame.functionName === '(idle)') return '(idle)';
    if (frame.functionName === '(garbage collector)') return 'garbage collector';
    if (frame.functionName === '(program)') return '(program: V8/native, unattributed)';
    return 'native / builtins';
  }
  for (const [pattern, name] of COMPONENTS) if (pattern.test(frame.url)) return name;
  return 'other JS';
}

const frameName = (f: CallFrame) =>
  `${f.functionName || '(anonymous)'} ${f.url ? `${shortUrl(f.url)}:${f.lineNumber + 1}` : ''}`.trim();

function shortUrl(url: string): string {
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) return url.slice(nm + 'node_modules/'.length);
  const src = url.indexOf('/src/');
  if (src >= 0) return url.slice(src + 1);
  return url.startsWith('file://') ? path.basename(url) : url;
}

export async function summarizeProfile(file: string): Promise<string> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const selfByNode = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfByNode.set(id, (selfByNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  let total = 0;
  let idle = 0;
  const byComponent = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const inclusiveApp = new Map<string, number>();
  const byWriter = new Map<string, number>();
  for (const [id, us] of selfByNode) {
    const node = byId.get(id)!;
    total += us;
    const stack: CallFrame[] = [];
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      stack.push(byId.get(cur)!.callFrame);
    }
    const component = componentOf(node.callFrame);
    if (component === '(idle)' || isProfilerStart(stack)) {
      idle += us;
      continue;
    }
    if (SOCKET_WRITES.has(node.callFrame.functionName) && !node.callFrame.url) {
      const writer = writerOf(stack);
      byWriter.set(writer, (byWriter.get(writer) ?? 0) + us);
    }
    byComponent.set(component, (byComponent.get(component) ?? 0) + us);
    const name = frameName(node.callFrame);
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    // Total time of the app's own functions (each counted once per stack).
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const f = byId.get(cur)!.callFrame;
      if (!/\/src\/server\//.test(f.url)) continue;
      const key = frameName(f);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusiveApp.set(key, (inclusiveApp.get(key) ?? 0) + us);
    }
  }
  const busy = total - idle;
  const share = (us: number) => `${((100 * us) / busy).toFixed(1)}%`;
  const msOf = (us: number) => `${(us / 1000).toFixed(0)} ms`;
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  return [
    `busy ${msOf(busy)} of ${msOf(total)} sampled (${((100 * busy) / total).toFixed(0)}%)`,
    table(
      ['component (self time)', 'time', 'of busy'],
      top(byComponent, 20).map(([k, v]) => [k, msOf(v), share(v)]),
    ),
    table(
      ['hottest functions (self time)', 'time', 'of busy'],
      top(byFunction, 15).map(([k, v]) => [k, msOf(v), share(v)]),
    ),
    table(
      ['socket writes (self time) by writer', 'time', 'of busy'],
      top(byWriter, 5).map(([k, v]) => [k, msOf(v), share(v)]),
    ),
    table(
      ['app functions (total time)', 'time', 'of busy'],
      top(inclusiveApp, 15).map(([k, v]) => [k, msOf(v), share(v)]),
    ),
  ].join('\n\n');
}

if (require.main === module) {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error('usage: npx tsx bench/profile.ts file.cpuprofile …');
    process.exitCode = 2;
  }
  void (async () => {
    for (const file of files) {
      console.log(`${file}\n${await summarizeProfile(file)}\n`);
    }
  })();
}
