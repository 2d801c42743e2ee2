// A live socket opened before its session ended stops streaming within seconds (issue 15,
// item 8): sign-out ends the sockets of that session only; a password reset ends every socket
// of the account; a socket re-authenticated with another session's token follows that one.
// The preview credential and the participants export link die with their session too (issue 28,
// item 4).
import type { Session } from '../../../generated/manager/auth_pb';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';
import { SESSION_CHECK_MS } from '../../../src/server/auth/tokens';
import { CLOSE_INVALID_SESSION } from '../../../src/server/live/socket';
import { PREVIEW_HEADER } from '../../../src/common/preview';
import { publicEventPath } from '../../../src/common/publicEvent';
import { as, mailLinks, newEvent, newOrganiser, serverPerFile } from '../support/harness';
import type { LiveClient } from '../support/liveClient';

/** The session check's period, the RPC cache's, and slack for a busy machine. */
const ENDS_WITHIN_MS = 3 * SESSION_CHECK_MS + 2_000;

describe('live sockets when the session ends', () => {
  const suite = serverPerFile();

  /** A socket of this session, listening to its account. */
  async function watching(session: Session): Promise<LiveClient> {
    const live = await suite.connect(session);
    const path = LIVE_TARGETS.organisation.path({ uid: session.user?.uid ?? '' });
    expect((await live.listen(1, path)).current).toBe(true);
    return live;
  }

  /** Still served: a ping gets its heartbeat. */
  async function answers(live: LiveClient): Promise<void> {
    const seen = live.frames.length;
    live.send({ kind: { case: 'ping', value: { nonce: seen } } });
    await live.until(() => live.frames.slice(seen).some((f) => f.kind.case === 'heartbeat'));
  }

  async function ended(live: LiveClient): Promise<void> {
    await live.until(() => live.closed !== null, ENDS_WITHIN_MS).catch(() => undefined);
    expect(live.closed?.code).toBe(CLOSE_INVALID_SESSION);
    const last = live.frames.at(-1)?.kind;
    expect(last?.case === 'authState' && last.value.ok).toBe(false);
  }

  async function secondSession(session: Session & { password: string }): Promise<Session> {
    const email = session.user?.email ?? '';
    return suite.server.clients.auth.signIn({ email, password: session.password });
  }

  it('ends the sockets of a signed-out session within seconds, not another one', async () => {
    const session = await newOrganiser(suite.server);
    const other = await secondSession(session);
    const live = await watching(session);
    const otherLive = await watching(other);
    const signedOut = Date.now();
    await suite.server.clients.auth.signOut({ refreshToken: session.refreshToken });
    await ended(live);
    expect(Date.now() - signedOut).toBeLessThan(ENDS_WITHIN_MS);
    await answers(otherLive);
  });

  it('ends every socket of the account when its password is reset', async () => {
    const session = await newOrganiser(suite.server);
    const sockets = [await watching(session), await watching(await secondSession(session))];
    const { auth } = suite.server.clients;
    const email = session.user?.email ?? '';
    await auth.sendPasswordResetEmail({ email });
    const [link] = await mailLinks(suite.server, email);
    const oobCode = link?.searchParams.get('oobCode') ?? '';
    await auth.confirmPasswordReset({ oobCode, newPassword: 'a brand new secret' });
    await Promise.all(sockets.map(ended));
  });

  it('follows the session of the token it last authenticated with', async () => {
    const session = await newOrganiser(suite.server);
    const other = await secondSession(session);
    const live = await watching(session);
    const authStates = () => live.frames.filter((f) => f.kind.case === 'authState').length;
    const before = authStates();
    live.send({ kind: { case: 'authenticate', value: { accessToken: other.idToken } } });
    await live.until(() => authStates() > before);
    await suite.server.clients.auth.signOut({ refreshToken: session.refreshToken });
    await new Promise((resolve) => setTimeout(resolve, 2 * SESSION_CHECK_MS + 500));
    expect(live.closed).toBeNull();
    await answers(live);
    await suite.server.clients.auth.signOut({ refreshToken: other.refreshToken });
    await ended(live);
  });

  /** A preview credential and an export link of the session's event, and how they answer. */
  async function grants(session: Session) {
    const { server } = suite;
    const ev = await newEvent(server, session, 'Session grants');
    const { token } = await server.clients.preview.previewToken(
      { eventId: ev.eventId },
      as(session),
    );
    const { downloadUrl } = await server.clients.participants.exportToCSV(
      { eventId: ev.eventId },
      as(session),
    );
    const exportUrl = `${server.baseUrl}${new URL(downloadUrl).pathname}`;
    const statuses = async () => {
      const preview = await fetch(`${server.baseUrl}${publicEventPath(ev.key)}`, {
        headers: { [PREVIEW_HEADER]: token },
      });
      const download = await fetch(exportUrl);
      await Promise.all([preview.arrayBuffer(), download.arrayBuffer()]);
      return { preview: preview.status, download: download.status };
    };
    expect(await statuses()).toEqual({ preview: 200, download: 200 });
    return statuses;
  }

  async function refusedWithin(statuses: () => Promise<{ preview: number; download: number }>) {
    const deadline = Date.now() + ENDS_WITHIN_MS;
    let now = await statuses();
    while (now.preview !== 404 || now.download !== 404) {
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
      now = await statuses();
    }
    expect(now).toEqual({ preview: 404, download: 404 });
  }

  it('ends the preview credential and the export link with a sign-out', async () => {
    const session = await newOrganiser(suite.server);
    const statuses = await grants(session);
    await suite.server.clients.auth.signOut({ refreshToken: session.refreshToken });
    await refusedWithin(statuses);
  });

  it('ends the preview credential and the export link with a password reset', async () => {
    const session = await newOrganiser(suite.server);
    const statuses = await grants(session);
    const { auth } = suite.server.clients;
    const email = session.user?.email ?? '';
    await auth.sendPasswordResetEmail({ email });
    const [link] = await mailLinks(suite.server, email);
    const oobCode = link?.searchParams.get('oobCode') ?? '';
    await auth.confirmPasswordReset({ oobCode, newPassword: 'a brand new secret' });
    await refusedWithin(statuses);
  });
});
