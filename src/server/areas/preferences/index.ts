// An event's preferences for the public app (locale, footer, icons, colours).
import { Events } from '../../../../generated/manager/events_pb';
import type { Area } from '../area';
import { implement } from '../area';
import { preferencesCollection } from './collection';
import { preferencesService } from './service';

export const preferencesArea: Area<'preferences'> = {
  name: 'preferences',
  services: [implement(Events, preferencesService)],
  collections: { preferences: preferencesCollection },
};
