// The signed-in account's own organisation (proto service manager.Organizers).
import { Organizers } from '../../../../generated/manager/account_pb';
import type { Area } from '../area';
import { implement } from '../area';
import { organisationsCollection } from './collection';
import { organisationService } from './service';

export const organisationArea: Area<'organisations'> = {
  name: 'organisation',
  services: [implement(Organizers, organisationService)],
  collections: { organisations: organisationsCollection },
};
