// The edit shell's drawer (spec/console.md §2.15), one entry per area in order, plus the
// statistics screen we add after the dashboard. A screen that is not built yet stays listed but
// disabled: when its area lands, its helper flips `enabled` (and adds its route to router.tsx).
import type { ComponentType } from 'react';
import type { IconProps } from '@chakra-ui/react';
import {
  DashboardIcon,
  DesignIcon,
  FeedbackIcon,
  InfoPageIcon,
  PlaceIcon,
  PostsIcon,
  RegistrationIcon,
  ScheduleIcon,
  SettingsIcon,
  SpeakersIcon,
  StatisticsIcon,
} from '../../../ui/editIcons';

export interface DrawerEntry {
  /** The route name of spec/console.md §2.1. */
  key: string;
  /** Below /edit/{eventKey}; '' is the dashboard (matched exactly, the others by prefix). */
  path: string;
  /** In the 'edit' namespace. */
  labelKey: string;
  icon: ComponentType<IconProps>;
  /** Shown in the primary colour (design, settings, registration, feedback). */
  highlighted?: boolean;
  dividerAfter?: boolean;
  /** False while the screen does not exist: shown, but not a link. */
  enabled: boolean;
}

export const DRAWER_ENTRIES: readonly DrawerEntry[] = [
  { key: 'dashboard', path: '', labelKey: 'drawer.dashboard', icon: DashboardIcon, enabled: true },
  {
    key: 'statistics',
    path: 'statistics',
    labelKey: 'drawer.statistics',
    icon: StatisticsIcon,
    dividerAfter: true,
    enabled: true,
  },
  {
    key: 'meetings',
    path: 'meetings',
    labelKey: 'drawer.meetings',
    icon: ScheduleIcon,
    enabled: false,
  },
  {
    key: 'speakers',
    path: 'speakers',
    labelKey: 'drawer.speakers',
    icon: SpeakersIcon,
    enabled: false,
  },
  { key: 'place', path: 'place', labelKey: 'drawer.place', icon: PlaceIcon, enabled: false },
  { key: 'info', path: 'info', labelKey: 'drawer.info', icon: InfoPageIcon, enabled: false },
  {
    key: 'posts',
    path: 'posts',
    labelKey: 'drawer.posts',
    icon: PostsIcon,
    dividerAfter: true,
    enabled: false,
  },
  {
    key: 'design',
    path: 'design',
    labelKey: 'drawer.design',
    icon: DesignIcon,
    highlighted: true,
    enabled: true,
  },
  {
    key: 'settings',
    path: 'settings',
    labelKey: 'drawer.settings',
    icon: SettingsIcon,
    highlighted: true,
    enabled: true,
  },
  {
    key: 'registration',
    path: 'registration',
    labelKey: 'drawer.registration',
    icon: RegistrationIcon,
    highlighted: true,
    enabled: false,
  },
  {
    key: 'feedback-forms',
    path: 'feedback/forms',
    labelKey: 'drawer.feedback',
    icon: FeedbackIcon,
    highlighted: true,
    enabled: false,
  },
];

/** Whether the entry is the screen at `subPath` (the path below /edit/{eventKey}, no slashes at the ends). */
export function isEntryCurrent(entry: Pick<DrawerEntry, 'path'>, subPath: string): boolean {
  if (entry.path === '') return subPath === '';
  return subPath === entry.path || subPath.startsWith(`${entry.path}/`);
}
