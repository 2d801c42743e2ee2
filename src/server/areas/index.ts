// The list of areas, one line each. Service registration, live documents, live targets and
// the Collection union of change records are all derived from it.
import { authArea } from './auth';
import { cmsArea } from './cms';
import { customDomainArea } from './customDomain';
import { eventSettingsArea } from './eventSettings';
import { eventsArea } from './events';
import { filesArea } from './files';
import { formsArea } from './forms';
import { locationsArea } from './locations';
import { organisationArea } from './organisation';
import { organizersAndSponsorsArea } from './organizersAndSponsors';
import { participantsArea } from './participants';
import { placeArea } from './place';
import { preferencesArea } from './preferences';
import { publicAppArea } from './publicApp';
import { statisticsArea } from './statistics';
import { postsArea } from './posts';
import { speakersArea } from './speakers';
import { historyArea } from './history';
import { meetingsArea } from './meetings';
import { teamArea } from './team';
import { translationsArea } from './translations';
import type { CollectionsOf } from './area';

export const AREAS = [
  authArea,
  organisationArea,
  eventsArea,
  eventSettingsArea,
  customDomainArea,
  organizersAndSponsorsArea,
  translationsArea,
  preferencesArea,
  filesArea,
  statisticsArea,
  publicAppArea,
  formsArea,
  participantsArea,
  placeArea,
  locationsArea,
  cmsArea,
  postsArea,
  speakersArea,
  meetingsArea,
  teamArea,
  historyArea,
] as const;

/** The collections a live target can follow: the names every area declares. */
export type Collection = CollectionsOf<(typeof AREAS)[number]>;
