import type { EntityDescriptor } from '../../app/entityDescriptor';
import { registerEntity } from '../../app/entityRegistry';
import { organisationReducer } from './organisationSlice';
import { ORGANISATION_WRITES } from './reconcileOrganisation';
export { organisationSlice, selectOrganisation } from './organisationSlice';
export { accountApi, useSetOrgInfoMutation } from './accountApi';
export { selectOrganisationView } from './accountSelectors';
export { ORGANISATION_WRITES, reconcileOrganisation } from './reconcileOrganisation';
export { organisationWrites } from './organisationWrites';
export type { OrganisationView } from './reconcileOrganisation';

export const organisationEntity = registerEntity({
  name: 'organisation',
  reducers: { organisation: organisationReducer },
  persisted: true,
  writes: ORGANISATION_WRITES.definitions,
} satisfies EntityDescriptor);
