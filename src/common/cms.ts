// The event place, its locations and the cms sections (spec/content.md §3, §9): the section
// keys, the translation keys the place profile is written under, and the item keys that tie an
// attachment to a section group or a location. Server, console and attendee app share them.

/** Section keys of the two kinds of section group. */
export const SECTION_KEYS = { info: 'esi', place: 'poesi' } as const;
export type SectionKey = (typeof SECTION_KEYS)[keyof typeof SECTION_KEYS];

/**
 * The place profile lives on the event: its `place` map holds these translation keys (title,
 * description) and the main image's file id, so the venue is described per event language.
 */
export const PLACE_KEYS = {
  title: 'place.title',
  description: 'place.description',
} as const;
export const PLACE_MAIN_IMAGE = 'mainImageId';

/** An attachment's owner, as its itemKey spells it. */
export type ItemOwner =
  | { kind: 'section'; groupId: string }
  | { kind: 'location'; locationId: string };

export function itemKeyOf(owner: ItemOwner): string {
  return owner.kind === 'section'
    ? `cms_sections:${owner.groupId}`
    : `locations:${owner.locationId}`;
}

/** The owner an itemKey names, or null for a key of neither shape. */
export function parseItemKey(key: string): ItemOwner | null {
  const [prefix, id, ...rest] = key.split(':');
  if (!id || rest.length > 0) return null;
  if (prefix === 'cms_sections') return { kind: 'section', groupId: id };
  if (prefix === 'locations') return { kind: 'location', locationId: id };
  return null;
}

/** What may refer to a location; the refusal to delete one names how many of each. */
export const LOCATION_REFERRERS = {
  meeting: ['meeting', 'meetings'],
  post: ['post', 'posts'],
} as const;
export type LocationReferrer = keyof typeof LOCATION_REFERRERS;

/** The refusal's locale key (common texts); its values are the counts by referrer kind. */
export const LOCATION_IN_USE_KEY = 'error.locationInUse';

/** The refusal's message: 'Location is used by 2 meetings and 1 post.' */
export function locationInUseMessage(counts: readonly [LocationReferrer, number][]): string {
  const phrases = counts.map(([kind, n]) => `${n} ${LOCATION_REFERRERS[kind][n === 1 ? 0 : 1]}`);
  return `Location is used by ${phrases.join(' and ')}.`;
}

/** The counts a refusal message names, or null for any other message (the console words it). */
export function parseLocationInUse(message: string): [LocationReferrer, number][] | null {
  if (!message.startsWith('Location is used by ')) return null;
  const counts: [LocationReferrer, number][] = [];
  for (const [kind, nouns] of Object.entries(LOCATION_REFERRERS) as [
    LocationReferrer,
    readonly string[],
  ][]) {
    const match = new RegExp(`(\\d+) (?:${nouns.join('|')})\\b`).exec(message);
    if (match) counts.push([kind, Number(match[1])]);
  }
  return counts.length > 0 ? counts : null;
}
