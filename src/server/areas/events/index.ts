// The event lifecycle: create, copy, archive, publish; the event documents and the event list.
import { Events } from '../../../../generated/manager/events_pb';
import type { Area } from '../area';
import { implement } from '../area';
import { eventsCollection } from './collection';
import { eventLifecycle } from './service';

export { assertKeyFree } from './eventKeys';
export { imagesOf } from './service';

export const eventsArea: Area<'events'> = {
  name: 'events',
  services: [implement(Events, eventLifecycle)],
  collections: { events: eventsCollection },
};
