// The console's JavaScript budget: the sign-in route may load at most 170 KB gzipped.
// A webpack plugin: each production build lists the initial chunk set and each route area
// with gzipped sizes and writes dist/console/budget.json; scripts/checkBundleBudget.mjs
// compares it with the budget.
import { gzipSync } from 'node:zlib';
import type { Compilation, Compiler } from 'webpack';

export const SIGN_IN_BUDGET_BYTES = 170 * 1024;
/** Chunk groups the sign-in route loads besides the entry: its layout and its screens. */
const SIGN_IN_GROUPS = ['shell', 'auth'];

export interface BudgetReport {
  initial: { file: string; gzip: number }[];
  areas: Record<string, { files: string[]; gzip: number }>;
  signIn: { files: string[]; gzip: number; budget: number };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

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
    {
      const gzipOf = new Map<string, number>();
      const size = (file: string) => {
        if (!gzipOf.has(file))
          gzipOf.set(file, gzipSync(compilation.assets[file]?.source() ?? '').length);
        return gzipOf.get(file) ?? 0;
      };
      const jsOf = (files: Iterable<string>) =>
        [...new Set(files)].filter((f) => f.endsWith('.js'));
      const entry = compilation.entrypoints.get('main');
      if (!entry) return;
      const initial = jsOf(entry.getFiles());
      const areas: BudgetReport['areas'] = {};
      for (const [name, group] of compilation.namedChunkGroups) {
        if (name === 'main') continue;
        const files = jsOf(group.getFiles()).filter((f) => !initial.includes(f));
        areas[name] = { files, gzip: files.reduce((sum, f) => sum + size(f), 0) };
      }
      const signInFiles = [
        ...new Set([...initial, ...SIGN_IN_GROUPS.flatMap((g) => areas[g]?.files ?? [])]),
      ];
      const report: BudgetReport = {
        initial: initial.map((file) => ({ file, gzip: size(file) })),
        areas,
        signIn: {
          files: signInFiles,
          gzip: signInFiles.reduce((s, f) => s + size(f), 0),
          budget: SIGN_IN_BUDGET_BYTES,
        },
      };
      const lines = [
        'Console bundle (gzipped):',
        ...report.initial.map((c) => `  initial  ${c.file.padEnd(40)} ${kb(c.gzip)}`),
        ...Object.entries(areas).map(
          ([name, a]) =>
            `  ${name.padEnd(8)} ${a.files.length} file(s)${' '.repeat(31)} ${kb(a.gzip)}`,
        ),
        `  sign-in route: ${kb(report.signIn.gzip)} of ${kb(SIGN_IN_BUDGET_BYTES)}`,
      ];
      console.log(lines.join('\n'));
      const json = JSON.stringify(report, null, 2);
      compilation.emitAsset('budget.json', new compiler.webpack.sources.RawSource(json));
    }
  }
}
