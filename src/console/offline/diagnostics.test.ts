import { makeStore } from '../app/store';
import { localeChanged } from '../app/uiSlice';
import { sessionStarted } from '../entities/session';
import { makeReplayStore } from '../areas/replay';
import { REDACTED, createBundle, parseBundle, redact } from './diagnostics';
import { writeQueued } from '../../client/queue';

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
    expect(Object.keys(bundle).sort()).toEqual(['payload', 'preloadedState']);
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

  it('refuses files that are not bundles with a clear message', () => {
    expect(() => parseBundle('not json')).toThrow('replay: the file is not JSON.');
    expect(() => parseBundle('{"state":{}}')).toThrow('payload and preloadedState are missing');
  });
});
