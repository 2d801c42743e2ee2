// Which default keys the wording and menus screens show (spec/console.md §2.20–2.21, §3 Default
// key). Migration 0001 gives each key a group: 'menu' keys ('ui.{item}') are the menu settings;
// 'event', 'other', 'notifications' and 'footer' keys ('tr.*') are the wording, in that order.
import type { DefaultKey, DefaultKeyText } from '../../../../generated/manager/model_pb';

export const WORDING_GROUPS = ['event', 'other', 'notifications', 'footer'] as const;
export type WordingGroup = (typeof WORDING_GROUPS)[number];

export interface WordingSection {
  group: WordingGroup;
  /** In the server's order (sort, then key). */
  keys: DefaultKey[];
}

/** The wording keys by group, in the screen's order; groups without keys are left out. */
export function wordingSections(defaultKeys: readonly DefaultKey[]): WordingSection[] {
  return WORDING_GROUPS.map((group) => ({
    group,
    keys: defaultKeys.filter((k) => k.group === group),
  })).filter((section) => section.keys.length > 0);
}

/** A default key's texts in a language, else in English, else in any language it has. */
export function defaultTexts(
  key: DefaultKey | undefined,
  lang: string,
): DefaultKeyText | undefined {
  if (!key) return undefined;
  return key.texts[lang] ?? key.texts.en ?? Object.values(key.texts)[0];
}

/** The translation key of a menu setting's label: 'ui.home' → 'tr.home'. */
export const menuLabelKey = (menuKey: string) => menuKey.replace(/^ui\./, 'tr.');
