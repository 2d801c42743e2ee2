// The public snapshot in several documents (issue 13, "the event's data ≤ 150 KB compressed"):
// the home document carries everything a page needs to show at once, with the long texts left
// out (meetings' annotation and text, speakers' bio: most of a 1,000-session event's bytes); the
// texts come in parts, one per day of the meetings (in the event's time zone) and one for the
// speakers' bios, each cut again when its JSON passes MAX_PART_BYTES, so no document the app
// loads is over the target even uncompressed. The app loads the parts after the first paint and
// keeps them on the device, so every page still works offline. The home document names each
// part's version (its ETag), so a changed text reaches the app through the home document's
// revalidation alone, and only the parts that changed are fetched again.
import type { PublicEvent } from './publicEvent';
import { publicEventPath } from './publicEvent';
import { zonedParts } from './zonedTime';

/** Long texts of an event (all or one part), by meeting and speaker id. */
export interface PublicTexts {
  meetings: Record<string, { annotation: string; text: string }>;
  /** Sanitised HTML, by speaker id. */
  speakers: Record<string, string>;
}

/** What GET publicEventPath sends: the event without its long texts, and their parts. */
export type PublicEventHome = PublicEvent & {
  /** Each texts part's name and version (its ETag); empty when the event has no long text. */
  textParts: Record<string, string>;
};

/** A part's name: a day (YYYY-MM-DD) or 'speakers', with '-2', '-3'… when cut. */
export const TEXT_PART_PATTERN = /^[a-z0-9-]{1,24}$/;

/**
 * The largest JSON of a part, in bytes: compressed it cannot be larger (give or take the
 * format's few bytes), so each part stays under the 150 KB target whatever its texts.
 */
export const MAX_PART_BYTES = 140 * 1024;

export const publicTextsPath = (eventKey: string, part: string) =>
  `${publicEventPath(eventKey)}/texts/${part}`;

/** A value's JSON length in UTF-8 bytes (shared code: no TextEncoder or Buffer here). */
function sizeOf(value: unknown): number {
  const json = JSON.stringify(value);
  let bytes = 0;
  for (let i = 0; i < json.length; i += 1) {
    const code = json.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00) {
      // A surrogate pair: one 4-byte character.
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** Adds an entry to the named group's last part, opening a new one ('-2'…) past the limit. */
function packer() {
  const parts: Record<string, PublicTexts> = {};
  const open = new Map<string, { name: string; count: number; bytes: number }>();
  const add = (group: string, bytes: number, put: (part: PublicTexts) => void) => {
    let current = open.get(group);
    if (!current || (current.bytes + bytes > MAX_PART_BYTES && current.bytes > 0)) {
      const count = (current?.count ?? 0) + 1;
      current = { name: count === 1 ? group : `${group}-${count}`, count, bytes: 0 };
      open.set(group, current);
      parts[current.name] = { meetings: {}, speakers: {} };
    }
    current.bytes += bytes;
    put(parts[current.name] as PublicTexts);
  };
  return { parts, add };
}

/** Splits a whole event into the home document (without textParts) and its texts' parts. */
export function splitTexts(event: PublicEvent): {
  home: PublicEvent;
  parts: Record<string, PublicTexts>;
} {
  const { parts, add } = packer();
  const meetings = event.meetings.map((m) => {
    if (m.annotation || m.text) {
      const texts = { annotation: m.annotation, text: m.text };
      add(zonedParts(m.startAt, event.timeZone).date, sizeOf([m.id, texts]), (part) => {
        part.meetings[m.id] = texts;
      });
    }
    return { ...m, annotation: '', text: '' };
  });
  const speakers = event.speakers.map((s) => {
    if (s.bio) {
      add('speakers', sizeOf([s.id, s.bio]), (part) => {
        part.speakers[s.id] = s.bio;
      });
    }
    return { ...s, bio: '' };
  });
  return { home: { ...event, meetings, speakers }, parts };
}

/** The parts' texts in one (a part missing from the list is left out). */
export function mergeTexts(parts: readonly PublicTexts[]): PublicTexts {
  const merged: PublicTexts = { meetings: {}, speakers: {} };
  for (const part of parts) {
    Object.assign(merged.meetings, part.meetings);
    Object.assign(merged.speakers, part.speakers);
  }
  return merged;
}

/** The whole event again: the home document with the texts laid back in (none: left empty). */
export function withTexts(home: PublicEvent, texts: PublicTexts | null): PublicEvent {
  if (!texts) return home;
  return {
    ...home,
    meetings: home.meetings.map((m) => {
      const t = texts.meetings[m.id];
      return t ? { ...m, annotation: t.annotation, text: t.text } : m;
    }),
    speakers: home.speakers.map((s) => {
      const bio = texts.speakers[s.id];
      return bio ? { ...s, bio } : s;
    }),
  };
}
