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

  it('leaves a current state as it is', async () => {
    const current = {
      _persist: { version: PERSIST_VERSION, rehydrated: false },
      ui: { locale: 'en' },
    } as unknown as PersistedState;
    expect(await createMigrate(migrations)(current, PERSIST_VERSION)).toEqual(current);
  });
});
