// The attendee's access to an event that asks for registration: the token the code bought,
// kept on the device, and what the server last said of it. The server is asked again when
// the app opens and when it comes back online, so a suspension shows without a new sign-in
// and a restore lifts it; offline, the last answer stands.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { registrationMePath } from '../../common/publicRegistration';
import type { AttendeeAccess } from '../../common/publicRegistration';
import { ACCESS_CHANGED, accessToken, tokenKey } from './token';

export type Access = 'unregistered' | 'registered' | 'suspended';

const stateKey = (eventKey: string) => `eventapp.access.${eventKey}.state`;
/** The server's last AttendeeAccess answer (the ticket), for the door without a network. */
const meKey = (eventKey: string) => `eventapp.access.${eventKey}.me`;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());
/** The token came or went: the event's store reads the event again (token.ts). */
const tokenChanged = () => window.dispatchEvent(new Event(ACCESS_CHANGED));

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): access lasts as long as the page.
  }
  changed();
}

export { accessToken };

export function accessOf(eventKey: string): Access {
  if (!accessToken(eventKey)) return 'unregistered';
  return read(stateKey(eventKey)) === 'suspended' ? 'suspended' : 'registered';
}

/** Keeps the token the confirmed code bought. */
export function grantAccess(eventKey: string, token: string) {
  write(stateKey(eventKey), null);
  write(tokenKey(eventKey), token);
  tokenChanged();
}

/** Records the server's answer to the token: 401 drops it, 403 marks it suspended. */
export function noteAccessStatus(eventKey: string, status: number) {
  if (status === 401) {
    write(stateKey(eventKey), null);
    write(meKey(eventKey), null);
    write(tokenKey(eventKey), null);
    tokenChanged();
  } else if (status === 403) write(stateKey(eventKey), 'suspended');
  else if (status === 200 && read(stateKey(eventKey))) write(stateKey(eventKey), null);
}

/** Asks the server about the kept token; the answer's body for whoever wants it. */
export async function checkAccess(eventKey: string): Promise<Response | null> {
  const token = accessToken(eventKey);
  if (!token) return null;
  try {
    const res = await fetch(registrationMePath(eventKey), {
      headers: { authorization: `Bearer ${token}` },
      cache: 'no-store',
    });
    noteAccessStatus(eventKey, res.status);
    if (res.ok) write(meKey(eventKey), await res.clone().text());
    return res;
  } catch {
    return null;
  }
}

/** The last access answer kept on the device, while the access token is. */
export function keptAccess(eventKey: string): AttendeeAccess | null {
  const kept = accessToken(eventKey) ? read(meKey(eventKey)) : null;
  try {
    return kept ? (JSON.parse(kept) as AttendeeAccess) : null;
  } catch {
    return null;
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The access to the event, checked with the server on open and on coming back online. */
export function useAccess(eventKey: string, required: boolean): Access {
  useEffect(() => {
    if (!required) return;
    const check = () => void checkAccess(eventKey);
    check();
    window.addEventListener('online', check);
    return () => window.removeEventListener('online', check);
  }, [eventKey, required]);
  return useSyncExternalStore(
    subscribe,
    () => accessOf(eventKey),
    (): Access => 'unregistered', // the server's first screen knows no device
  );
}

/** The kept access answer, re-read whenever the server's answer changes it. */
export function useKeptAccess(eventKey: string): AttendeeAccess | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => (accessToken(eventKey) ? read(meKey(eventKey)) : null),
    () => null,
  );
  return useMemo(() => (raw === null ? null : keptAccess(eventKey)), [raw, eventKey]);
}
