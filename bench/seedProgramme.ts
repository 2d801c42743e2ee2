// A published event with a programme of a chosen size, seeded over the API (the attendee app's
// benches: bench/publicSize.ts, bench/lighthouse.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CallOptions } from '@connectrpc/connect';
import { v7 as uuidv7 } from 'uuid';
import type { Clients } from '../src/common/clients';

/** 09:00 in Moscow, the events' zone, on the first day. */
const DAY1 = Date.UTC(2026, 8, 7, 6) / 1000;

/**
 * Deterministic prose: words drawn one by one, by a fixed generator, from the words of the
 * repository's READMEs, so with natural English word frequencies: it gzips to about 36 % of
 * its size, as real prose does (a made-up vocabulary compressed far better, flattering the size).
 */
const CORPUS = ['README.md', 'bench/README.md']
  .map((file) => readFileSync(path.join(__dirname, '..', file), 'utf8'))
  .join(' ')
  .split(/\s+/)
  .filter((word) => /^[A-Za-z][A-Za-z,.'-]*$/.test(word));
let seed = 1;
// In 32-bit integer arithmetic: a float product passes 2^53 and loses the low bits, and the
// sequence then cycled every 10,466 draws, so the prose repeated itself every ~65 KB (which
// brotli's long window found and gzip's 32 KB one did not, flattering brotli's figures).
const random = () => {
  seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
  return seed / 2 ** 31;
};
const words = (n: number) =>
  Array.from({ length: n }, () => CORPUS[Math.floor(random() * CORPUS.length)]).join(' ');

async function inParallel<T>(items: T[], call: (item: T) => Promise<unknown>, width = 8) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await call(items[next++] as T);
    }),
  );
}

export interface Programme {
  title: string;
  meetings: number;
  speakers: number;
  locations: number;
  days: number;
}

/**
 * Creates and publishes an event with this programme over the API, as an organiser would:
 * each meeting with a 25-word annotation, a 60-word text and two speakers, 20 half-hour slots
 * a day (Moscow time) spread over the locations; each speaker with a 40-word bio. Its key.
 */
export async function seedProgramme(
  clients: Clients,
  o: CallOptions,
  p: Programme,
): Promise<string> {
  const eventId = uuidv7();
  const { filteredEventKey: key } = await clients.events.createEvent(
    { eventId, title: p.title, language: 'en', timeZone: 'Europe/Moscow' },
    o,
  );
  const ids = (n: number) => Array.from({ length: n }, () => uuidv7());
  const locations = ids(p.locations);
  const speakers = ids(p.speakers);
  await inParallel(locations, (locationId) =>
    clients.locations.createLocation({ eventId, locationId, name: `Hall ${words(2)}` }, o),
  );
  await inParallel(speakers, (speakerId) =>
    clients.speakers.createSpeaker(
      {
        eventId,
        speakerId,
        name: `Speaker ${speakerId.slice(-4)}`,
        positionName: 'Engineer',
        companyName: words(3),
        bio: `<p>${words(40)}</p>`,
      },
      o,
    ),
  );
  const perDay = Math.ceil(p.meetings / p.days);
  await inParallel([...Array(p.meetings).keys()], (i) => {
    const startAt = DAY1 + Math.floor(i / perDay) * 86_400 + (i % 20) * 1800;
    return clients.meetings.createMeeting(
      {
        eventId,
        meetingId: uuidv7(),
        name: words(5),
        annotation: words(25),
        text: `<p>${words(60)}</p>`,
        startAt,
        endAt: startAt + 1800,
        locationId: locations[i % p.locations],
        showLocationInListMeetings: true,
        speakerIds: [speakers[i % p.speakers] ?? '', speakers[(i * 7 + 3) % p.speakers] ?? ''],
      },
      o,
    );
  });
  await clients.events.publish({ eventId }, o);
  return key;
}
