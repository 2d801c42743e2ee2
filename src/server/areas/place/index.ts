// The event place's profile (proto service manager.Places); it lives on the event document.
import { Places } from '../../../../generated/manager/account_pb';
import type { Area } from '../area';
import { implement } from '../area';
import { placeService } from './service';

export const placeArea: Area = {
  name: 'place',
  services: [implement(Places, placeService)],
  collections: {},
};
