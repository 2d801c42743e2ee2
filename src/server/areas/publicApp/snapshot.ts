// Builds the public snapshot of one event (src/common/publicEvent.ts) from the database. Every
// field is chosen here on purpose: what is not copied below never reaches an attendee.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  DATE_LOCALES,
  DEFAULT_DATE_LOCALE,
  DEFAULT_THEME,
  DEFAULT_THEME_COLORS,
  EVENT_DESCRIPTION_KEY,
  EVENT_TITLE_KEY,
  MENU_ITEMS,
  PREFERENCE_KEYS,
  THEMES,
} from '../../../common/constants';
import type { ThemeColors, ThemeName } from '../../../common/constants';
import type { PublicEvent, PublicParty } from '../../../common/publicEvent';
import { sanitizeRichText } from '../../../common/sanitize';
import { isPublic } from '../../auth/eventAccess';
import type { Queryable } from '../../db/database';
import {
  defaultKeys,
  events,
  orgInfos,
  preferences,
  sponsors,
  translations,
} from '../../db/schema';
import { eventFiles, fileUrl, image } from './images';
import { buildProgramme } from './programme';
import { requiresRegistration } from './registration/forms';

/** Preferences meant for the app; any other key stays with the organiser. */
const PUBLIC_PREFERENCES: string[] = [
  PREFERENCE_KEYS.locale,
  PREFERENCE_KEYS.footerVisible,
  PREFERENCE_KEYS.footerLink,
];

type EventRow = typeof events.$inferSelect;

export { isPublic };

function themeOf(e: EventRow): PublicEvent['theme'] {
  const name: ThemeName = THEMES.find((t) => t === e.theme.currentTheme) ?? DEFAULT_THEME;
  const stored = e.theme[name] ?? {};
  const colors: ThemeColors = { ...DEFAULT_THEME_COLORS[name] };
  for (const key of Object.keys(colors) as (keyof ThemeColors)[]) {
    const value = stored[key];
    if (typeof value === 'string' && /^#[0-9a-fA-F]{3,8}$/.test(value)) colors[key] = value;
  }
  return { name, colors };
}

/** The `w{W}h{H}` size of a derived file as a manifest's `{W}x{H}`. */
const sizesOf = (size: string) => /^w(\d+)h(\d+)$/.exec(size)?.slice(1, 3).join('x') ?? '';

/**
 * The snapshot of a published event, or null when the event is not (or no longer) public. With
 * `previewFor` (an organiser's id, from a preview credential) the event's own organiser sees it
 * published or not; anyone else still gets null.
 */
export async function buildSnapshot(
  q: Queryable,
  eventId: string,
  previewFor?: string,
): Promise<PublicEvent | null> {
  const [e] = await q.select().from(events).where(eq(events.id, eventId));
  if (!e) return null;
  if (previewFor === undefined ? !isPublic(e) : e.userId !== previewFor) return null;
  const [texts, keys, prefs, orgRows, sponsorRows] = await Promise.all([
    q
      .select({ key: translations.key, value: translations.value })
      .from(translations)
      .where(and(eq(translations.eventId, e.id), eq(translations.lang, e.language))),
    q.select().from(defaultKeys).orderBy(asc(defaultKeys.sort)),
    q
      .select()
      .from(preferences)
      .where(and(eq(preferences.eventId, e.id), inArray(preferences.key, PUBLIC_PREFERENCES))),
    q.select().from(orgInfos).where(eq(orgInfos.eventId, e.id)).orderBy(desc(orgInfos.createdAt)),
    q.select().from(sponsors).where(eq(sponsors.eventId, e.id)).orderBy(desc(sponsors.createdAt)),
  ]);
  const fileById = await eventFiles(q, e.id, [
    e.mainImageId,
    e.backgroundImageId,
    e.backgroundDesktopImageId,
    e.iconFileId,
    ...orgRows.map((o) => o.logoId),
    ...sponsorRows.map((s) => s.logoId),
  ]);
  const img = (id: string) => image(e.id, fileById.get(id));

  const own = new Map(texts.map((t) => [t.key, t.value]));
  const programme = await buildProgramme(q, e, own);
  const registration = await requiresRegistration(q, e.id);
  // Wording: the default keys' texts (event language, else English) under the event's own.
  const wording: Record<string, string> = {};
  const menuDefaults = new Map<string, boolean>();
  for (const k of keys) {
    if (k.group === 'menu') menuDefaults.set(k.key, k.show !== 'false');
    else wording[k.key] = own.get(k.key) ?? k.texts[e.language]?.value ?? k.texts.en?.value ?? '';
  }
  const menu = MENU_ITEMS.filter(
    (item) => e.showMenuItems[item] ?? menuDefaults.get(`ui.${item}`) ?? true,
  );
  const pref = (key: string) => prefs.find((p) => p.key === key)?.payload.value ?? '';
  const locale = pref(PREFERENCE_KEYS.locale);
  const link = pref(PREFERENCE_KEYS.footerLink);
  const icon = fileById.get(e.iconFileId);
  const party = (r: { id: string; name: string; logoId: string }): PublicParty => ({
    id: r.id,
    name: r.name,
    logo: img(r.logoId),
  });

  return {
    eventId: e.id,
    eventKey: e.extKey,
    language: e.language,
    title: own.get(EVENT_TITLE_KEY) ?? '',
    // Sanitised on every write; again here, as the app renders them as HTML.
    description: sanitizeRichText(own.get(EVENT_DESCRIPTION_KEY) ?? ''),
    slogan: sanitizeRichText(e.slogan),
    copyright: sanitizeRichText(e.copyright),
    startAt: e.startAt ? Math.floor(e.startAt.getTime() / 1000) : null,
    endAt: e.endAt ? Math.floor(e.endAt.getTime() / 1000) : null,
    theme: themeOf(e),
    images: {
      cover: img(e.mainImageId),
      background: img(e.backgroundImageId),
      backgroundDesktop: img(e.backgroundDesktopImageId),
    },
    icons: icon
      ? icon.derived
          .map((d) => ({
            sizes: sizesOf(d.size),
            src: fileUrl(e.id, icon, d.fileId.slice(icon.id.length)),
            type: icon.contentType,
          }))
          .filter((i) => i.sizes !== '')
      : [],
    menu,
    wording,
    dateLocale: (DATE_LOCALES as readonly string[]).includes(locale) ? locale : DEFAULT_DATE_LOCALE,
    footer: {
      visible: pref(PREFERENCE_KEYS.footerVisible) !== 'false',
      link: /^https?:\/\//.test(link) ? link : '',
    },
    registration: { required: registration, qrCode: e.qrIsVisible },
    organizers: orgRows.map(party),
    sponsors: sponsorRows.map(party),
    ...programme,
  };
}
