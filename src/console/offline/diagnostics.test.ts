import { makeStore } from '../app/store';
import { localeChanged } from '../app/uiSlice';
import { sessionStarted } from '../entities/session';
import '../entities/speakers';
import { makeReplayStore } from '../areas/replay';
import { REDACTED, createBundle, parseBundle, redact } from './diagnostics';
import {
  snapshotLoaded,
  snapshotOf,
  snapshotsCleared,
  snapshotsOwnedBy,
} from '../entities/participantsList';
import { PARTICIPANTS_SNAPSHOT_FORMAT } from '../../common/participantsSnapshot';
import type { SnapshotHeader, SnapshotRow } from '../../common/participantsSnapshot';
import { writeQueued, writeRefused } from '../../client/queue';
import { liveCurrent, liveDiverged, liveStatusChanged } from '../../client/live';
import { LIVE_TARGETS } from '../../common/liveTargets';
import { deliver } from '../../../test/console/liveDocs';

const tokens = {
  user: { uid: 'u1', email: 'a@b.c', emailVerified: false, displayName: '', role: 1 },
  idToken: 'secret-id-token',
  refreshToken: 'secret-refresh-token',
  expiresAt: 2_000_000_000,
};

describe('diagnostics bundle', () => {
  it('redacts secrets wherever they sit, and nothing else', () => {
    expect(
      redact({
        session: { idToken: 'x', refreshToken: 'y', user: { email: 'e' } },
        list: [{ password: 'p', oobCode: '' }],
      }),
    ).toEqual({
      session: { idToken: REDACTED, refreshToken: REDACTED, user: { email: 'e' } },
      list: [{ password: REDACTED, oobCode: '' }],
    });
  });

  it('keeps the 64-bit numbers of the state and the actions, which JSON alone cannot hold', () => {
    const { store, actionLog } = makeStore(undefined, { readOnly: true });
    const action = { type: 'test/withBigInt', payload: { seq: 9_007_199_254_740_993n } };
    store.dispatch(action);
    const state = { ...store.getState(), extra: { seq: 42n, list: [1n, { size: 2n }] } };
    const text = JSON.stringify(createBundle(state, actionLog));
    const parsed = parseBundle(text);
    expect((parsed.state as unknown as typeof state).extra).toEqual({
      seq: 42n,
      list: [1n, { size: 2n }],
    });
    expect(parsed.actions.find((a) => a.type === 'test/withBigInt')).toMatchObject(action);
  });

  it('holds the state before the logged actions and the actions, in the DevTools import shape, without tokens', () => {
    const { store, actionLog } = makeStore(undefined, { readOnly: true });
    store.dispatch(sessionStarted(tokens));
    store.dispatch(localeChanged('en'));
    store.dispatch(
      writeQueued({
        uid: 'u1',
        call: { service: 'events', method: 'publish', request: { eventId: 'e1' } },
        docIds: ['e1'],
      }),
    );
    const bundle = createBundle(store.getState(), actionLog);
    // The DevTools import reads payload and preloadedState; the replay reads state and path.
    expect(Object.keys(bundle).sort()).toEqual([
      'outside',
      'path',
      'payload',
      'preloadedState',
      'state',
      'takenAt',
    ]);
    const text = JSON.stringify(bundle);
    expect(text).not.toContain('secret-id-token');
    expect(text).not.toContain('secret-refresh-token');

    const { preloadedState, actions } = parseBundle(text);
    expect(actions.map((a) => a.type).filter((t) => !t.startsWith('api/'))).toEqual([
      'session/sessionStarted',
      'ui/localeChanged',
      'queue/writeQueued',
    ]);
    expect(preloadedState.session?.status).toBe('unknown');
  });

  it('replays to the state the user had, read-only', async () => {
    const { store, actionLog } = makeStore(undefined, { readOnly: true });
    store.dispatch(sessionStarted(tokens));
    store.dispatch(
      writeQueued({
        uid: 'u1',
        call: { service: 'events', method: 'publish', request: { eventId: 'e1' } },
        docIds: ['e1'],
      }),
    );
    const replay = await makeReplayStore(JSON.stringify(createBundle(store.getState(), actionLog)));
    const state = replay?.store.getState();
    expect(state?.session.user?.uid).toBe('u1');
    expect(state?.session.idToken).toBe(REDACTED);
    expect(state?.queue.pending.map((w) => w.call.method)).toEqual(['publish']);
  });

  it('holds what the screens showed and replays it on the screen it was taken on', async () => {
    const { store, actionLog } = makeStore(undefined, { readOnly: true });
    store.dispatch(sessionStarted(tokens));
    store.dispatch(liveStatusChanged('online'));
    const path = LIVE_TARGETS.speakers.path({ eventId: 'e1' });
    deliver(store, path, [
      ['s1', { case: 'speaker', value: { speakerId: 's1', eventId: 'e1', name: 'Ада' } }],
    ]);
    store.dispatch(liveCurrent({ path, resumeToken: '7' }));
    const digest = (count: number) => ({ count, hash: `h${count}` });
    store.dispatch(liveDiverged({ path: 'events/e1/posts', local: digest(1), server: digest(2) }));
    store.dispatch(
      writeQueued({
        uid: 'u1',
        call: { service: 'events', method: 'publish', request: { eventId: 'e1' } },
        docIds: ['e1'],
      }),
    );
    const [write] = store.getState().queue.pending;
    store.dispatch(
      writeRefused({
        uid: 'u1',
        mutationId: write?.mutationId ?? 0,
        error: { code: 7, message: 'no' },
      }),
    );
    // More actions than the log keeps: the state shown does not depend on them.
    for (let i = 0; i < 320; i++) store.dispatch(localeChanged(i % 2 ? 'en' : 'ru'));

    const taken = new Date('2026-11-27T10:00:00Z');
    const text = JSON.stringify(
      createBundle(store.getState(), actionLog, {
        path: '/edit/e1/speakers?tab=1',
        takenAt: taken,
      }),
    );
    expect(text).not.toContain('secret-id-token');
    const parsed = parseBundle(text);
    expect(parsed.path).toBe('/edit/e1/speakers?tab=1');
    expect(parsed.actions).toHaveLength(300);

    const replayed = (await makeReplayStore(text))?.store.getState();
    const shown = store.getState();
    expect(replayed?.speakers).toEqual(shown.speakers);
    expect(replayed?.speakers.resume[path]).toBe('7');
    expect(replayed?.queue.failed.map((w) => [w.call.method, w.error?.code])).toEqual([
      ['publish', 7],
    ]);
    expect(replayed?.live.status).toBe('online');
    expect(replayed?.live.current[path]).toBe(true);
    expect(replayed?.live.divergences).toBe(1);
    expect(replayed?.live.diverged[0]?.path).toBe('events/e1/posts');
    expect(replayed?.ui.locale).toBe(shown.ui.locale);
    expect(replayed?.ui.replay).toBe(true);
    expect(replayed?.session.idToken).toBe(REDACTED);
  });

  it('replays a bundle from before the state was kept, query actions of unloaded screens too', async () => {
    // Issue 23, finding 6: such an action made RTK Query's reducer throw, and the page stayed
    // white. The statistics screen's query had not loaded in the replay.
    const { store, actionLog } = makeStore(undefined, { readOnly: true });
    store.dispatch(sessionStarted(tokens));
    const { state: _state, path: _path, ...older } = createBundle(store.getState(), actionLog);
    const pending = {
      type: 'api/executeQuery/pending',
      meta: {
        arg: { type: 'query', endpointName: 'notLoadedYet', originalArgs: {}, queryCacheKey: 'q' },
        requestId: 'r1',
        requestStatus: 'pending',
        startedTimeStamp: 1,
      },
    };
    older.payload = JSON.stringify([...(JSON.parse(older.payload) as unknown[]), pending]);
    const replayed = (await makeReplayStore(JSON.stringify(older)))?.store.getState();
    expect(replayed?.session.user?.uid).toBe('u1');
    expect(parseBundle(JSON.stringify(older)).path).toBe('/');
  });

  it('opens no other origin than its own', () => {
    const bundle = (path: string) => JSON.stringify({ payload: '[]', preloadedState: '{}', path });
    expect(parseBundle(bundle('//evil.example/x')).path).toBe('/');
    expect(parseBundle(bundle('https://evil.example/x')).path).toBe('/');
    expect(parseBundle(bundle('/edit/e1/posts')).path).toBe('/edit/e1/posts');
  });

  it('refuses files that are not bundles with a clear message', () => {
    expect(() => parseBundle('not json')).toThrow('replay: the file is not JSON.');
    expect(() => parseBundle('{"state":{}}')).toThrow('payload and preloadedState are missing');
  });

  it('carries the participants list held outside the store, and a replay shows it', async () => {
    const { store, actionLog } = makeStore(undefined, { readOnly: true });
    store.dispatch(sessionStarted(tokens));
    snapshotsOwnedBy('u1');
    const header: SnapshotHeader = {
      format: PARTICIPANTS_SNAPSHOT_FORMAT,
      resumeToken: '7',
      fields: [],
    };
    const rows: SnapshotRow[] = [['c1', 'Анна', 'Иванова', '+79990000000', 0, 1, [], 0]];
    snapshotLoaded('e1', header, rows);
    const text = JSON.stringify(createBundle(store.getState(), actionLog));
    // Support's browser: nothing held until the replay opens.
    snapshotsCleared();
    snapshotsOwnedBy(null);
    expect(snapshotOf('e1').status).toBe('loading');
    expect(parseBundle(text).outside).toEqual({
      participants: { owner: 'u1', events: { e1: { header, rows } } },
    });
    await makeReplayStore(text);
    expect(snapshotOf('e1')).toEqual({ status: 'ready', header, rows });
    // The replayed user's screens keep it: no load replaces it.
    snapshotsOwnedBy('u1');
    expect(snapshotOf('e1')).toEqual({ status: 'ready', header, rows });
  });

  it('ignores a participants part that is not one, and refuses one that is not an object', async () => {
    snapshotsCleared();
    const { store, actionLog } = makeStore(undefined, { readOnly: true });
    const bundle = createBundle(store.getState(), actionLog);
    const odd = { ...bundle, outside: JSON.stringify({ participants: { events: [1] } }) };
    await makeReplayStore(JSON.stringify(odd));
    expect(snapshotOf('e1').status).toBe('loading');
    const bad = { ...bundle, outside: '[1]' };
    expect(() => parseBundle(JSON.stringify(bad))).toThrow('replay: the bundle is malformed.');
  });
});
