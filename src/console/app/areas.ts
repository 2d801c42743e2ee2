// The list of areas (ARCHITECTURE §3): the router, the drawer and the settings hub are derived
// from it. Adding an area is its folder under areas/ plus one line here.
import { checkinArea } from '../areas/checkin';
import { cmsArea } from '../areas/cms';
import { designArea } from '../areas/design';
import { editArea } from '../areas/edit';
import { eventsArea } from '../areas/events';
import { formsArea } from '../areas/forms';
import { historyArea } from '../areas/history';
import { menusArea } from '../areas/menus';
import { organizersArea } from '../areas/organizers';
import { participantsArea } from '../areas/participants';
import { participantsImportArea } from '../areas/participantsImport';
import { replayArea } from '../areas/replay';
import { scheduleArea } from '../areas/schedule';
import { sessionArea } from '../areas/session';
import { postsArea } from '../areas/posts';
import { speakersArea } from '../areas/speakers';
import { statisticsArea } from '../areas/statistics';
import { teamArea } from '../areas/team';
import { wordingArea } from '../areas/wording';
import type { DrawerEntry, NavEntries } from '../ui/nav';
import type { AreaDescriptor } from './areaDescriptor';

export const AREAS: readonly AreaDescriptor[] = [
  sessionArea,
  eventsArea,
  editArea,
  statisticsArea,
  designArea,
  wordingArea,
  menusArea,
  organizersArea,
  cmsArea,
  speakersArea,
  postsArea,
  scheduleArea,
  replayArea,
  formsArea,
  participantsArea,
  participantsImportArea,
  checkinArea,
  historyArea,
  teamArea,
];

/** The drawer entries of the spec whose area is not built yet: listed, disabled. */
const PLANNED_DRAWER: readonly DrawerEntry[] = [];

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

export const NAV_ENTRIES: NavEntries = {
  drawer: [...AREAS.flatMap((area) => area.drawer ?? []), ...PLANNED_DRAWER].sort(byOrder),
  settings: AREAS.flatMap((area) => area.settings ?? []).sort(byOrder),
};
