// What the place, info and location screens show of one event: the live documents with the
// signed-in user's unechoed writes applied in queue order (one pure function, tested alone).
import type { QueuedWrite } from '../../../client/queue';
import type { CmsSection, CmsSectionItem, Location } from '../../../../generated/manager/model_pb';
import { writeRegistry } from '../writes';
import { CMS_WRITES } from './cmsWrites';
import type {
  CmsDraft,
  ContentTypeNumber,
  ItemView,
  LocationView,
  PlaceView,
  SectionView,
} from './cmsViews';

const REGISTRY = writeRegistry<CmsDraft>(CMS_WRITES);

export interface CmsDocs {
  locations: readonly Location[];
  sections: readonly CmsSection[];
  items: readonly CmsSectionItem[];
  /** The place profile as the event and its translations show it. */
  place: Omit<PlaceView, 'pending'>;
}

export interface CmsView {
  /** Newest first (spec/content.md §9). */
  locations: LocationView[];
  /** By numSort, then title. */
  sections: SectionView[];
  /** By numSort, then title. */
  items: ItemView[];
  place: PlaceView;
}

const bySort =
  <T extends { numSort: number }>(key: (t: T) => string) =>
  (a: T, b: T) =>
    a.numSort - b.numSort || key(a).localeCompare(key(b));

export function reconcileCms(
  docs: CmsDocs,
  writes: readonly QueuedWrite[],
  eventId: string,
): CmsView {
  const draft: CmsDraft = {
    eventId,
    locations: new Map(
      docs.locations.map((l) => [
        l.locationId,
        {
          locationId: l.locationId,
          eventId: l.eventId,
          name: l.name,
          address: l.address,
          description: l.description,
          imageId: l.imageId,
          createdAt: l.createdAt,
          pending: false,
        },
      ]),
    ),
    sections: new Map(
      docs.sections.map((s) => [
        s.groupId,
        {
          groupId: s.groupId,
          eventId: s.eventId,
          title: s.title,
          description: s.description,
          numSort: s.numSort,
          sectionKey: s.sectionKey,
          pending: false,
        },
      ]),
    ),
    items: new Map(
      docs.items.map((i) => [
        i.groupItemId,
        {
          itemId: i.groupItemId,
          eventId: i.eventId,
          itemKey: i.itemKey,
          title: i.title,
          contentType: i.contentType as ContentTypeNumber,
          linkUrl: i.linkUrl,
          text: i.text,
          imageId: i.imageId,
          imageTitle: i.imageTitle,
          fileId: i.fileId,
          numSort: i.numSort,
          pending: false,
        },
      ]),
    ),
    place: { ...docs.place, pending: false },
  };
  for (const write of writes) REGISTRY.apply(draft, write);
  return {
    locations: [...draft.locations.values()].sort(
      (a, b) => b.createdAt - a.createdAt || b.locationId.localeCompare(a.locationId),
    ),
    sections: [...draft.sections.values()].sort(bySort((s) => s.title)),
    items: [...draft.items.values()].sort(bySort((i) => i.title)),
    place: draft.place,
  };
}
