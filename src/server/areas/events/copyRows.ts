// What a copied event takes along: everything its organiser made — texts, preferences,
// organizers and sponsors, files (new ids, the stored bytes copied under the new event), the
// place, locations, info and place sections with their attachments, speakers, the schedule,
// posts (as drafts) and forms with their fields — each with its change record, so the copy's
// targets fill at once. Not copied: participants, their answers and uploads, statistics,
// registration codes and the custom domain. Every reference between the copied rows (a
// meeting's location and speakers, an attachment's section, a post's object, any file id)
// is rewritten to the copy's own row. Its title, in every language, says it is a copy.
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { PLACE_MAIN_IMAGE } from '../../../common/cms';
import { EVENT_TITLE_KEY } from '../../../common/constants';
import { copyTitle } from '../../../common/copyTitle';
import { PostRefObjType } from '../../../../generated/manager/model_pb';
import { eventChanged } from '../../auth/eventAccess';
import type { EventRow } from '../../auth/eventAccess';
import {
  cmsSectionItems,
  cmsSections,
  events as eventsTable,
  formFields,
  forms,
  locations,
  meetings,
  orgInfos,
  posts,
  preferences,
  speakers,
  sponsors,
  translations,
} from '../../db/schema';
import type { Writer } from '../../db/writer';
import { fileLink } from '../cms';
import { copyEventFiles } from '../files';
import type { FileStorage } from '../files';

/** How many of each kind of content the copy carried (the CopyEvent answer). */
export type Carried = Record<CarriedKind, number>;
export type CarriedKind =
  | 'texts'
  | 'preferences'
  | 'organizers'
  | 'sponsors'
  | 'files'
  | 'locations'
  | 'sections'
  | 'attachments'
  | 'speakers'
  | 'meetings'
  | 'posts'
  | 'forms'
  | 'formFields';

/** Old id → new id of one kind of row; an id not copied maps to '' (no reference). */
class IdMap {
  constructor(private readonly ids = new Map<string, string>()) {}
  get size(): number {
    return this.ids.size;
  }
  add(old: string): string {
    const id = uuidv7();
    this.ids.set(old, id);
    return id;
  }
  of = (old: string): string => (old ? (this.ids.get(old) ?? '') : '');
  /** Like `of`, for a nullable reference. */
  ofNullable = (old: string | null): string | null => (old === null ? null : this.of(old) || null);
}

/**
 * Inserts the copy's event row (its file references rewritten) and copies into it what belongs
 * to the source event; answers what it carried. Stored bytes are copied
 * under the copy's new file ids, so a rolled back copy leaves only unreferenced objects there.
 */
