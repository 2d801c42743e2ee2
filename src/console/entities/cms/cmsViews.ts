// What the place, info and location screens show: the live documents of an event with the
// user's unechoed writes applied (reconcileCms). A view says when a write on it is pending.
import type { SectionKey } from '../../../common/cms';

export interface LocationView {
  locationId: string;
  eventId: string;
  name: string;
  address: string;
  description: string;
  imageId: string;
  /** Epoch seconds. */
  createdAt: number;
  pending: boolean;
}

export interface SectionView {
  groupId: string;
  eventId: string;
  title: string;
  description: string;
  numSort: number;
  sectionKey: SectionKey | string;
  pending: boolean;
}

/** Attachment content types (spec/content.md §9): 1 link, 2 text, 3 image, 4 file. */
export type ContentTypeNumber = 0 | 1 | 2 | 3 | 4;

export interface ItemFields {
  title: string;
  contentType: ContentTypeNumber;
  linkUrl: string;
  text: string;
  imageId: string;
  imageTitle: string;
  fileId: string;
  numSort: number;
}

export interface ItemView extends ItemFields {
  itemId: string;
  eventId: string;
  /** 'cms_sections:{groupId}' or 'locations:{locationId}'. */
  itemKey: string;
  pending: boolean;
}

export interface PlaceView {
  title: string;
  description: string;
  mainImageId: string;
  pending: boolean;
}

/** The working view of one event that the queued writes apply to. */
export interface CmsDraft {
  eventId: string;
  locations: Map<string, LocationView>;
  sections: Map<string, SectionView>;
  items: Map<string, ItemView>;
  place: PlaceView;
}
