/** @jest-environment node */
// Chakra's global styles come with the page (generated/console/chakraGlobal.css, inlined in its
// head by webpack.config.ts) instead of being built and inserted in the browser at start-up.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ChakraProvider } from '@chakra-ui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { globalStylesCss } from './globalStyles';
import { providedSystem, system } from './theme';

const GENERATED = path.resolve(__dirname, '../../../generated/console/chakraGlobal.css');

test("the generated sheet holds what Chakra's provider inserts for the console's theme", () => {
  const css = globalStylesCss(system);
  // The layers' order first, then the reset, the global CSS and every token's variable.
  expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
  expect(css).toContain('--chakra-colors-primary:#37B7F4;');
  expect(css).toContain('--chakra-colors-fg-error:var(--chakra-colors-red-700);');
  // Run `npm run gen` after changing the theme.
  expect(readFileSync(GENERATED, 'utf8')).toBe(css);
});

test("the console's provider does not insert them again", () => {
  const markup = renderToStaticMarkup(
    <ChakraProvider value={providedSystem}>
      <span>x</span>
    </ChakraProvider>,
  );
  // (Emotion still renders an empty <style> for the empty global style.)
  expect(markup.replace(/<style[^>]*><\/style>/g, '')).toBe('<span>x</span>');
  // While Chakra's own provider, given the whole system, would.
  expect(
    renderToStaticMarkup(
      <ChakraProvider value={system}>
        <span>x</span>
      </ChakraProvider>,
    ),
  ).toMatch(/^<style/);
});
