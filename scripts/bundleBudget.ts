// What each console route loads, measured at build time (issue 14, item 7). A webpack plugin:
// each production build lists the initial chunk set and each named chunk group (a route area)
// with gzipped sizes, sums the JavaScript of the routes in ROUTES, breaks each route down by
// package or source folder, and writes dist/console/budget.json. scripts/checkBundleBudget.mjs
// compares the routes with scripts/bundleBudget.reached.json (the figures reached, plus 5 %).
import { gzipSync } from 'node:zlib';
import type { Chunk, Compilation, Compiler, Module } from 'webpack';

/** What every screen of the edit shell loads besides its area's chunk group. */
const EDIT = ['transport', 'shell', 'live', 'edit'] as const;

/**
 * Chunk groups each console route loads besides the entry (read off the browser's requests):
 * every route of spec/console.md §2.1, by the area that holds its screens (issue 31, item 7).
 */
export const ROUTES = {
  signIn: ['shell', 'auth'],
  eventList: ['transport', 'shell', 'manager', 'events', 'live'],
  replay: ['shell', 'replay'],
  dashboard: EDIT,
  design: [...EDIT, 'design'],
  wording: [...EDIT, 'wording'],
  menus: [...EDIT, 'menus'],
  organizers: [...EDIT, 'organizers'],
  cms: [...EDIT, 'cms'],
  speakers: [...EDIT, 'speakers'],
  posts: [...EDIT, 'posts'],
  schedule: [...EDIT, 'schedule'],
  forms: [...EDIT, 'forms'],
  participants: [...EDIT, 'participants'],
  participantsImport: [...EDIT, 'participants-import'],
  checkin: [...EDIT, 'checkin'],
  statistics: [...EDIT, 'statistics'],
  history: [...EDIT, 'history'],
  team: [...EDIT, 'team'],
} as const;

export type RouteName = keyof typeof ROUTES;

export interface RouteReport {
  files: { file: string; gzip: number }[];
  gzip: number;
  /** Source bytes (before minification), by npm package or source folder, largest first. */
  parts: { name: string; bytes: number }[];
}

export interface BudgetReport {
  initial: { file: string; gzip: number }[];
  areas: Record<string, { files: string[]; gzip: number }>;
  routes: Record<RouteName, RouteReport>;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The modules webpack concatenated into one (scope hoisting), or the module itself. */
function leavesOf(module: Module): Module[] {
  const inner = (module as Module & { modules?: Module[] }).modules;
  return inner ? inner.flatMap(leavesOf) : [module];
}

/** `@scope/name` or `name` for a module under node_modules; the first two folders of src. */
function partOf(module: Module): string {
  // The identifier lists the loaders before the file, separated by '!'.
  const resource = module.identifier().split('!').pop() ?? '';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(resource);
  if (inPackage?.[1]) return inPackage[1];
  const inSource = /\/(src\/[^/]+\/[^/]+|generated\/[^/]+|locales\/[^/]+)/.exec(resource);
  return inSource?.[1] ?? 'other';
}

export class BundleBudgetPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('BundleBudgetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'BundleBudgetPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => this.report(compiler, compilation),
      );
    });
  }

  private report(compiler: Compiler, compilation: Compilation): void {
    const gzipOf = new Map<string, number>();
    const size = (file: string) => {
      if (!gzipOf.has(file))
        gzipOf.set(file, gzipSync(compilation.assets[file]?.source() ?? '').length);
      return gzipOf.get(file) ?? 0;
    };
    const jsOf = (files: Iterable<string>) => [...new Set(files)].filter((f) => f.endsWith('.js'));
    const entry = compilation.entrypoints.get('main');
    if (!entry) return;
    const initial = jsOf(entry.getFiles());
    const areas: BudgetReport['areas'] = {};
    const chunksOf = new Map<string, Chunk[]>([['main', entry.chunks]]);
    for (const [name, group] of compilation.namedChunkGroups) {
      if (name === 'main') continue;
      chunksOf.set(name, group.chunks);
      const files = jsOf(group.getFiles()).filter((f) => !initial.includes(f));
      areas[name] = { files, gzip: files.reduce((sum, f) => sum + size(f), 0) };
    }

    const route = (groups: readonly string[]): RouteReport => {
      const files = [...new Set([...initial, ...groups.flatMap((g) => areas[g]?.files ?? [])])];
      const chunks = new Set(['main', ...groups].flatMap((g) => chunksOf.get(g) ?? []));
      const modules = new Set<Module>();
      for (const chunk of chunks)
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
          for (const leaf of leavesOf(module)) modules.add(leaf);
      const parts = new Map<string, number>();
      for (const module of modules) {
        const name = partOf(module);
        parts.set(name, (parts.get(name) ?? 0) + module.size());
      }
      return {
        files: files.map((file) => ({ file, gzip: size(file) })),
        gzip: files.reduce((sum, f) => sum + size(f), 0),
        parts: [...parts]
          .map(([name, bytes]) => ({ name, bytes }))
          .sort((a, b) => b.bytes - a.bytes),
      };
    };
    const routes = Object.fromEntries(
      Object.entries(ROUTES).map(([name, groups]) => [name, route(groups)]),
    ) as Record<RouteName, RouteReport>;

    const report: BudgetReport = {
      initial: initial.map((file) => ({ file, gzip: size(file) })),
      areas,
      routes,
    };
    console.log(
      [
        'Console bundle (gzipped):',
        ...report.initial.map((c) => `  initial  ${c.file.padEnd(40)} ${kb(c.gzip)}`),
        ...Object.entries(areas).map(
          ([name, a]) =>
            `  ${name.padEnd(10)} ${a.files.length} file(s)${' '.repeat(29)} ${kb(a.gzip)}`,
        ),
        ...Object.entries(routes).map(([name, r]) => `  route ${name}: ${kb(r.gzip)}`),
      ].join('\n'),
    );
    const json = JSON.stringify(report, null, 2);
    compilation.emitAsset('budget.json', new compiler.webpack.sources.RawSource(json));
  }
}
