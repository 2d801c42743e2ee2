// Entities register themselves when their code loads (each index.ts wraps its descriptor in
// registerEntity), and the store takes their slices in from here. So an area's slices, queued
// write definitions and generated messages load with the area's screens, and no screen can read
// a slice the store does not have: importing the entity is what injects it.
import { createAction } from '@reduxjs/toolkit';
import type { EntityDescriptor } from './entityDescriptor';

type Listener = (entity: EntityDescriptor) => void;

const registered: EntityDescriptor[] = [];
const listeners = new Set<Listener>();

/** Dispatched to every store once an entity's slices are injected: their state appears. */
export const entityLoaded = createAction<string>('entities/loaded');

export function registerEntity<E extends EntityDescriptor>(entity: E): E {
  if (registered.some((e) => e.name === entity.name)) return entity;
  registered.push(entity);
  for (const listener of listeners) listener(entity);
  return entity;
}

/** Calls back for each entity registered from now on, and (past) for those registered so far. */
export function onEntityRegistered(listener: Listener, { past = true } = {}): () => void {
  if (past) for (const entity of registered) listener(entity);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const registeredEntities = (): readonly EntityDescriptor[] => registered.slice();
