// The design form's values as the preview's unsaved design (src/common/preview.ts). A colour
// the app cannot read (a half-typed one, or rgba(), which the public snapshot drops too) shows
// as last saved, else as the theme's default, as the server would show it. Its images carry their
// signatures when the event is not published.
import type { DraftDesign } from '../../../common/preview';
import { COLOR_KEYS, DEFAULT_THEME_COLORS } from '../../../common/constants';
import type { ThemeColors } from '../../../common/constants';
import { useFileSignature } from '../../entities/files';
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

/**
 * The signatures of the draft's images, for an event that is not published (its files are served
 * only signed, issue 28); none for a published one. Each is renewed while the design is open.
 */
export function useDraftSignatures(
  eventId: string,
  values: DesignValues | null,
): Record<string, string> {
  const ids = [
    values?.mainImageId ?? '',
    values?.backgroundImageId ?? '',
    values?.backgroundDesktopImageId ?? '',
  ] as const;
  const signed = [
    useFileSignature(eventId, ids[0]),
    useFileSignature(eventId, ids[1]),
    useFileSignature(eventId, ids[2]),
  ];
  const signatures: Record<string, string> = {};
  ids.forEach((id, i) => {
    const signature = signed[i];
    if (id && signature) signatures[id] = signature;
  });
  return signatures;
}
