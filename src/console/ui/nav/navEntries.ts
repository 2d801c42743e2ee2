// The edit shell's drawer (spec/console.md §2.15) and settings hub (§2.17) entries. Each area
// declares its own in its descriptor; app/ composes them in order and provides them here, so
// the shell lists areas it does not import. Icons are named, not imported: the descriptors sit
// in the main chunk and the icons only in the edit shell's.
import { createContext, useContext } from 'react';
import { may } from '../../../common/teamRights';
import type { Right, Role } from '../../../common/teamRights';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type * as EditIcons from '../editIcons';

export type EditIconName = keyof typeof EditIcons;

export interface DrawerEntry {
  /** The route name of spec/console.md §2.1. */
  key: string;
  /** Below /edit/{eventKey}; '' is the dashboard (matched exactly, the others by prefix). */
  path: string;
  /** In the edit shell's 'edit' namespace. */
  labelKey: string;
  icon: EditIconName;
  /** Place in the drawer (spec order), ascending. */
  order: number;
  /** Shown in the primary colour (design, settings, registration, feedback). */
  highlighted?: boolean;
  dividerAfter?: boolean;
  /** False while the screen does not exist: shown, but not a link. */
  enabled: boolean;
  /** The right of src/common/teamRights.ts a role needs to see the entry; 'read' if absent. */
  right?: Right;
  /**
   * Shown only to roles without this right: a way in for roles that cannot reach the screen
   * otherwise (door staff's participant lookup, which others reach from the registration hub).
   */
  onlyWithout?: Right;
  /**
   * The first data the screen asks for, requested as its link is followed: while the screen's
   * code loads rather than after it has run. The screen's own query then finds it on its way.
   */
  prefetch?: (eventId: string) => ThunkAction<unknown, RootState, unknown, UnknownAction>;
}

export interface SettingsEntry {
  key: string;
  /** Below /edit/{eventKey}/settings. */
  path: string;
  /** In the 'edit' namespace; the hint is `${labelKey}Hint`. */
  labelKey: string;
  icon: EditIconName;
  /** Place in the hub, ascending. */
  order: number;
  enabled: boolean;
  /** The right a role needs to see the entry; 'read' if absent. */
  right?: Right;
}

/** Whether a role in the event is offered the entry (issue 24: the console follows the role). */
export function entryAllowed(
  entry: Pick<DrawerEntry, 'right' | 'onlyWithout'>,
  role: Role | null,
): boolean {
  if (!may(role, entry.right ?? 'read')) return false;
  return !(entry.onlyWithout && may(role, entry.onlyWithout));
}

/** Whether the entry is the screen at `subPath` (the path below /edit/{eventKey}, no slashes at the ends). */
export function isEntryCurrent(entry: Pick<DrawerEntry, 'path'>, subPath: string): boolean {
  if (entry.path === '') return subPath === '';
  return subPath === entry.path || subPath.startsWith(`${entry.path}/`);
}

export interface NavEntries {
  drawer: readonly DrawerEntry[];
  settings: readonly SettingsEntry[];
}

const NavEntriesContext = createContext<NavEntries>({ drawer: [], settings: [] });

export const NavEntriesProvider = NavEntriesContext.Provider;

/** The drawer and settings entries of every area, in order. */
export const useNavEntries = (): NavEntries => useContext(NavEntriesContext);
