import { create } from '@bufbuild/protobuf';
import { DocumentSchema } from '../../../../generated/live/live_pb';
import { liveChanged, liveReset } from '../../../client/live';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { eventsSlice } from './eventsSlice';
import type { EventDoc } from './eventsSlice';
import { eventDoc } from './testing/eventTestData';

const LIST = LIVE_TARGETS.events.path({});
const ARCHIVE = LIVE_TARGETS.archivedEvents.path({});
const { reducer } = eventsSlice;

const added = (path: string, doc: EventDoc) =>
  liveChanged({
    path,
    changes: [
      {
        kind: 'added',
        docId: doc.eventId,
        document: create(DocumentSchema, { doc: { case: 'event', value: doc } }),
      },
    ],
    resumeToken: '1',
  });
const removed = (path: string, docId: string) =>
  liveChanged({ path, changes: [{ kind: 'removed', docId }], resumeToken: '1' });

const listed = eventDoc({ eventId: 'e1', title: 'Forum' });
const archived = eventDoc({ ...listed, isArchive: true });
const start = reducer(undefined, added(LIST, listed));

describe('events slice: an event moving between the list and the archive', () => {
  it('keeps the archived copy whichever list tells first', () => {
    const removedFirst = reducer(reducer(start, removed(LIST, 'e1')), added(ARCHIVE, archived));
    const addedFirst = reducer(reducer(start, added(ARCHIVE, archived)), removed(LIST, 'e1'));
    for (const state of [removedFirst, addedFirst]) {
      expect(state.entities.e1?.isArchive).toBe(true);
    }
  });

  it('keeps the listed copy when the archive drops the event after the list took it back', () => {
    const archivedState = reducer(undefined, added(ARCHIVE, archived));
    const state = reducer(reducer(archivedState, added(LIST, listed)), removed(ARCHIVE, 'e1'));
    expect(state.entities.e1?.isArchive).toBe(false);
  });

  it('drops on a reset only the documents of the list that was reset', () => {
    const other = eventDoc({ eventId: 'e2', title: 'Old', isArchive: true });
    const both = reducer(start, added(ARCHIVE, other));
    expect(reducer(both, liveReset({ path: ARCHIVE })).ids).toEqual(['e1']);
    expect(reducer(both, liveReset({ path: LIST })).ids).toEqual(['e2']);
  });
});

describe('events slice: events of others the user is a member of (issue 24)', () => {
  const member = eventDoc({ eventId: 'm1', title: 'Their fest', userId: 'another-owner' });
  const withMember = reducer(start, added(LIVE_TARGETS.event.path({ eventId: 'm1' }), member));

  it("keeps a member event when the user's own list is reset", () => {
    expect(reducer(withMember, liveReset({ path: LIST })).ids).toEqual(['m1']);
  });

  it('keeps a member event when the list of a user with no events of their own is reset', () => {
    const onlyMember = reducer(
      undefined,
      added(LIVE_TARGETS.event.path({ eventId: 'm1' }), member),
    );
    expect(reducer(onlyMember, liveReset({ path: LIST })).ids).toEqual(['m1']);
  });

  it('drops a member event when its own target is reset', () => {
    const path = LIVE_TARGETS.event.path({ eventId: 'm1' });
    expect(reducer(withMember, liveReset({ path })).ids).toEqual(['e1']);
  });
});
