// Builds the console: one chunk per route area (React.lazy), hashed names, a Workbox
// precache of the whole shell for offline use, and brotli and gzip copies of every text asset
// that the server sends by Accept-Encoding. `npm run build` writes dist/console.
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import type { BrotliOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { BundleBudgetPlugin } from './scripts/bundleBudget';

/**
 * Text assets (code, styles, pages, data). Images and fonts are compressed already; source maps
 * are read only by developer tools, and brotli at level 11 on them would double the build time.
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
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
            // Compressed once at build time, at the highest levels (the server does no work per
            // request); a copy is kept only when it is smaller than the file.
            new CompressionPlugin<BrotliOptions>({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: COMPRESSIBLE,
              compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 0,
              minRatio: 1,
            }),
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: COMPRESSIBLE,
              compressionOptions: { level: 9 },
              threshold: 0,
              minRatio: 1,
            }),
          ]
        : []),
    ],
  };
};
