// An event's custom domain: SetCustomDomainToEvent and the DNS verifier that confirms it.
import { Events } from '../../../../generated/manager/events_pb';
import type { Area } from '../area';
import { implement } from '../area';
import { customDomainService } from './service';

export { DOMAIN_TAKEN } from './service';
export { DomainVerifier, MISSES_TO_UNVERIFY, RECHECK_EVERY } from './verifier';

export const customDomainArea: Area = {
  name: 'customDomain',
  services: [implement(Events, customDomainService)],
  collections: {},
};
