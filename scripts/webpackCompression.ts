// The build's brotli and gzip copies of text assets, shared by the console's and the attendee
// app's webpack configurations; the server sends them by Accept-Encoding.
import { constants as zlib } from 'node:zlib';
import type { BrotliOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

/**
 * Text assets (code, styles, pages, data). Images and fonts are compressed already; source maps
 * are read only by developer tools, and brotli at level 11 on them would double the build time.
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

/** Brotli and gzip copies of every text asset, made once at build time at the highest levels
 * (the server does no work per request); a copy is kept only when it is smaller than the file. */
export const compressionPlugins = () => [
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
];
