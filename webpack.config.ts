// Builds the console: one chunk per route area (React.lazy), hashed names, a Workbox
// precache of the whole shell for offline use, and brotli and gzip copies of every text asset
// that the server sends by Accept-Encoding. `npm run build` writes dist/console, and the
// attendee app (webpack.attendee.ts) into dist/attendee.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { optimize } from 'webpack';
import type { Configuration } from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { BundleBudgetPlugin } from './scripts/bundleBudget';
import { compressionPlugins } from './scripts/webpackCompression';
import { attendeeConfig, attendeeSsrConfig } from './webpack.attendee';

type Argv = { mode?: Configuration['mode'] };

export default (env: unknown, argv: Argv): Configuration[] => [
  consoleConfig(env, argv),
  attendeeConfig(argv),
  attendeeSsrConfig(),
  ...(argv.mode === 'development' ? [] : [prerenderConfig(env, argv)]),
];

/**
 * The sign-in page's markup rendered in Node (src/console/app/prerender.tsx): one CommonJS file
 * in dist/prerender that scripts/prerenderSignIn.mjs runs after the build.
 */
const prerenderConfig = (env: unknown, argv: Argv): Configuration => {
  const { resolve, module } = consoleConfig(env, argv);
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node',
    entry: { prerender: './src/console/app/prerender.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist/prerender'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve,
    module,
    // Readable stack traces if the page fails to render; nothing here is downloaded.
    optimization: { minimize: false },
    plugins: [new optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: { hints: false },
  };
};

const CHAKRA_GLOBAL_CSS = path.resolve(__dirname, 'generated/console/chakraGlobal.css');

/** A split-chunks group: the named packages, as far as the first page loads them. */
const initialVendor = (name: string, packages: string[]) => ({
  test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`),
  chunks: 'initial' as const,
  name,
  minSize: 0,
});

const consoleConfig = (_env: unknown, argv: Argv): Configuration => {
  const production = argv.mode !== 'development';
  return {
    name: 'console',
    mode: production ? 'production' : 'development',
    entry: { main: './src/console/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist/console'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        // Chakra UI's theme modules one by one (src/console/ui/themeBase.ts says why).
        'chakra-theme': path.resolve(__dirname, 'node_modules/@chakra-ui/react/dist/esm/theme'),
        // React Router's package points every condition at its development build.
        ...(production
          ? {
              'react-router$': path.resolve(
                __dirname,
                'node_modules/react-router/dist/production/index.mjs',
              ),
              'react-router/dom$': path.resolve(
                __dirname,
                'node_modules/react-router/dist/production/dom-export.mjs',
              ),
            }
          : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, compilerOptions: { module: 'esnext', noEmit: false } },
          },
        },
        // A library's stylesheet as text, which the component that needs it renders in <style>.
        { test: /\.css$/, type: 'asset/source' },
        // Chakra's createSystem builds its global styles (the reset, the global CSS and a
        // variable for every token: half its cost, a long task on a phone's start) eagerly; the
        // console's page carries them already (src/console/ui/globalStyles.tsx), so they are built
        // only if read. `strict`: the build fails if a new Chakra changed these lines.
        {
          test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
          loader: 'string-replace-loader',
          options: {
            multiple: [
              {
                search: 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
                replace: 'let _global;',
                strict: true,
              },
              {
                search: '    _global,\n',
                replace:
                  '    get _global() { return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); },\n',
                strict: true,
              },
            ],
          },
        },
      ],
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
    optimization: {
      splitChunks: {
        chunks: 'all',
        // No chunk over ~100 KB of source where its modules allow (a chunk of one large module,
        // React DOM or React Router, stays whole): a script's code-cache intake is one task, and
        // on Lighthouse's simulated phone each one over ~30 KB minified was a long task of its
        // own (bench/README.md, "Session 25"). 60 KB scored higher still but cost 6–7 % more
        // compressed bytes per route, over the budget's 5 %; 100 KB costs ~3 %.
        maxSize: 100_000,
        // The libraries every page starts with, in a few scripts by package family rather than
        // one: the browser compiles (or reads from the service worker's code cache) each script
        // in a task of its own, and one 650 KB script was one task of ~85 ms on a phone — a
        // third of the event list's blocking time (issue 31). Only what the first page loads
        // ('initial'): a package an area alone uses stays in that area's chunks.
        cacheGroups: {
          react: initialVendor('react', ['react', 'react-dom', 'scheduler']),
          router: initialVendor('router', ['react-router', 'react-router-dom', 'cookie']),
          // Chakra with its style engine (~175 KB), in two scripts.
          chakra: {
            ...initialVendor('chakra', [
              '@chakra-ui',
              '@ark-ui',
              '@zag-js',
              '@pandacss',
              '@emotion',
              'stylis',
            ]),
            minSize: 40_000,
            maxSize: 100_000,
          },
          // Redux Toolkit with RTK Query (~60 KB), and what binds it to React, to drafts and to
          // storage (~35 KB): two scripts, two shorter tasks.
          state: initialVendor('state', ['@reduxjs', 'redux', 'redux-thunk', 'reselect']),
          stateBindings: initialVendor('state-bindings', ['react-redux', 'immer', 'redux-persist']),
          texts: initialVendor('texts', ['i18next', 'react-i18next']),
        },
      },
      runtimeChunk: 'single',
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        favicon: 'public/favicon.svg',
        // Chakra's global styles, built by `npm run gen` rather than in the browser at start-up
        // (src/console/ui/globalStyles.tsx): in the head, so they apply from the first paint.
        templateParameters: { chakraGlobalCss: readFileSync(CHAKRA_GLOBAL_CSS, 'utf8') },
      }),
      ...(production
        ? [
            new BundleBudgetPlugin(),
            new InjectManifest({
              swSrc: './src/console/offline/serviceWorker.ts',
              swDest: 'sw.js',
              exclude: [/\.map$/, /LICENSE/, /budget\.json$/, /\.(br|gz)$/],
              maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
            }),
            ...compressionPlugins(),
          ]
        : []),
    ],
  };
};
