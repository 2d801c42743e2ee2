// The public snapshot in two documents (issue 13, "the event's data ≤ 150 KB compressed"): the
// home document carries everything a page needs to show at once, with the long texts left out
// (meetings' annotation and text, speakers' bio: most of a 1,000-session event's bytes); the
// texts document carries those, and the app loads it after the first paint and keeps it on the
// device, so every page still works offline. The home document names the texts' version (their
// ETag), so a change of a text reaches the app through the home document's revalidation alone.
import type { PublicEvent } from './publicEvent';
import { publicEventPath } from './publicEvent';

/** The long texts of an event, by meeting and speaker id: GET publicTextsPath(eventKey). */
export interface PublicTexts {
  meetings: Record<string, { annotation: string; text: string }>;
  /** Sanitised HTML, by speaker id. */
  speakers: Record<string, string>;
}

/** What GET publicEventPath sends: the event without its long texts, and their version. */
export type PublicEventHome = PublicEvent & {
  /** The ETag of the texts document; '' when the event has no long text at all. */
  textsVersion: string;
};

export const publicTextsPath = (eventKey: string) => `${publicEventPath(eventKey)}/texts`;

/** Splits a whole event into the home document (without textsVersion) and its texts. */
export function splitTexts(event: PublicEvent): { home: PublicEvent; texts: PublicTexts } {
  const texts: PublicTexts = { meetings: {}, speakers: {} };
  const meetings = event.meetings.map((m) => {
    if (m.annotation || m.text) texts.meetings[m.id] = { annotation: m.annotation, text: m.text };
    return { ...m, annotation: '', text: '' };
  });
  const speakers = event.speakers.map((s) => {
    if (s.bio) texts.speakers[s.id] = s.bio;
    return { ...s, bio: '' };
  });
  return { home: { ...event, meetings, speakers }, texts };
}

/** Whether the texts document has anything in it (else the app need not fetch it). */
export const hasTexts = (texts: PublicTexts) =>
  Object.keys(texts.meetings).length > 0 || Object.keys(texts.speakers).length > 0;

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
