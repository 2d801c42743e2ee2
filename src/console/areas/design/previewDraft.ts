// The design form's values as the preview's unsaved design (src/common/preview.ts). A colour
// the app cannot read (a half-typed one, or rgba(), which the public snapshot drops too) shows
// as last saved, else as the theme's default, as the server would show it.
import type { DraftDesign } from '../../../common/preview';
import { COLOR_KEYS, DEFAULT_THEME_COLORS } from '../../../common/constants';
import type { ThemeColors } from '../../../common/constants';
import type { DesignValues } from './designForm';

const HEX = /^#[0-9a-fA-F]{3,8}$/;

export function previewDraftOf(values: DesignValues, saved: DesignValues): DraftDesign {
  const name = values.theme;
  const colors = Object.fromEntries(
    COLOR_KEYS.map((key) => {
      const shown = [values.colors[name][key], saved.colors[name][key]].find((c) => HEX.test(c));
      return [key, shown ?? DEFAULT_THEME_COLORS[name][key]];
    }),
  ) as ThemeColors;
  return {
    theme: { name, colors },
    title: values.title,
    images: {
      cover: values.mainImageId,
      background: values.backgroundImageId,
      backgroundDesktop: values.backgroundDesktopImageId,
    },
  };
}
