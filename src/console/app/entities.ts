// The list of entities (ARCHITECTURE §3): the store's reducers, the persisted slices and the
// known queued writes are derived from it. Adding a collection is its folder under entities/
// plus one line here.
import type { ConnectCall } from '../../client/transport';
import type { AnyQueuedWrite } from '../entities/writes';
import { cmsEntity } from '../entities/cms';
import { eventsEntity } from '../entities/events';
import { filesEntity } from '../entities/files';
import { organisationEntity } from '../entities/organisation';
import { partiesEntity } from '../entities/parties';
import { preferencesEntity } from '../entities/preferences';
import { sessionEntity } from '../entities/session';
import { translationsEntity } from '../entities/translations';
import { speakersEntity } from '../entities/speakers';
import { postsEntity } from '../entities/posts';
import { meetingsEntity } from '../entities/meetings';
import { formsEntity } from '../entities/forms';
import { participantsEntity } from '../entities/participants';
import { checkInsEntity } from '../entities/checkIns';
import { feedbackAnswersEntity } from '../entities/feedbackAnswers';

export const ENTITIES = [
  sessionEntity,
  eventsEntity,
  organisationEntity,
  translationsEntity,
  preferencesEntity,
  filesEntity,
  partiesEntity,
  cmsEntity,
  speakersEntity,
  postsEntity,
  meetingsEntity,
  formsEntity,
  participantsEntity,
  checkInsEntity,
  feedbackAnswersEntity,
] as const;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;

type EntityReducers = UnionToIntersection<(typeof ENTITIES)[number]['reducers']>;

/** Every entity's reducers by state key, typed slice by slice. */
export const entityReducers = Object.assign(
  {},
  ...ENTITIES.map((entity) => entity.reducers),
) as EntityReducers;

export const ENTITY_PERSISTED_KEYS = ENTITIES.filter((entity) => entity.persisted).flatMap(
  (entity) => Object.keys(entity.reducers),
);

const WRITES: readonly AnyQueuedWrite<never>[] = ENTITIES.flatMap(
  (entity): readonly AnyQueuedWrite<never>[] => entity.writes,
);

/**
 * The definition name a call was made by, for a queue entry stored before writes had names
 * (persisted-state migration 3); undefined for a call no definition makes.
 */
export const writeNameOfCall = (call: ConnectCall): string | undefined =>
  WRITES.find((w) => w.service === call.service && w.method === call.method)?.name;
