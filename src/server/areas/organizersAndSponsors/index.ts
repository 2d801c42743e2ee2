// The organizer entries and sponsors of an event (a name and a logo each).
import { Events } from '../../../../generated/manager/events_pb';
import type { Area } from '../area';
import { implement } from '../area';
import { orgsCollection, sponsorsCollection } from './collections';
import { organizersAndSponsorsService } from './service';

export const organizersAndSponsorsArea: Area<'orgs' | 'sponsors'> = {
  name: 'organizersAndSponsors',
  services: [implement(Events, organizersAndSponsorsService)],
  collections: { orgs: orgsCollection, sponsors: sponsorsCollection },
};
