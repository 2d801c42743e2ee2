// The global styles Chakra's provider inserts at run time — the order of its cascade layers,
// its reset (preflight), the theme's global CSS and a CSS variable for every token — as one
// stylesheet. `npm run gen` writes the console's into generated/console/chakraGlobal.css
// (scripts/chakraGlobalCss.tsx); the page's head carries it (webpack.config.ts), and the console
// renders its provider without them (ui/theme.ts, `providedSystem`). Building them in the browser was a
// long task on every page's start on a phone (issue 31).
import { ChakraProvider } from '@chakra-ui/react';
import type { SystemContext } from '@chakra-ui/react';
import { renderToStaticMarkup } from 'react-dom/server';

const STYLE_ELEMENT = /<style[^>]*>([\s\S]*?)<\/style>/g;

/**
 * The CSS Chakra's provider would insert for `system`, in its order: rendered with no document,
 * Emotion writes each global style as a <style> element beside the markup.
 */
export function globalStylesCss(system: SystemContext): string {
  if (typeof document !== 'undefined') throw new Error('globalStylesCss runs without a document');
  const markup = renderToStaticMarkup(<ChakraProvider value={system}>{null}</ChakraProvider>);
  const sheets = [...markup.matchAll(STYLE_ELEMENT)].map(([, css = '']) => css);
  if (sheets.length === 0) throw new Error('Chakra rendered no global styles');
  // The page inlines the sheet in a <style> element, which the first '</style' would end.
  if (sheets.some((css) => /<\/style/i.test(css))) throw new Error('a global style holds </style');
  return `${sheets.join('\n')}\n`;
}
