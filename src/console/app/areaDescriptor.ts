// What an area tells the app (ARCHITECTURE §3): its routes, its drawer and settings entries and
// its texts. The app composes the router, the drawer and the hub from the list of areas; an
// area's screens and texts load together, in the area's own chunk.
import type { ComponentType } from 'react';
import type { Right } from '../../common/teamRights';
import type { DrawerEntry, SettingsEntry } from '../ui/nav';

/**
 * Where a route sits: signedOut (signed-out users only, centred), open (anyone, centred),
 * bare (no layout), manager (signed in, manager layout), edit (below /edit/{eventKey}, in the
 * edit shell), public (anyone, default layout).
 */
export type RouteSlot = 'signedOut' | 'open' | 'bare' | 'manager' | 'edit' | 'public';

export type LazyComponent = () => Promise<ComponentType>;

export interface AreaRoute {
  slot: RouteSlot;
  /** Absolute, or relative below /edit/{eventKey} in the 'edit' slot; none for an index route. */
  path?: string;
  screen: LazyComponent;
  /**
   * In the 'edit' slot: the right of src/common/teamRights.ts a role needs to open the screen
   * ('read' if absent). A role without it is told it has no access.
   */
  right?: Right;
}

/** Locale namespaces by language: { ru: { auth: {...} }, en: { auth: {...} } }. */
export interface AreaTexts {
  ru: Record<string, object>;
  en: Record<string, object>;
}

export interface AreaDescriptor {
  name: string;
  routes: readonly AreaRoute[];
  /** The layout of a slot that belongs to this area (the edit shell's). */
  layouts?: Partial<Record<RouteSlot, LazyComponent>>;
  drawer?: readonly DrawerEntry[];
  settings?: readonly SettingsEntry[];
  /** The area's namespaces; import them with the chunk name of its screens. */
  texts: () => Promise<{ texts: AreaTexts }>;
}
