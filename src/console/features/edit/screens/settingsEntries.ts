// The settings hub's links (spec/console.md §2.17). Like the drawer: an entry whose screen is
// not built yet is shown disabled; its helper flips `enabled` and adds its route.
import type { ComponentType } from 'react';
import type { IconProps } from '@chakra-ui/react';
import { LetterCaseIcon, ListIcon, OrganizersIcon, SettingsIcon } from '../../../ui/editIcons';

export interface SettingsEntry {
  key: string;
  /** Below /edit/{eventKey}/settings. */
  path: string;
  /** In the 'edit' namespace; the hint is `${labelKey}Hint`. */
  labelKey: string;
  icon: ComponentType<IconProps>;
  enabled: boolean;
}

export const SETTINGS_ENTRIES: readonly SettingsEntry[] = [
  {
    key: 'general',
    path: 'general',
    labelKey: 'settings.general',
    icon: SettingsIcon,
    enabled: true,
  },
  {
    key: 'wording',
    path: 'wording',
    labelKey: 'settings.wording',
    icon: LetterCaseIcon,
    enabled: true,
  },
  { key: 'menus', path: 'menus', labelKey: 'settings.menus', icon: ListIcon, enabled: true },
  {
    key: 'organizers',
    path: 'organizers',
    labelKey: 'settings.organizers',
    icon: OrganizersIcon,
    enabled: true,
  },
];
