// Whether the event asks for registration: read by the app's first script, which loads the
// registration's own code only for such events.
import type { PublicEvent } from '../../common/publicEvent';

/** A snapshot stored on the device before registration existed has no `registration`. */
export const asksRegistration = (event: PublicEvent) =>
  (event.registration as PublicEvent['registration'] | undefined)?.required === true;
