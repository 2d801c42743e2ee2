// A lost answer to the console's token refresh (issue 28, item 13; a fault run that drops one
// response signed the organiser out a minute later). The refresh reaches the server, which
// rotates the token, and the answer is dropped on the way back. The console tries again soon,
// within the server's grace period; and a retry that comes later (the network stayed away)
// is still told from a stolen copy, since the new token was never used. It stays signed in.
import { sessionStarted } from '../../../src/console/entities/session';
import type { AppStore } from '../../../src/console/app/store';
import { REFRESH_REUSE_GRACE_MS } from '../../../src/server/areas/auth';
import { startConsoleRig, until } from '../support/consoleHarness';
import type { ConsoleRig } from '../support/consoleHarness';

describe('a refresh whose answer is lost', () => {
  let skewMs = 0;
  let rig: ConsoleRig;
  beforeAll(async () => {
    rig = await startConsoleRig({ now: () => new Date(Date.now() + skewMs) });
  });
  afterAll(() => rig.close());
  afterEach(() => {
    skewMs = 0;
  });

  /** A signed-in console whose ID token is due for its refresh in a second. */
  async function dueConsole(): Promise<{ store: AppStore; signedInWith: string }> {
    const store = await rig.openConsole();
    const { session } = store.getState();
    const signedInWith = session.refreshToken!;
    store.dispatch(
      sessionStarted({
        user: session.user!,
        idToken: session.idToken!,
        refreshToken: signedInWith,
        expiresAt: Math.floor(Date.now() / 1000) + 301,
      }),
    );
    return { store, signedInWith };
  }

  async function stillSignedIn(store: AppStore, signedInWith: string): Promise<void> {
    await until(
      () => store.getState().session.refreshToken !== signedInWith,
      'the new refresh token',
      20_000,
    );
    const { session } = store.getState();
    expect(session.status).toBe('signedIn');
    // The new token works: the session was not ended as if stolen.
    const user = await rig.server.clients.auth.getUser(
      {},
      { headers: { 'access-token': session.idToken! } },
    );
    expect(user.uid).toBe(session.user?.uid);
    const next = await rig.server.clients.auth.refresh({ refreshToken: session.refreshToken! });
    expect(next.user?.uid).toBe(session.user?.uid);
  }

  it('is retried within the grace period, and the organiser stays signed in', async () => {
    const dropped = rig.proxy.dropResponse(/\/manager\.Auth\/Refresh$/, 1);
    const { store, signedInWith } = await dueConsole();
    await dropped;
    await stillSignedIn(store, signedInWith);
  }, 30_000);

  it('is told from a stolen token when the retry comes after the grace period', async () => {
    const dropped = rig.proxy.dropResponse(/\/manager\.Auth\/Refresh$/, 1);
    const { store, signedInWith } = await dueConsole();
    await dropped;
    // The network stays away for minutes: the retry reaches a server well past the grace.
    skewMs = REFRESH_REUSE_GRACE_MS + 5 * 60_000;
    await stillSignedIn(store, signedInWith);
  }, 30_000);
});
