// The list of entities (ARCHITECTURE §3). Only the session loads with the store; every other
// entity's code (slices, live target, queued writes, generated messages) loads with the first
// screen that imports it and registers itself then (entityRegistry.ts). What the store must know
// before that code loads is here: each entity's state keys, whether they survive a reload, and
// how to load it (for a replay or an old persisted queue, which need them all). Adding a
// collection is its folder under entities/ plus one entry here; entities.test.ts checks the
// entries against the descriptors.
import type { ConnectCall } from '../../client/transport';
import { sessionEntity } from '../entities/session';
import type { eventsEntity } from '../entities/events';
import type { organisationEntity } from '../entities/organisation';
import type { translationsEntity } from '../entities/translations';
import type { preferencesEntity } from '../entities/preferences';
import type { filesEntity } from '../entities/files';
import type { partiesEntity } from '../entities/parties';
import type { cmsEntity } from '../entities/cms';
import type { speakersEntity } from '../entities/speakers';
import type { postsEntity } from '../entities/posts';
import type { meetingsEntity } from '../entities/meetings';
import type { formsEntity } from '../entities/forms';
import type { participantsEntity } from '../entities/participants';
import type { checkInsEntity } from '../entities/checkIns';
import type { feedbackAnswersEntity } from '../entities/feedbackAnswers';
import type { historyEntity } from '../entities/history';
import { registeredEntities } from './entityRegistry';

type Descriptors = [
  typeof sessionEntity,
  typeof eventsEntity,
  typeof organisationEntity,
  typeof translationsEntity,
  typeof preferencesEntity,
  typeof filesEntity,
  typeof partiesEntity,
  typeof cmsEntity,
  typeof speakersEntity,
  typeof postsEntity,
  typeof meetingsEntity,
  typeof formsEntity,
  typeof participantsEntity,
  typeof checkInsEntity,
  typeof feedbackAnswersEntity,
  typeof historyEntity,
];

interface LazyEntity {
  /** Its state keys (the descriptor's reducers' keys). */
  keys: readonly string[];
  persisted: boolean;
  load: () => Promise<unknown>;
}

/** Every entity but the session, by name, known before its code loads. */
export const LAZY_ENTITIES: Readonly<Record<string, LazyEntity>> = {
  events: {
    keys: ['events', 'memberships'],
    persisted: true,
    load: () => import('../entities/events'),
  },
  organisation: {
    keys: ['organisation'],
    persisted: true,
    load: () => import('../entities/organisation'),
  },
  translations: {
    keys: ['translations', 'defaultKeys'],
    persisted: true,
    load: () => import('../entities/translations'),
  },
  preferences: {
    keys: ['preferences'],
    persisted: true,
    load: () => import('../entities/preferences'),
  },
  files: { keys: ['files'], persisted: true, load: () => import('../entities/files') },
  parties: {
    keys: ['orgs', 'sponsors'],
    persisted: true,
    load: () => import('../entities/parties'),
  },
  cms: {
    keys: ['locations', 'cmsSections', 'cmsSectionItems'],
    persisted: true,
    load: () => import('../entities/cms'),
  },
  speakers: { keys: ['speakers'], persisted: true, load: () => import('../entities/speakers') },
  posts: { keys: ['posts'], persisted: true, load: () => import('../entities/posts') },
  meetings: { keys: ['meetings'], persisted: true, load: () => import('../entities/meetings') },
  forms: {
    keys: ['forms', 'formFields'],
    persisted: true,
    load: () => import('../entities/forms'),
  },
  participants: {
    keys: ['participants'],
    persisted: false,
    load: () => import('../entities/participants'),
  },
  checkIns: { keys: ['checkIns'], persisted: true, load: () => import('../entities/checkIns') },
  feedbackAnswers: {
    keys: ['feedbackAnswers'],
    persisted: false,
    load: () => import('../entities/feedbackAnswers'),
  },
  history: { keys: ['undo'], persisted: false, load: () => import('../entities/history') },
};

/** Loads (and so registers) every entity: a replay and an old persisted queue need them all. */
export async function loadAllEntities(): Promise<void> {
  await Promise.all(Object.values(LAZY_ENTITIES).map((entity) => entity.load()));
}

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;

type EntityReducers = UnionToIntersection<Descriptors[number]['reducers']>;

/** Every entity's state, slice by slice (a slice whose code has not loaded holds its stored state). */
export type EntityState = { [K in keyof EntityReducers]: ReturnType<EntityReducers[K]> };

export const LAZY_ENTITY_KEYS = Object.values(LAZY_ENTITIES).flatMap((entity) => entity.keys);

export const ENTITY_PERSISTED_KEYS = [
  ...Object.keys(sessionEntity.reducers),
  ...Object.values(LAZY_ENTITIES)
    .filter((entity) => entity.persisted)
    .flatMap((entity) => entity.keys),
];

/**
 * The definition name a call was made by, for a queue entry stored before writes had names
 * (persisted-state migration 3; migrateWith loads every entity first); undefined for a call no
 * definition makes.
 */
export const writeNameOfCall = (call: ConnectCall): string | undefined =>
  registeredEntities()
    .flatMap((entity) => entity.writes)
    .find((w) => w.service === call.service && w.method === call.method)?.name;
