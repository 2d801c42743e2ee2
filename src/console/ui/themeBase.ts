// Chakra UI's default theme without its recipes: tokens, semantic tokens, global CSS and styles,
// assembled as Chakra's own theme/index.js does. That module also builds a config holding every
// recipe, which a bundler cannot drop, so the pieces are imported from their own modules through
// the 'chakra-theme/' alias (webpack.config.ts, tsconfig.json, jest.config.mjs).
// Chakra builds its system from these at start-up (a token dictionary, the CSS variables of every
// token, issue 31): the console's copy leaves out what no screen can show, the colour palettes
// it never names and the dark-mode values of the semantic tokens (the console has no dark mode:
// nothing sets Chakra's `.dark` class), so there are fewer tokens to build.
import { defineConfig } from '@chakra-ui/react';
import type { SystemConfig } from '@chakra-ui/react';
import { breakpoints } from 'chakra-theme/breakpoints.js';
import { globalCss } from 'chakra-theme/global-css.js';
import { layerStyles } from 'chakra-theme/layer-styles.js';
import { animationStyles } from 'chakra-theme/motion-styles.js';
import { semanticColors } from 'chakra-theme/semantic-tokens/colors.js';
import { semanticRadii } from 'chakra-theme/semantic-tokens/radii.js';
import { semanticShadows } from 'chakra-theme/semantic-tokens/shadows.js';
import { textStyles } from 'chakra-theme/text-styles.js';
import { animations } from 'chakra-theme/tokens/animations.js';
import { aspectRatios } from 'chakra-theme/tokens/aspect-ratios.js';
import { blurs } from 'chakra-theme/tokens/blurs.js';
import { borders } from 'chakra-theme/tokens/borders.js';
import { colors } from 'chakra-theme/tokens/colors.js';
import { cursor } from 'chakra-theme/tokens/cursor.js';
import { durations } from 'chakra-theme/tokens/durations.js';
import { easings } from 'chakra-theme/tokens/easings.js';
import { fontSizes } from 'chakra-theme/tokens/font-sizes.js';
import { fontWeights } from 'chakra-theme/tokens/font-weights.js';
import { fonts } from 'chakra-theme/tokens/fonts.js';
import { keyframes } from 'chakra-theme/tokens/keyframes.js';
import { letterSpacings } from 'chakra-theme/tokens/letter-spacing.js';
import { lineHeights } from 'chakra-theme/tokens/line-heights.js';
import { radii } from 'chakra-theme/tokens/radius.js';
import { sizes } from 'chakra-theme/tokens/sizes.js';
import { spacing } from 'chakra-theme/tokens/spacing.js';
import { zIndices } from 'chakra-theme/tokens/z-indices.js';

type Theme = NonNullable<SystemConfig['theme']>;
type SemanticTokens = NonNullable<Theme['semanticTokens']>;

/** Chakra's colour palettes that no console screen names (theme.test.ts checks that). */
export const UNUSED_PALETTES: readonly string[] = ['yellow', 'teal', 'cyan', 'purple', 'pink'];

function withoutUnusedPalettes<T extends object>(tokens: T): T {
  return Object.fromEntries(
    Object.entries(tokens).filter(([name]) => !UNUSED_PALETTES.includes(name)),
  ) as T;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Semantic tokens with their light value alone where they have a light and a dark one. */
function lightOnly<T extends object>(tokens: T): T {
  return Object.fromEntries(
    Object.entries(tokens).map(([name, entry]) => {
      if (!isObject(entry)) return [name, entry];
      if (!('value' in entry)) return [name, lightOnly(entry)];
      const { value } = entry;
      return [
        name,
        isObject(value) && '_light' in value ? { ...entry, value: value._light } : entry,
      ];
    }),
  ) as T;
}

/** Chakra's default theme config with the given recipes in place of all of them. */
export function defaultThemeWith(
  recipes: NonNullable<Theme['recipes']>,
  slotRecipes: NonNullable<Theme['slotRecipes']>,
): SystemConfig {
  return defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: {
        aspectRatios,
        animations,
        blurs,
        borders,
        colors: withoutUnusedPalettes(colors),
        durations,
        easings,
        fonts,
        fontSizes,
        fontWeights,
        letterSpacings,
        lineHeights,
        radii,
        spacing,
        sizes,
        zIndex: zIndices,
        cursor,
      },
      semanticTokens: lightOnly<SemanticTokens>({
        colors: withoutUnusedPalettes(semanticColors),
        shadows: semanticShadows,
        radii: semanticRadii,
      }),
      recipes,
      slotRecipes,
      textStyles,
      layerStyles,
      animationStyles,
    },
  });
}
