// The locations of the event place (proto service manager.Locations).
import { Locations } from '../../../../generated/manager/content_pb';
import type { Area } from '../area';
import { implement } from '../area';
import { locationsCollection } from './collection';
import { locationsService } from './service';

export { LOCATION_REFERENCES, referencesTo } from './references';
export type { LocationReference } from './references';

export const locationsArea: Area<'locations'> = {
  name: 'locations',
  services: [implement(Locations, locationsService)],
  collections: { locations: locationsCollection },
};
