// The schedule of an event: meetings with times, location, icon, speakers and cover; visible
// or not; and the public schedule exports (frab XML, c3voc JSON, iCalendar).
import { Meetings } from '../../../../generated/manager/content_pb';
import type { Area } from '../area';
import { implement } from '../area';
import { meetingsCollection } from './collection';
import { scheduleExportRoutes } from './exports/routes';
import { meetingsService } from './service';

export const meetingsArea: Area<'meetings'> = {
  name: 'meetings',
  services: [implement(Meetings, meetingsService)],
  collections: { meetings: meetingsCollection },
  routes: scheduleExportRoutes,
};
