// Builds the attendee app into dist/attendee, served by the server under /a/: one small bundle
// (React and the app, no UI kit), its stylesheet as a file (no inline styles: a strict CSP
// applies), a Workbox service worker, brotli and gzip copies. entry.json lists the files the
// server's page shell links; budget.json holds the home page's compressed JavaScript, which
// must stay within 90 KB.
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Compilation, Compiler, Configuration } from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { compressionPlugins } from './scripts/webpackCompression';

export const ATTENDEE_BUDGET_BYTES = 90 * 1024;
const PREFIX = '/a/';

class AttendeeEntryPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('AttendeeEntryPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'AttendeeEntryPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => this.emit(compiler, compilation),
      );
    });
  }

  private emit(compiler: Compiler, compilation: Compilation): void {
    const entry = compilation.entrypoints.get('attendee');
    if (!entry) return;
    const files = [...new Set(entry.getFiles())];
    const scripts = files.filter((f) => f.endsWith('.js'));
    const styles = Object.keys(compilation.assets).filter(
      (f) => f.endsWith('.css') && f.startsWith('assets/'),
    );
    const source = (f: string) => compilation.assets[f]?.source() ?? '';
    const sum = (sizes: number[]) => sizes.reduce((a, b) => a + b, 0);
    const gzip = sum(scripts.map((f) => gzipSync(source(f), { level: 9 }).length));
    const brotli = sum(scripts.map((f) => brotliCompressSync(source(f)).length));
    const { RawSource } = compiler.webpack.sources;
    const json = (value: unknown) => new RawSource(JSON.stringify(value, null, 2));
    compilation.emitAsset(
      'entry.json',
      json({ scripts: scripts.map((f) => PREFIX + f), styles: styles.map((f) => PREFIX + f) }),
    );
    compilation.emitAsset(
      'budget.json',
      json({ homeScripts: scripts, gzip, brotli, budget: ATTENDEE_BUDGET_BYTES }),
    );
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `Attendee home page JavaScript: ${kb(gzip)} gzipped, ${kb(brotli)} brotli, budget ${kb(ATTENDEE_BUDGET_BYTES)}`,
    );
  }
}

const typescriptRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'ts-loader',
    options: {
      transpileOnly: true,
      configFile: 'tsconfig.attendee.json',
      compilerOptions: { module: 'esnext', noEmit: false },
    },
  },
};

/**
 * The app's first screen rendered in Node (src/attendee/ssr.tsx): one CommonJS file in
 * dist/attendee-ssr that the server's page shell loads when it is there.
 */
export const attendeeSsrConfig = (): Configuration => ({
  name: 'attendee-ssr',
  mode: 'production',
  target: 'node',
  entry: { ssr: './src/attendee/ssr.tsx' },
  output: {
    path: path.resolve(__dirname, 'dist/attendee-ssr'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
  module: { rules: [typescriptRule] },
  optimization: { minimize: false },
  performance: { hints: false },
});

export const attendeeConfig = (argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode !== 'development';
  return {
    name: 'attendee',
    mode: production ? 'production' : 'development',
    entry: { attendee: './src/attendee/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist/attendee'),
      publicPath: PREFIX,
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        typescriptRule,
        // The stylesheet as a file of its own, linked by the page shell.
        { test: /\.css$/, type: 'asset/resource' },
      ],
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
    plugins: [
      new AttendeeEntryPlugin(),
      ...(production
        ? [
            new InjectManifest({
              swSrc: './src/attendee/offline/serviceWorker.ts',
              swDest: 'sw.js',
              exclude: [/\.map$/, /LICENSE/, /\.json$/, /\.(br|gz)$/],
            }),
            ...compressionPlugins(),
          ]
        : []),
    ],
  };
};
