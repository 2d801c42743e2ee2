// The locale files of each console area (a namespace per area, so areas don't share a file).
import enAuth from '../../locales/en/auth.json';
import enDesign from '../../locales/en/design.json';
import enEdit from '../../locales/en/edit.json';
import enEvents from '../../locales/en/events.json';
import enMenus from '../../locales/en/menus.json';
import enOrganizers from '../../locales/en/organizers.json';
import enReplay from '../../locales/en/replay.json';
import enShell from '../../locales/en/shell.json';
import enStatistics from '../../locales/en/statistics.json';
import enWording from '../../locales/en/wording.json';
import enWidgets from '../../locales/en/widgets.json';
import ruAuth from '../../locales/ru/auth.json';
import ruDesign from '../../locales/ru/design.json';
import ruEdit from '../../locales/ru/edit.json';
import ruEvents from '../../locales/ru/events.json';
import ruMenus from '../../locales/ru/menus.json';
import ruOrganizers from '../../locales/ru/organizers.json';
import ruReplay from '../../locales/ru/replay.json';
import ruShell from '../../locales/ru/shell.json';
import ruStatistics from '../../locales/ru/statistics.json';
import ruWording from '../../locales/ru/wording.json';
import ruWidgets from '../../locales/ru/widgets.json';

export const areaResources = {
  ru: {
    auth: ruAuth,
    events: ruEvents,
    shell: ruShell,
    replay: ruReplay,
    edit: ruEdit,
    statistics: ruStatistics,
    wording: ruWording,
    menus: ruMenus,
    organizers: ruOrganizers,
    widgets: ruWidgets,
    design: ruDesign,
  },
  en: {
    auth: enAuth,
    events: enEvents,
    shell: enShell,
    replay: enReplay,
    edit: enEdit,
    statistics: enStatistics,
    wording: enWording,
    menus: enMenus,
    organizers: enOrganizers,
    widgets: enWidgets,
    design: enDesign,
  },
};
