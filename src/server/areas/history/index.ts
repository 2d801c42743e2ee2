// The event history (issue 25): who changed what and when, read a page at a time, and reverts.
// The database writes it (the history triggers); this area reads it and reverts its writes.
import { History } from '../../../../generated/manager/history_pb';
import type { Area } from '../area';
import { implement } from '../area';
import { historyService } from './service';

export const historyArea: Area = {
  name: 'history',
  services: [implement(History, historyService)],
  collections: {},
};
