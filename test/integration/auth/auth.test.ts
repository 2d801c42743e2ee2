// Accounts and sessions: sign-up, sign-in with throttling, rotating refresh tokens, e-mail
// verification and password reset through the links written to the outbox.
import { as, mailLinks, newOrganiser, refusal, startServer } from '../support/harness';
import type { TestServer } from '../support/harness';
import { REFRESH_LOST_ANSWER_MS, REFRESH_REUSE_GRACE_MS } from '../../../src/server/areas/auth';
import { SESSION_CHECK_MS } from '../../../src/server/auth/tokens';
import { refreshTokens } from '../../../src/server/db/schema';
import { eq } from 'drizzle-orm';

const CODE = {
  invalidArgument: 3,
  alreadyExists: 6,
  permissionDenied: 7,
  resourceExhausted: 8,
  unauthenticated: 16,
};

describe('auth', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  it('refuses a second account for the same address, whatever its case', async () => {
    const { users } = server.clients;
    await users.signUpOrg({ email: 'Twice@Example.com', password: 'password-1' });
    expect(
      await refusal(
        users.signUpOrg({ email: 'twice@example.com', password: 'password-2' }),
        CODE.alreadyExists,
      ),
    ).toBe('The email address is already in use by another account.');
    const session = await server.clients.auth.signIn({
      email: 'TWICE@example.com',
      password: 'password-1',
    });
    expect(session.user?.email).toBe('twice@example.com');
  });

  it('answers a wrong password and an unknown address alike, then throttles the pair', async () => {
    const { users, auth } = server.clients;
    await users.signUpOrg({ email: 'locked@example.com', password: 'right-password' });
    expect(
      await refusal(
        auth.signIn({ email: 'nobody@example.com', password: 'whatever1' }),
        CODE.unauthenticated,
      ),
    ).toBe('Wrong e-mail or password.');
    for (let i = 0; i < 5; i += 1) {
      expect(
        await refusal(
          auth.signIn({ email: 'locked@example.com', password: 'wrong-password' }),
          CODE.unauthenticated,
        ),
      ).toBe('Wrong e-mail or password.');
    }
    expect(
      await refusal(
        auth.signIn({ email: 'locked@example.com', password: 'right-password' }),
        CODE.resourceExhausted,
      ),
    ).toBe('Too many sign-in attempts. Try again later.');
  });

  it('rotates refresh tokens; a used one still refreshes for a minute, then ends the family', async () => {
    // The server's clock, moved by the test: the grace window is about time since rotation.
    let offsetMs = 0;
    const clocked = await startServer({}, { now: () => new Date(Date.now() + offsetMs) });
    try {
      const { auth } = clocked.clients;
      const first = await newOrganiser(clocked);
      const second = await auth.refresh({ refreshToken: first.refreshToken });
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(second.user?.uid).toBe(first.user?.uid);
      expect((await auth.getUser({}, as(second))).uid).toBe(first.user?.uid);

      // A second tab, or a reload before the browser stored `second`: the owner, not a thief.
      offsetMs = REFRESH_REUSE_GRACE_MS - 5_000;
      const sibling = await auth.refresh({ refreshToken: first.refreshToken });
      expect(sibling.user?.uid).toBe(first.user?.uid);
      // The same successor, not a session more.
      expect(sibling.refreshToken).toBe(second.refreshToken);
      const stored = await clocked.app.database.db
        .select({ hash: refreshTokens.tokenHash })
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, first.user!.uid));
      expect(stored).toHaveLength(2);

      // The owner goes on with its successor: the first token is now only a copy.
      const third = await auth.refresh({ refreshToken: second.refreshToken });
      offsetMs = REFRESH_REUSE_GRACE_MS + 5_000;
      await refusal(auth.refresh({ refreshToken: first.refreshToken }), CODE.unauthenticated);
      // The late reuse revoked the whole family, including the tokens handed out since.
      for (const later of [second, sibling, third]) {
        expect(
          await refusal(auth.refresh({ refreshToken: later.refreshToken }), CODE.unauthenticated),
        ).toBe('The refresh token is invalid or expired.');
      }
    } finally {
      await clocked.stop();
    }
  });

  it('tells a lost refresh answer from a stolen token: an unused successor is sent again', async () => {
    // Issue 28, item 13: a refresh whose answer never arrived, retried after the grace period,
    // is the owner's; the session goes on. Once its ID token would have run out, it is not.
    let offsetMs = 0;
    const clocked = await startServer({}, { now: () => new Date(Date.now() + offsetMs) });
    try {
      const { auth } = clocked.clients;
      const first = await newOrganiser(clocked);
      const lost = await auth.refresh({ refreshToken: first.refreshToken });
      offsetMs = REFRESH_REUSE_GRACE_MS + 5 * 60_000;
      const retried = await auth.refresh({ refreshToken: first.refreshToken });
      expect(retried.refreshToken).toBe(lost.refreshToken);
      const next = await auth.refresh({ refreshToken: retried.refreshToken });
      expect((await auth.getUser({}, as(next))).uid).toBe(first.user?.uid);

      // Another session, whose answer is lost for longer than an ID token lives.
      const other = await newOrganiser(clocked);
      offsetMs = 0;
      await auth.refresh({ refreshToken: other.refreshToken });
      offsetMs = REFRESH_LOST_ANSWER_MS + 5_000;
      expect(
        await refusal(auth.refresh({ refreshToken: other.refreshToken }), CODE.unauthenticated),
      ).toBe('The refresh token is invalid or expired.');
    } finally {
      await clocked.stop();
    }
  });

  it('signs out by revoking the refresh token; its ID token stops within seconds', async () => {
    const { auth } = server.clients;
    const session = await newOrganiser(server);
    const other = await auth.signIn({ email: session.user!.email, password: session.password });
    expect((await auth.getUser({}, as(session))).uid).toBe(session.user?.uid);
    await auth.signOut({ refreshToken: session.refreshToken });
    await refusal(auth.refresh({ refreshToken: session.refreshToken }), CODE.unauthenticated);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_MS + 100));
    expect(await refusal(auth.getUser({}, as(session)), CODE.permissionDenied)).toBe(
      'Invalid session.',
    );
    // Another session of the same account (another device) goes on.
    expect((await auth.getUser({}, as(other))).uid).toBe(session.user?.uid);
  });

  it('needs a session to send the verification mail', async () => {
    expect(
      await refusal(server.clients.auth.sendEmailVerification({}), CODE.permissionDenied),
    ).toBe('Invalid session.');
  });

  it('resets a password through the mailed link, once', async () => {
    const { auth } = server.clients;
    const session = await newOrganiser(server);
    const email = session.user!.email;

    await auth.sendPasswordResetEmail({ email: 'no-account@example.com' });
    expect(await mailLinks(server, 'no-account@example.com')).toEqual([]);

    // Two requests: the first code must die with the reset made with the second.
    await auth.sendPasswordResetEmail({ email });
    const [older] = await mailLinks(server, email);
    await auth.sendPasswordResetEmail({ email: email.toUpperCase() });
    let links: URL[] = [];
    while (links.length < 2) links = await mailLinks(server, email);
    const link = links[1];
    expect(link?.pathname).toBe('/auth/action');
    expect(link?.searchParams.get('mode')).toBe('resetPassword');
    const oobCode = link!.searchParams.get('oobCode')!;

    expect((await auth.verifyPasswordResetCode({ oobCode })).email).toBe(email);
    // A reset code is no e-mail verification code.
    await refusal(auth.applyActionCode({ oobCode }), CODE.invalidArgument);
    expect(
      await refusal(
        auth.confirmPasswordReset({ oobCode, newPassword: 'short' }),
        CODE.invalidArgument,
      ),
    ).toBe('newPassword: Minimum number of characters allowed: 8.');
    await auth.confirmPasswordReset({ oobCode, newPassword: 'a brand new secret' });
    const olderCode = older!.searchParams.get('oobCode')!;
    expect(olderCode).not.toBe(oobCode);
    await refusal(
      auth.confirmPasswordReset({ oobCode: olderCode, newPassword: 'the older code, replayed' }),
      CODE.invalidArgument,
    );
    // The ID token of the session from before the reset stops too.
    await new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_MS + 100));
    await refusal(auth.getUser({}, as(session)), CODE.permissionDenied);

    await refusal(
      auth.confirmPasswordReset({ oobCode, newPassword: 'yet another one' }),
      CODE.invalidArgument,
    );
    await refusal(auth.verifyPasswordResetCode({ oobCode }), CODE.invalidArgument);
    await refusal(auth.signIn({ email, password: session.password }), CODE.unauthenticated);
    await refusal(auth.refresh({ refreshToken: session.refreshToken }), CODE.unauthenticated);
    const renewed = await auth.signIn({ email, password: 'a brand new secret' });
    expect(renewed.user?.uid).toBe(session.user?.uid);
  });

  it('refuses unknown and malformed action codes', async () => {
    const { auth } = server.clients;
    expect(await refusal(auth.applyActionCode({ oobCode: 'made-up' }), CODE.invalidArgument)).toBe(
      'The action code is invalid or expired.',
    );
    await refusal(auth.verifyPasswordResetCode({ oobCode: '' }), CODE.invalidArgument);
    await refusal(
      auth.verifyPasswordResetCode({ oobCode: 'x'.repeat(5000) }),
      CODE.invalidArgument,
    );
  });
});