export async function copyRows(
  w: Writer,
  o: { storage: FileStorage; publicUrl: string },
  source: EventRow,
  copy: EventRow,
): Promise<Carried> {
  const owner = { eventId: copy.id, ownerId: copy.userId };
  const ofSource = <T extends { eventId: unknown }>(table: T) =>
    eq(table.eventId as never, source.id);
  const now = new Date();

  const translationRows = await w.tx.select().from(translations).where(ofSource(translations));
  for (const t of translationRows) {
    const value = t.key === EVENT_TITLE_KEY ? copyTitle(t.value, t.lang) : t.value;
    await w.tx.insert(translations).values({ ...t, value, eventId: copy.id, updatedAt: now });
    w.changed({ collection: 'translations', docId: t.key, scope: t.lang, ...owner });
  }
  const preferenceRows = await w.tx.select().from(preferences).where(ofSource(preferences));
  for (const p of preferenceRows) {
    await w.tx.insert(preferences).values({ ...p, eventId: copy.id, updatedAt: now });
    w.changed({ collection: 'preferences', docId: p.key, ...owner });
  }

  // Files first: every other row refers to them.
  const fileIds = new IdMap(await copyEventFiles(w, o.storage, source.id, copy));
  const file = fileIds.of;

  const orgRows = await w.tx.select().from(orgInfos).where(ofSource(orgInfos));
  for (const o of orgRows) {
    const id = uuidv7();
    await w.tx.insert(orgInfos).values({ ...o, id, eventId: copy.id, logoId: file(o.logoId) });
    w.changed({ collection: 'orgs', docId: id, ...owner });
  }
  const sponsorRows = await w.tx.select().from(sponsors).where(ofSource(sponsors));
  for (const s of sponsorRows) {
    const id = uuidv7();
    await w.tx.insert(sponsors).values({ ...s, id, eventId: copy.id, logoId: file(s.logoId) });
    w.changed({ collection: 'sponsors', docId: id, ...owner });
  }

  const locationIds = new IdMap();
  const locationRows = await w.tx.select().from(locations).where(ofSource(locations));
  for (const l of locationRows) {
    const id = locationIds.add(l.id);
    await w.tx.insert(locations).values({ ...l, id, eventId: copy.id, imageId: file(l.imageId) });
    w.changed({ collection: 'locations', docId: id, ...owner });
  }

  const sectionIds = new IdMap();
  const sectionRows = await w.tx.select().from(cmsSections).where(ofSource(cmsSections));
  for (const g of sectionRows) {
    const id = sectionIds.add(g.id);
    await w.tx.insert(cmsSections).values({ ...g, id, eventId: copy.id });
    w.changed({ collection: 'cms_sections', docId: id, ...owner });
  }
  const itemRows = await w.tx.select().from(cmsSectionItems).where(ofSource(cmsSectionItems));
  for (const item of itemRows) {
    const id = uuidv7();
    await w.tx.insert(cmsSectionItems).values({
      ...item,
      id,
      eventId: copy.id,
      groupId: sectionIds.ofNullable(item.groupId),
      locationId: locationIds.ofNullable(item.locationId),
      imageId: file(item.imageId),
      fileId: file(item.fileId),
      linkUrl: item.fileId ? fileLink(o.publicUrl, copy.id, file(item.fileId)) : item.linkUrl,
    });
    w.changed({ collection: 'cms_section_items', docId: id, ...owner });
  }

  const speakerIds = new IdMap();
  const speakerRows = await w.tx.select().from(speakers).where(ofSource(speakers));
  for (const s of speakerRows) {
    const id = speakerIds.add(s.id);
    await w.tx.insert(speakers).values({
      ...s,
      id,
      eventId: copy.id,
      avatarId: file(s.avatarId),
      backgroundImageId: file(s.backgroundImageId),
      backgroundDesktopImageId: file(s.backgroundDesktopImageId),
    });
    w.changed({ collection: 'speakers', docId: id, ...owner });
  }

  const meetingIds = new IdMap();
  const meetingRows = await w.tx.select().from(meetings).where(ofSource(meetings));
  for (const m of meetingRows) {
    const id = meetingIds.add(m.id);
    await w.tx.insert(meetings).values({
      ...m,
      id,
      eventId: copy.id,
      locationId: locationIds.of(m.locationId),
      speakerIds: m.speakerIds.map(speakerIds.of).filter(Boolean),
      headerImageId: file(m.headerImageId),
    });
    w.changed({ collection: 'meetings', docId: id, ...owner });
  }

  // Posts arrive as drafts: last edition's news is the organiser's to publish again.
  const refIds: Record<number, IdMap> = {
    [PostRefObjType.LOCATION]: locationIds,
    [PostRefObjType.MEETING]: meetingIds,
    [PostRefObjType.SPEAKER]: speakerIds,
  };
  const postRows = await w.tx.select().from(posts).where(ofSource(posts));
  for (const p of postRows) {
    const id = uuidv7();
    const refObjectId = refIds[p.refObjectType]?.of(p.refObjectId) ?? '';
    await w.tx.insert(posts).values({
      ...p,
      id,
      eventId: copy.id,
      refObjectType: refObjectId ? p.refObjectType : PostRefObjType.NONE_PROT,
      refObjectId,
      publishedAt: null,
      toPublish: false,
    });
    w.changed({ collection: 'posts', docId: id, ...owner });
  }

  const formRows = await w.tx.select().from(forms).where(ofSource(forms));
  const fieldRows = await w.tx.select().from(formFields).where(ofSource(formFields));
  const fieldIds = new IdMap();
  // A removed field stays behind: no answer of the copy can refer to it.
  for (const f of fieldRows.filter((field) => !field.fieldRemoved)) {
    const id = fieldIds.add(f.id);
    await w.tx.insert(formFields).values({ ...f, id, eventId: copy.id });
    w.changed({ collection: 'formFields', docId: id, scope: f.formId, ...owner });
  }
  for (const f of formRows) {
    await w.tx.insert(forms).values({
      ...f,
      eventId: copy.id,
      sequenceOfFields: f.sequenceOfFields.map(fieldIds.of).filter(Boolean),
      updatedAt: now,
    });
    w.changed({ collection: 'forms', docId: f.formId, ...owner });
  }

  const carried: Carried = {
    texts: translationRows.length,
    preferences: preferenceRows.length,
    organizers: orgRows.length,
    sponsors: sponsorRows.length,
    files: fileIds.size,
    locations: locationRows.length,
    sections: sectionRows.length,
    attachments: itemRows.length,
    speakers: speakerRows.length,
    meetings: meetingRows.length,
    posts: postRows.length,
    forms: formRows.length,
    formFields: fieldRows.filter((field) => !field.fieldRemoved).length,
  };
  const event: EventRow = {
    ...copy,
    carried,
    mainImageId: file(source.mainImageId),
    backgroundImageId: file(source.backgroundImageId),
    backgroundDesktopImageId: file(source.backgroundDesktopImageId),
    iconFileId: file(source.iconFileId),
    place:
      PLACE_MAIN_IMAGE in source.place
        ? { ...source.place, [PLACE_MAIN_IMAGE]: file(source.place[PLACE_MAIN_IMAGE] ?? '') }
        : source.place,
  };
  await w.tx.insert(eventsTable).values(event);
  w.changed(eventChanged(event));

  return carried;
}
