// The console's Chakra system: its colours are those of spec/console.md §9.
// Chakra's base preset and default theme with only the recipes of the components the console
// uses: Chakra's defaultConfig carries the recipes of every component (~19 KB gzipped on the
// sign-in route). A component without its recipe renders unstyled, so theme.test.ts checks that
// every Chakra component imported under src/console has its recipe here: add new ones below.
// (Drawer, InputGroup's addons, Separator, Textarea, NativeSelect, Popover, ProgressCircle,
// Switch and Table are here for the issue 4 screens; Checkbox, Tabs and Tag for the content
// screens of issue 10.)
import { createSystem, defineConfig } from '@chakra-ui/react';
import type { SystemContext } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  alertSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  buttonRecipe,
  checkmarkRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressCircleSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import { defaultThemeWith } from './themeBase';

const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

const slotRecipes = {
  alert: alertSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progressCircle: progressCircleSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
};

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
        // Field messages: Chakra's red.500 on white is 3.8:1; red.700 is 6.5:1 (WCAG AA 4.5).
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        // White on Chakra's green.600 (the save confirmation) is 3.3:1; on green.700 5.0:1.
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
        primary: {
          solid: { value: '{colors.primary}' },
          // Text on the spec's primary: white on #37B7F4 is 2.3:1, this navy 6.6:1 (WCAG AA 4.5).
          contrast: { value: '#0b2a3a' },
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

export const system = createSystem(
  defaultBaseConfig,
  defaultThemeWith(recipes, slotRecipes),
  config,
);

/**
 * The system as the console's provider takes it: without the global styles (the layers' order,
 * the reset, the global CSS, the tokens' variables), which the page's head carries already
 * (ui/globalStyles.tsx, generated/console/chakraGlobal.css). Built on `system` as its prototype:
 * a copy would read `system._global`, which the console's build makes Chakra build only when
 * read (webpack.config.ts).
 */
export const providedSystem = Object.create(system, {
  _global: { value: [] },
  _config: { value: { ...system._config, disableLayers: true } },
}) as SystemContext;
