import { createMigrate } from 'redux-persist';
import type { PersistedState } from 'redux-persist';
import { PERSIST_VERSION, migrations } from './persistence';

describe('persisted state migrations', () => {
  it('covers every version up to the current one', () => {
    expect(
      Object.keys(migrations)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: PERSIST_VERSION }, (_, i) => i + 1));
  });

  it('brings a version-0 state forward: live keeps its resume tokens, not its page-only flags', async () => {
    const old = {
      _persist: { version: 0, rehydrated: false },
      live: { status: 'online', resumeTokens: { events: '42' }, current: { events: true } },
      session: { status: 'signedIn' },
      queue: { clientId: 'c', lastMutationId: {}, pending: [], acked: [], failed: [] },
    } as unknown as PersistedState;
    const migrated = (await createMigrate(migrations)(old, PERSIST_VERSION)) as unknown as Record<
      string,
      unknown
    >;
    expect(migrated.live).toEqual({
      status: 'connecting',
      resumeTokens: { events: '42' },
      current: {},
    });
    expect(migrated.session).toEqual({ status: 'signedIn' });
    expect(migrated.queue).toEqual({
      clientId: 'c',
      lastMutationId: {},
      pending: [],
      acked: [],
      failed: [],
      echoedAt: {},
    });
  });

  it('names the queued writes of a version-2 queue, which keep their call', async () => {
    const call = { service: 'events', method: 'publish', request: { eventId: 'e1' } };
    const unknown = { service: 'events', method: 'noSuchWrite', request: {} };
    const entry = (c: object, mutationId: number) => ({
      mutationId,
      uid: 'u',
      call: c,
      docIds: ['e1'],
      createdAt: 1,
    });
    const old = {
      _persist: { version: 2, rehydrated: false },
      queue: {
        clientId: 'c',
        lastMutationId: { u: 3 },
        pending: [entry(call, 1)],
        acked: [entry(unknown, 2)],
        failed: [entry(call, 3)],
        echoedAt: {},
      },
    } as unknown as PersistedState;
    const migrated = (await createMigrate(migrations)(old, PERSIST_VERSION)) as unknown as {
      queue: Record<string, unknown>;
    };
    const named = { ...entry(call, 1), write: 'events.publish', args: { eventId: 'e1' } };
    expect(migrated.queue.pending).toEqual([named]);
    expect(migrated.queue.acked).toEqual([entry(unknown, 2)]);
    expect(migrated.queue.failed).toEqual([{ ...named, mutationId: 3 }]);
  });

  it('leaves a current state as it is', async () => {
    const current = {
      _persist: { version: PERSIST_VERSION, rehydrated: false },
      ui: { locale: 'en' },
    } as unknown as PersistedState;
    expect(await createMigrate(migrations)(current, PERSIST_VERSION)).toEqual(current);
  });
});
