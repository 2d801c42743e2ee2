// The manager services' clients on one transport: the console uses it over gRPC-web in the
// browser, the tests and benchmarks over Node's HTTP.
import type { DescService } from '@bufbuild/protobuf';
import { createClient } from '@connectrpc/connect';
import type { Client, Transport } from '@connectrpc/connect';
import { Organizers, Translations, Users } from '../../generated/manager/account_pb';
import { Auth } from '../../generated/manager/auth_pb';
import { Files, Meetings, Posts, Speakers } from '../../generated/manager/content_pb';
import { Events } from '../../generated/manager/events_pb';

export interface Clients {
  auth: Client<typeof Auth>;
  users: Client<typeof Users>;
  organizers: Client<typeof Organizers>;
  translations: Client<typeof Translations>;
  events: Client<typeof Events>;
  files: Client<typeof Files>;
  posts: Client<typeof Posts>;
  speakers: Client<typeof Speakers>;
  meetings: Client<typeof Meetings>;
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
    posts: make(Posts),
    speakers: make(Speakers),
    meetings: make(Meetings),
  };
}
