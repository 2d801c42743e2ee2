// The manager services' clients on one transport: the console uses it over gRPC-web in the
// browser, the tests and benchmarks over Node's HTTP.
import type { DescService } from '@bufbuild/protobuf';
import { createClient } from '@connectrpc/connect';
import type { Client, Transport } from '@connectrpc/connect';
import { Organizers, Places, Translations, Users } from '../../generated/manager/account_pb';
import { Auth } from '../../generated/manager/auth_pb';
import {
  Cms,
  Files,
  Forms,
  Locations,
  Meetings,
  Participants,
  Posts,
  Speakers,
} from '../../generated/manager/content_pb';
import { Events } from '../../generated/manager/events_pb';
import { History } from '../../generated/manager/history_pb';
import { Preview } from '../../generated/manager/preview_pb';
import { WriteQueue } from '../../generated/manager/queue_pb';
import { Team } from '../../generated/manager/team_pb';

export interface Clients {
  auth: Client<typeof Auth>;
  users: Client<typeof Users>;
  organizers: Client<typeof Organizers>;
  translations: Client<typeof Translations>;
  events: Client<typeof Events>;
  files: Client<typeof Files>;
  forms: Client<typeof Forms>;
  participants: Client<typeof Participants>;
  places: Client<typeof Places>;
  locations: Client<typeof Locations>;
  cms: Client<typeof Cms>;
  writeQueue: Client<typeof WriteQueue>;
  posts: Client<typeof Posts>;
  speakers: Client<typeof Speakers>;
  meetings: Client<typeof Meetings>;
  preview: Client<typeof Preview>;
  team: Client<typeof Team>;
  history: Client<typeof History>;
}

export function createClients(transport: Transport): Clients {
  const make = <S extends DescService>(service: S) => createClient(service, transport);
  return {
    auth: make(Auth),
    users: make(Users),
    organizers: make(Organizers),
    translations: make(Translations),
    events: make(Events),
    files: make(Files),
    forms: make(Forms),
    participants: make(Participants),
    places: make(Places),
    locations: make(Locations),
    cms: make(Cms),
    writeQueue: make(WriteQueue),
    posts: make(Posts),
    speakers: make(Speakers),
    meetings: make(Meetings),
    preview: make(Preview),
    team: make(Team),
    history: make(History),
  };
}

/** The service behind each client, for calls kept as data (the write queue sends them batched). */
export const SERVICE_OF: { readonly [K in keyof Clients]: DescService } = {
  auth: Auth,
  users: Users,
  organizers: Organizers,
  translations: Translations,
  events: Events,
  files: Files,
  forms: Forms,
  participants: Participants,
  places: Places,
  locations: Locations,
  cms: Cms,
  writeQueue: WriteQueue,
  posts: Posts,
  speakers: Speakers,
  meetings: Meetings,
  preview: Preview,
  team: Team,
  history: History,
};
