// What the organiser did in a soak run, write by write: the model the server's state and the
// console's views are compared with at the end. Each write is typed once; the last one of a
// field is what must stand.
import { v4 as uuidv4 } from 'uuid';
import { MENU_ITEMS } from '../../src/common/constants';
import type { AppStore } from '../../src/console/app/store';
import { eventSettingsWrites, eventWrites } from '../../src/console/entities/events';
import { orgWrites } from '../../src/console/entities/parties';
import { translationWrites } from '../../src/console/entities/translations';
import { enqueue } from '../../src/console/entities/writes';
import type { Random } from './seededRandom';

export const WORDING_KEYS = ['tr.footer', 'tr.main_menu'] as const;

export interface EventModel {
  id: string;
  key: string;
  title: string;
  /** The menu items switched, each as last set. */
  menus: Record<string, boolean>;
  wording: Record<string, string>;
  /** Organizers added: id → name. */
  orgs: Record<string, string>;
}

const MAX_EVENTS = 4;

export class SoakModel {
  readonly events: EventModel[] = [];
  typed = 0;

  constructor(
    private readonly random: Random,
    private readonly seed: number,
  ) {}

  /** A UUID from the run's generator: a seed replays the same ids. */
  private id(): string {
    return uuidv4({ random: Uint8Array.from({ length: 16 }, () => this.random.int(0, 255)) });
  }

  private text(what: string): string {
    return `${what} ${this.random.int(0, 1_000_000).toString(36)}`;
  }

  /** Types one random write in this tab, as the organiser would on one of the screens. */
  typeOne(store: AppStore): void {
    this.typed += 1;
    const { random } = this;
    if (this.events.length === 0 || (this.events.length < MAX_EVENTS && random.chance(0.1))) {
      const event: EventModel = {
        id: this.id(),
        key: `soak-${this.seed.toString(36)}-${this.events.length}`,
        title: this.text('Event'),
        menus: {},
        wording: {},
        orgs: {},
      };
      this.events.push(event);
      const create = { eventId: event.id, title: event.title, language: 'ru' };
      store.dispatch(enqueue(eventWrites.create, create));
      return;
    }
    const event = random.pick(this.events);
    const kind = random.pick(['title', 'wording', 'menu', 'org'] as const);
    if (kind === 'title') {
      event.title = this.text('Title');
      const update = { eventId: event.id, key: event.key, title: event.title };
      store.dispatch(enqueue(eventSettingsWrites.update, update));
    } else if (kind === 'wording') {
      const key = random.pick(WORDING_KEYS);
      const value = this.text('Wording');
      event.wording[key] = value;
      store.dispatch(enqueue(translationWrites.upsert, { eventId: event.id, key, value }));
    } else if (kind === 'menu') {
      const item = random.pick(MENU_ITEMS);
      const show = random.chance(0.5);
      event.menus[item] = show;
      const menus = { eventId: event.id, showMenuItems: { [item]: show } };
      store.dispatch(enqueue(eventSettingsWrites.setShowMenuItems, menus));
    } else {
      const orgInfoId = this.id();
      const name = this.text('Organizer');
      event.orgs[orgInfoId] = name;
      store.dispatch(enqueue(orgWrites.add, { eventId: event.id, orgInfoId, name }));
    }
  }
}
