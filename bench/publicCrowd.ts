// The keynote crowd against the database (issue 13): 10,000 attendees each open the app for
// the first time (the snapshot, 200) and then revalidate it (If-None-Match, 304), 64 at a time,
// on the bench server in this process, whose every PostgreSQL statement is counted
// (bench/dbCounters.ts). The public cache should answer them all from memory: a handful of
// statements for the first build, not one per attendee.
import http from 'node:http';
import { v7 as uuidv7 } from 'uuid';
import { publicEventPath } from '../src/common/publicEvent';
import { clientsFor } from '../test/integration/harness';
import { queriesSoFar } from './dbCounters';
import { startBenchServer } from './serverCore';
import { keepAliveAgent } from './unary';
import type { Call } from './unary';

export const ATTENDEES = 10_000;
const IN_FLIGHT = 64;

/** One GET that must answer `want`; resolves with the response's ETag. */
export function get(
  port: number,
  agent: http.Agent,
  p: string,
  headers: Record<string, string>,
  want: number,
): () => Promise<string> {
  return () =>
    new Promise<string>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: p, agent, headers, timeout: 10_000 },
        (res) => {
          res.resume();
          res.on('error', reject);
          res.on('end', () =>
            res.statusCode === want
              ? resolve(String(res.headers.etag ?? ''))
              : reject(new Error(`HTTP ${res.statusCode}`)),
          );
        },
      );
      req.on('error', reject);
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.end();
    });
}

/** As a load call (the ETag dropped). */
export const asCall =
  (request: () => Promise<string>): Call =>
  () =>
    request().then(() => undefined);

export interface CrowdResult {
  attendees: number;
  requests: number;
  statements: number;
}

export async function keynoteCrowd(): Promise<CrowdResult> {
  const server = await startBenchServer('file');
  try {
    const { apiPort: port, idToken } = server.ready;
    const clients = clientsFor(`http://127.0.0.1:${port}`);
    const auth = { headers: { 'access-token': idToken } };
    const eventId = uuidv7();
    const { filteredEventKey: key } = await clients.events.createEvent(
      { eventId, title: 'Keynote', language: 'en' },
      auth,
    );
    await clients.events.publish({ eventId }, auth);
    // Let the publish's own notification be read before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const agent = keepAliveAgent(IN_FLIGHT);
    const before = queriesSoFar();
    let next = 0;
    const attendee = async () => {
      const etag = await get(port, agent, publicEventPath(key), { 'accept-encoding': 'br' }, 200)();
      await get(port, agent, publicEventPath(key), { 'if-none-match': etag }, 304)();
    };
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < ATTENDEES) {
          next += 1;
          await attendee();
        }
      }),
    );
    const statements = queriesSoFar() - before;
    agent.destroy();
    return { attendees: ATTENDEES, requests: ATTENDEES * 2, statements };
  } finally {
    await server.stop();
  }
}
