// The mail outbox against a real SMTP server: a mail asked for while the relay is down is still
// promised (not "Internal error.") and arrives once, from MAIL_FROM, with a text and an HTML
// part, when the relay comes back; one that cannot go out for its whole lifetime is given up
// and its links are not kept, and the account that asked sees that on its live document.
import { eq } from 'drizzle-orm';
import { outbox } from '../../../src/server/db/schema';
import { startSmtpServer } from '../../support/smtpServer';
import type { SmtpServer } from '../../support/smtpServer';
import { as, newOrganiser, startServer, eventually } from '../support/harness';
import type { TestServer } from '../support/harness';
import { LiveClient } from '../support/liveClient';
import { LIVE_TARGETS } from '../../../src/common/liveTargets';

jest.setTimeout(60_000);

const MAIL_FROM = 'Events Team <events@example.org>';
let smtp: SmtpServer;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpServer({ listening: false });
  server = await startServer({ smtpUrl: smtp.smtpUrl, mailFrom: MAIL_FROM, outboxRetryMs: 200 });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.down();
});

const rowsFor = (email: string) =>
  server.app.database.db.select().from(outbox).where(eq(outbox.recipient, email));

it('keeps a verification mail asked for while SMTP is down, and sends it once when it is back', async () => {
  const org = await newOrganiser(server);
  // Answered at once: the mail is in the outbox, not lost with the failed connection.
  await server.clients.auth.sendEmailVerification({}, as(org));
  const retried = await eventually(
    () => rowsFor(org.email),
    ([r]) => (r?.attempts ?? 0) >= 2,
  );
  expect(retried[0]).toMatchObject({ sentAt: null, failedAt: null });
  expect(retried[0]?.lastError).toMatch(/ECONNREFUSED/);
  expect(smtp.received).toHaveLength(0);

  await smtp.up();
  await eventually(
    async () => smtp.received.length,
    (n) => n > 0,
    10_000,
  );
  // Long enough for a second copy to show, if one were sent.
  await new Promise((r) => setTimeout(r, 1_000));
  expect(smtp.received.filter((m) => m.subject?.includes('Verify'))).toHaveLength(1);
  const [mail] = smtp.received;
  expect(mail?.from?.value).toEqual([{ name: 'Events Team', address: 'events@example.org' }]);
  const link = /http:\/\/console\.test\/auth\/action\?\S+/.exec(mail?.text ?? '')?.[0] ?? '';
  expect(link).toContain('mode=verifyEmail');
  expect(mail?.html).toContain(`<a href="${link.replace(/&/g, '&amp;')}">`);
  const [sent] = await rowsFor(org.email);
  expect(sent).toMatchObject({ payload: null, lastError: null });
  expect(sent?.sentAt).toBeInstanceOf(Date);

  // The mailed code verifies the address.
  const oobCode = new URL(link).searchParams.get('oobCode') ?? '';
  await server.clients.auth.applyActionCode({ oobCode });
  const info = await server.clients.auth.signIn({ email: org.email, password: org.password });
  expect(info.user?.emailVerified).toBe(true);
});

it('gives a mail up after its lifetime, keeping the error and not the link, and tells the account', async () => {
  await smtp.down();
  const short = await startServer({
    smtpUrl: smtp.smtpUrl,
    outboxRetryMs: 100,
    outboxGiveUpMs: 1_500,
  });
  try {
    const org = await newOrganiser(short);
    const uid = org.user?.uid ?? '';
    // The account's own live document, as the console's banner follows it.
    const live = await LiveClient.connect(short.wsUrl, org.idToken);
    const target = await live.listen(1, LIVE_TARGETS.organisation.path({ uid }));
    const lastMailFailed = () => {
      const doc = target.docs.get(uid)?.doc;
      return doc?.case === 'organisation' && doc.value.lastMailFailed;
    };
    expect(lastMailFailed()).toBe(false);
    await short.clients.auth.sendEmailVerification({}, as(org));
    const rows = () =>
      short.app.database.db.select().from(outbox).where(eq(outbox.recipient, org.email));
    const [failed] = await eventually(rows, ([r]) => !!r?.failedAt, 10_000);
    expect(failed).toMatchObject({ payload: null, sentAt: null, requestedBy: org.user?.uid });
    expect(failed?.lastError).toMatch(/ECONNREFUSED/);
    const attempts = failed?.attempts;
    await new Promise((r) => setTimeout(r, 500));
    expect((await rows())[0]?.attempts).toBe(attempts);
    await live.until(lastMailFailed);

    // Asking again: the new mail is the last one, pending, and the document says so.
    await short.clients.auth.sendEmailVerification({}, as(org));
    await live.until(() => !lastMailFailed());
    await live.close();
  } finally {
    await short.stop();
  }
});
