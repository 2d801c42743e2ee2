// The content part of the public snapshot: the place and its sections, info sections,
// locations, speakers, meetings and posts. Only what an attendee may see is copied: hidden
// locations and speakers, invisible meetings and unpublished posts are left out, and so is any
// reference to them (a meeting's speaker, a post's attached item).
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { PLACE_KEYS, PLACE_MAIN_IMAGE, SECTION_KEYS } from '../../../common/cms';
import type {
  PublicAttachment,
  PublicEvent,
  PublicPost,
  PublicRef,
  PublicSection,
} from '../../../common/publicEvent';
import { sanitizeRichText } from '../../../common/sanitize';
import type { Queryable } from '../../db/database';
import type { events } from '../../db/schema';
import {
  cmsSectionItems,
  cmsSections,
  locations,
  meetings,
  posts,
  speakers,
} from '../../db/schema';
import { eventFiles, fileUrl, image } from './images';

type Programme = Pick<
  PublicEvent,
  'timeZone' | 'place' | 'infoSections' | 'locations' | 'speakers' | 'meetings' | 'posts'
>;
type ItemRow = typeof cmsSectionItems.$inferSelect;

const KINDS = { 1: 'link', 2: 'text', 3: 'image', 4: 'file' } as const;
const POST_KINDS = { 1: 'news', 2: 'org', 3: 'change' } as const;
const REF_KINDS = { 1: 'location', 2: 'meeting', 3: 'speaker' } as const;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const bySort = (a: { numSort: number }, b: { numSort: number }) => a.numSort - b.numSort;

export async function buildProgramme(
  q: Queryable,
  e: typeof events.$inferSelect,
  own: Map<string, string>,
): Promise<Programme> {
  const ofEvent = (t: { eventId: PgColumn }) => eq(t.eventId, e.id);
  const [sectionRows, itemRows, locationRows, speakerRows, meetingRows, postRows] =
    await Promise.all([
      q.select().from(cmsSections).where(ofEvent(cmsSections)),
      q.select().from(cmsSectionItems).where(ofEvent(cmsSectionItems)),
      q
        .select()
        .from(locations)
        .where(and(ofEvent(locations), eq(locations.isHidden, false)))
        .orderBy(asc(locations.createdAt)),
      q
        .select()
        .from(speakers)
        .where(and(ofEvent(speakers), eq(speakers.isHidden, false)))
        .orderBy(desc(speakers.createdAt)),
      q
        .select()
        .from(meetings)
        .where(and(ofEvent(meetings), eq(meetings.isVisible, true)))
        .orderBy(asc(meetings.startAt), asc(meetings.endAt), asc(meetings.createdAt)),
      q
        .select()
        .from(posts)
        .where(and(ofEvent(posts), isNotNull(posts.publishedAt)))
        .orderBy(desc(posts.toPin), desc(posts.publishedAt)),
    ]);
  const fileById = await eventFiles(q, e.id, [
    e.place[PLACE_MAIN_IMAGE] ?? '',
    ...itemRows.flatMap((i) => [i.imageId, i.fileId]),
    ...locationRows.map((l) => l.imageId),
    ...speakerRows.map((s) => s.avatarId),
    ...meetingRows.map((m) => m.headerImageId),
  ]);
  const img = (id: string) => image(e.id, fileById.get(id));

  const attachment = (i: ItemRow): PublicAttachment[] => {
    const kind = KINDS[i.contentType as keyof typeof KINDS];
    const file = fileById.get(i.fileId);
    if (!kind || (kind === 'file' && !file) || (kind === 'image' && !fileById.has(i.imageId)))
      return [];
    const url = kind === 'link' && /^https?:\/\//.test(i.linkUrl) ? i.linkUrl : '';
    return [
      {
        id: i.id,
        title: i.title,
        kind,
        url: kind === 'file' && file ? fileUrl(e.id, file) : url,
        text: kind === 'text' ? sanitizeRichText(i.text) : '',
        image: kind === 'image' ? img(i.imageId) : null,
        imageTitle: i.imageTitle,
      },
    ];
  };
  const itemsOf = (owner: (i: ItemRow) => boolean) =>
    itemRows.filter(owner).sort(bySort).flatMap(attachment);
  const sectionsOf = (key: string): PublicSection[] =>
    sectionRows
      .filter((s) => s.sectionKey === key)
      .sort(bySort)
      .map((s) => ({
        id: s.id,
        title: s.title,
        description: sanitizeRichText(s.description),
        items: itemsOf((i) => i.groupId === s.id),
      }));

  const locationIds = new Set(locationRows.map((l) => l.id));
  const speakerIds = new Set(speakerRows.map((s) => s.id));
  const meetingIds = new Set(meetingRows.map((m) => m.id));
  const publicRef = (type: number, id: string): PublicRef | null => {
    const kind = REF_KINDS[type as keyof typeof REF_KINDS];
    if (!kind) return null;
    const shown = { location: locationIds, meeting: meetingIds, speaker: speakerIds }[kind];
    return shown.has(id) ? { kind, id } : null;
  };

  return {
    timeZone: e.timeZone,
    place: {
      title: own.get(PLACE_KEYS.title) ?? '',
      description: sanitizeRichText(own.get(PLACE_KEYS.description) ?? ''),
      image: img(e.place[PLACE_MAIN_IMAGE] ?? ''),
      sections: sectionsOf(SECTION_KEYS.place),
    },
    infoSections: sectionsOf(SECTION_KEYS.info),
    locations: locationRows.map((l) => ({
      id: l.id,
      name: l.name,
      address: l.address,
      description: sanitizeRichText(l.description),
      image: img(l.imageId),
      items: itemsOf((i) => i.locationId === l.id),
    })),
    speakers: speakerRows.map((s) => ({
      id: s.id,
      name: s.name,
      position: s.positionName,
      company: s.companyName,
      bio: sanitizeRichText(s.bio),
      avatar: img(s.avatarId),
    })),
    meetings: meetingRows.map((m) => ({
      id: m.id,
      name: m.name,
      title: m.title,
      annotation: m.annotation,
      text: sanitizeRichText(m.text),
      icon: m.iconName,
      startAt: seconds(m.startAt),
      endAt: seconds(m.endAt),
      locationId: locationIds.has(m.locationId) ? m.locationId : '',
      showLocation: m.showLocationInListMeetings,
      speakerIds: m.speakerIds.filter((id) => speakerIds.has(id)),
      header: img(m.headerImageId),
    })),
    posts: postRows.flatMap((p): PublicPost[] =>
      p.publishedAt
        ? [
            {
              id: p.id,
              kind: POST_KINDS[p.type as keyof typeof POST_KINDS] ?? 'news',
              title: p.title,
              text: sanitizeRichText(p.text),
              publishedAt: seconds(p.publishedAt),
              pinned: p.toPin,
              ref: publicRef(p.refObjectType, p.refObjectId),
            },
          ]
        : [],
    ),
  };
}
