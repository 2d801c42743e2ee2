// The console's Chakra system: its colours are those of spec/console.md §9.
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const palette = {
  primary: '#37B7F4',
  secondary: '#828385',
  accent: '#82B1FF',
  error: '#F55A4E',
  info: '#00d3ee',
  success: '#62B763',
  warning: '#ffa21a',
} as const;

export const CONSOLE_COLORS = palette;

const config = defineConfig({
  theme: {
    tokens: {
      colors: Object.fromEntries(Object.entries(palette).map(([name, value]) => [name, { value }])),
    },
    semanticTokens: {
      colors: {
        primary: {
          solid: { value: '{colors.primary}' },
          contrast: { value: 'white' },
          fg: { value: '#0b6a99' },
          muted: { value: '#d6f0fd' },
          subtle: { value: '#eaf7fe' },
          emphasized: { value: '#9fdcfa' },
          focusRing: { value: '{colors.primary}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
