// Builds the console: one chunk per route area (React.lazy), hashed names, a Workbox
// precache of the whole shell for offline use, and brotli and gzip copies of every text asset
// that the server sends by Accept-Encoding. `npm run build` writes dist/console, and the
// attendee app (webpack.attendee.ts) into dist/attendee.
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

const consoleConfig = (_env: unknown, argv: Argv): Configuration => {
  const production = argv.mode !== 'development';
  return {
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
      ],
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
    optimization: {
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
    },
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html', favicon: 'public/favicon.svg' }),
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
