// The cms view of an event for its screens: live lists plus unechoed writes (reconcileCms).
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { PLACE_KEYS, PLACE_MAIN_IMAGE } from '../../../common/cms';
import type { EventView } from '../events';
import { selectOwnUnechoedWrites } from '../events';
import { selectTranslationView } from '../translations';
import { selectEventItems, selectEventLocations, selectEventSections } from './cmsSlices';
import { reconcileCms } from './reconcileCms';
import type { CmsDocs } from './reconcileCms';

type EventArg = Pick<EventView, 'eventId' | 'language' | 'place'>;

const selectDocs = createSelector(
  [
    (s: RootState, e: EventArg) => selectEventLocations(s, e.eventId),
    (s: RootState, e: EventArg) => selectEventSections(s, e.eventId),
    (s: RootState, e: EventArg) => selectEventItems(s, e.eventId),
    (s: RootState, e: EventArg) => selectTranslationView(s, e.eventId, e.language),
    (_s: RootState, e: EventArg) => e.place,
  ],
  (locations, sections, items, texts, place): CmsDocs => ({
    locations,
    sections,
    items,
    place: {
      title: texts[place['title'] ?? PLACE_KEYS.title] ?? '',
      description: texts[place['description'] ?? PLACE_KEYS.description] ?? '',
      mainImageId: place[PLACE_MAIN_IMAGE] ?? '',
    },
  }),
);

/** Use as `useAppSelector((s) => selectCmsView(s, event))`. */
export const selectCmsView = createSelector(
  [selectDocs, selectOwnUnechoedWrites, (_s: RootState, e: EventArg) => e.eventId],
  reconcileCms,
);
