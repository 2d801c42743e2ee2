// The attendee's access token of an event, as kept on the device by the registration
// (access.ts), read apart so the event's store can send it with every read of the event's
// content without loading the registration's code. ACCESS_CHANGED is dispatched on the window
// whenever the kept access changes, so the store reads the event again at once: the whole
// event once registered, the home alone once the token is dropped.
export const ACCESS_CHANGED = 'eventapp:access';

export const tokenKey = (eventKey: string) => `eventapp.access.${eventKey}`;

export function accessToken(eventKey: string): string | null {
  try {
    return localStorage.getItem(tokenKey(eventKey));
  } catch {
    return null;
  }
}
