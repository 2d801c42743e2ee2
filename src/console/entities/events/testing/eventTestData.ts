// Test data for the events feature: documents in the real generated shape, a signed-in session
// and queued writes, so tests preload the store the way the live feed and the queue fill it.
import { create } from '@bufbuild/protobuf';
import type { MessageInitShape } from '@bufbuild/protobuf';
import {
  EventDomainSchema,
  EventSchema,
  OrganisationSchema,
} from '../../../../../generated/manager/model_pb';
import type { Organisation } from '../../../../../generated/manager/model_pb';
import { DocumentSchema } from '../../../../../generated/live/live_pb';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { liveChanged } from '../../../../client/live';
import { writeNameOfCall } from '../../../app/entities';
// Every entity with queued writes registers them when its index loads (app/entityRegistry.ts):
// queuedWrite names a call by them, as enqueue does.
import '..';
import '../../cms';
import '../../checkIns';
import '../../forms';
import '../../meetings';
import '../../organisation';
import '../../participants';
import '../../parties';
import '../../posts';
import '../../preferences';
import '../../speakers';
import '../../translations';
import type { RootState } from '../../../app/store';
import { initialQueueState } from '../../../../client/queue';
import type { QueuedWrite } from '../../../../client/queue';
import type { ConnectCall } from '../../../../client/transport';
import type { SessionState } from '../../session';
import { eventsAdapter } from '../eventsSlice';
import type { EventDoc } from '../eventsSlice';

export const UID = 'user-1';

/** 12:00 UTC, so the calendar date is the same in every test machine's time zone. */
export const noonUtc = (isoDate: string) => Date.parse(`${isoDate}T12:00:00Z`) / 1000;

export function eventDoc(init: MessageInitShape<typeof EventSchema> = {}): EventDoc {
  return create(EventSchema, {
    eventId: 'event-1',
    extKey: 'conf',
    userId: UID,
    language: 'ru',
    title: 'Conference',
    createdAt: 1_700_000_000,
    updatedAt: 1_700_000_000,
    ...init,
  });
}

export const verifiedDomain = (domain: string) =>
  create(EventDomainSchema, { domain, verification: true });

export function organisationDoc(
  init: MessageInitShape<typeof OrganisationSchema> = {},
): Organisation {
  return create(OrganisationSchema, {
    id: UID,
    orgName: 'Acme Events',
    orgKey: 'acme-events',
    email: 'owner@example.com',
    emailVerified: true,
    ...init,
  });
}

export const signedInSession = (): SessionState => ({
  status: 'signedIn',
  user: { uid: UID, email: 'owner@example.com', emailVerified: true, displayName: '', role: 1 },
  idToken: 't',
  refreshToken: 'r',
  expiresAt: 4_000_000_000,
});

let nextMutationId = 1;

export function queuedWrite(
  call: ConnectCall,
  uid = UID,
  createdAt = 1_800_000_000_000,
): QueuedWrite {
  // As enqueue stores it: the name of the definition that makes this call, and its request.
  const write = writeNameOfCall(call);
  const named = write ? { write, args: call.request } : {};
  return { mutationId: nextMutationId++, uid, call, docIds: [], createdAt, ...named };
}

/** A signed-in store with these live documents (and optionally writes already queued). */
export function preloaded(
  docs: EventDoc[],
  extra: {
    pending?: QueuedWrite[];
    organisation?: Organisation | null;
    /** Whether the event list's (and the archived events') first snapshot has come. */
    current?: boolean;
    archivedCurrent?: boolean;
  } = {},
): Partial<RootState> {
  const current = {
    // The list and the user's memberships (none here) arrive together.
    ...(extra.current
      ? { [LIVE_TARGETS.events.path({})]: true, [LIVE_TARGETS.memberships.path({})]: true }
      : {}),
    ...(extra.archivedCurrent ? { [LIVE_TARGETS.archivedEvents.path({})]: true } : {}),
  };
  return {
    session: signedInSession(),
    events: eventsAdapter.setAll(eventsAdapter.getInitialState({ resume: {} }), docs),
    queue: { ...initialQueueState(), pending: extra.pending ?? [] },
    organisation: { doc: extra.organisation ?? null, resume: {} },
    ...(Object.keys(current).length > 0
      ? { live: { status: 'online', current, wanted: {}, divergences: 0, diverged: [] } }
      : {}),
  };
}

/** The live feed delivering this event document (as the server's echo of a write would). */
export const eventEchoed = (doc: EventDoc, resumeToken = '1') =>
  liveChanged({
    path: LIVE_TARGETS.event.path({ eventId: doc.eventId }),
    changes: [
      {
        kind: 'modified',
        docId: doc.eventId,
        document: create(DocumentSchema, { doc: { case: 'event', value: doc } }),
      },
    ],
    resumeToken,
  });
