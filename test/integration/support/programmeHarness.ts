// Helpers of the programme suites (posts, speakers, meetings): an organiser with an event, an
// image file of it, and the live documents of a target as plain values.
import type { Document } from '../../../generated/live/live_pb';
import { as, newEvent, newOrganiser } from './harness';
import type { TestServer } from './harness';
import { requestUpload } from './filesHarness';
import type { LiveClient } from './liveClient';

export const CODE = { invalidArgument: 3, notFound: 5, alreadyExists: 6 };

export interface Organiser {
  /** With the e-mail and password it signed in with: a second client can sign in too. */
  session: Awaited<ReturnType<typeof newOrganiser>>;
  eventId: string;
  /** A file of the event (an upload link was asked for), usable as an image id. */
  fileId: string;
  o: ReturnType<typeof as>;
}

export async function organiserWithEvent(
  server: TestServer,
  title = 'Content',
): Promise<Organiser> {
  const session = await newOrganiser(server);
  const { eventId } = await newEvent(server, session, title);
  const { fileId } = await requestUpload(server, session, eventId, { role: 'avatar' });
  return { session, eventId, fileId, o: as(session) };
}

let nextTarget = 1000;

type DocValue<C> = Extract<Document['doc'], { case: C }>['value'];

/** The documents of a target now, in delivery order (a snapshot's order is the target's). */
export async function docsAt<C extends Document['doc']['case']>(
  live: LiveClient,
  path: string,
  kind: C,
): Promise<DocValue<C>[]> {
  const target = await live.listen(nextTarget++, path);
  if (target.error) throw new Error(`${path}: ${target.error.code} ${target.error.message}`);
  const values: unknown[] = [...target.docs.values()].flatMap((d) =>
    d.doc.case === kind ? [d.doc.value] : [],
  );
  return values as DocValue<C>[];
}
