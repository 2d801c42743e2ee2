// Lookups by id over the event's content, built once per snapshot (the app gets a new object
// only when the event changed).
import type {
  PublicEvent,
  PublicLocation,
  PublicMeeting,
  PublicSpeaker,
} from '../common/publicEvent';

export interface EventIndex {
  meetings: Map<string, PublicMeeting>;
  speakers: Map<string, PublicSpeaker>;
  locations: Map<string, PublicLocation>;
}

const built = new WeakMap<PublicEvent, EventIndex>();
const byId = <T extends { id: string }>(list: readonly T[]) => new Map(list.map((x) => [x.id, x]));

export function indexOf(event: PublicEvent): EventIndex {
  let index = built.get(event);
  if (!index) {
    index = {
      meetings: byId(event.meetings),
      speakers: byId(event.speakers),
      locations: byId(event.locations),
    };
    built.set(event, index);
  }
  return index;
}
