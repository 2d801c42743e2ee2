// The schedule of an event: meetings with times, location, icon, speakers and cover; visible
// or not.
import { Meetings } from '../../../../generated/manager/content_pb';
import type { Area } from '../area';
import { implement } from '../area';
import { meetingsCollection } from './collection';
import { meetingsService } from './service';

export const meetingsArea: Area<'meetings'> = {
  name: 'meetings',
  services: [implement(Meetings, meetingsService)],
  collections: { meetings: meetingsCollection },
};
