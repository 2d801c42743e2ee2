// An event's settings: its fields, language, theme and menu visibility (on the event row).
import { Events } from '../../../../generated/manager/events_pb';
import type { Area } from '../area';
import { implement } from '../area';
import { eventSettings } from './service';

export const eventSettingsArea: Area = {
  name: 'eventSettings',
  services: [implement(Events, eventSettings)],
  collections: {},
};
