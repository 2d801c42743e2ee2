// What the attendee app's browser tests share: a rig that refuses to start without the built
// app, and an organiser signed up in the console who then drives the API as themselves.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createGrpcWebTransport } from '@connectrpc/connect-node';
import { v7 as uuidv7 } from 'uuid';
import { createClients } from '../../src/common/clients';
import { ATTENDEE_DIR } from '../../src/server/areas/publicApp';
import type { Page } from 'playwright-core';
import { E2E, eventually } from './browser';

/** The browser rig with the proxy, once the attendee app is known to be built. */
export async function startAttendeeE2E(): Promise<E2E> {
  if (!existsSync(path.join(ATTENDEE_DIR, 'entry.json'))) {
    throw new Error('The attendee app is not built (dist/attendee/entry.json): run npm run build.');
  }
  return E2E.start({ proxy: true });
}

/** Signs a new organiser up through the console's form; returns API clients acting as them. */
export async function organiserApi(e2e: E2E, email: string, password = 'correct horse battery') {
  await e2e.signUpNew(email, password);
  const api = createClients(createGrpcWebTransport({ baseUrl: e2e.origin, httpVersion: '1.1' }));
  const session = await api.auth.signIn({ email, password });
  return { api, o: { headers: { 'access-token': session.idToken } } };
}

/** An organiser (as above) with one new event in Russian, Moscow time. */
export async function organiserWithEvent(e2e: E2E, email: string, title: string) {
  const { api, o } = await organiserApi(e2e, email);
  const eventId = uuidv7();
  const { filteredEventKey: key } = await api.events.createEvent(
    { eventId, title, language: 'ru', timeZone: 'Europe/Moscow' },
    o,
  );
  return { api, o, eventId, key };
}

/** One-hour sessions two hours apart from `start` (epoch seconds), in order; their ids. */
export async function sessionsTwoHoursApart(
  { api, o }: Awaited<ReturnType<typeof organiserApi>>,
  eventId: string,
  names: readonly string[],
  start: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, name] of names.entries()) {
    const meetingId = uuidv7();
    const startAt = start + i * 2 * 3600;
    await api.meetings.createMeeting(
      { eventId, meetingId, name, startAt, endAt: startAt + 3600, speakerIds: [] },
      o,
    );
    ids.push(meetingId);
  }
  return ids;
}

/**
 * Waits until the app has taken the server's first screen over (#root shown, one main): the
 * first screen's buttons are HTML only, and a tap on them before then does nothing.
 */
export async function appTookOver(page: Page): Promise<void> {
  await eventually(
    () =>
      page.evaluate(
        () =>
          document.getElementById('root')?.hidden === false &&
          document.querySelectorAll('main').length === 1,
      ),
    'the app to take the first screen over',
  );
}
