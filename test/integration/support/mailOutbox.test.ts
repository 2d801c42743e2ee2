// The tests' mail reader (test/support/mailOutbox.ts) against the server's own mailer: the
// links come out whole whichever transfer encoding nodemailer chose for the text. A reader that
// unfolded quoted-printable by hand took, from a base64 text part, the HTML's link with its
// closing quote and tag, and an invitation code that the server refused.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createMailer } from '../../../src/server/mail/mailer';
import { outboxMailLinks } from '../../support/mailOutbox';

const ORIGIN = 'http://console.test';

describe('the outbox mail reader', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'eventapp-mail-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it("reads each mail's link whole, in quoted-printable and in base64 text", async () => {
    const mailer = createMailer({
      outboxDir: path.join(dataDir, 'outbox'),
      // Fastify's logger when logging is off: the mailer's file lines go nowhere.
      log: Fastify({ logger: false }).log,
    });
    const codes = [
      'cKb4yJo30teWyZYUup3GgRCOdnRdY8HlyNcMBHfTk0A',
      'f08pefC_X91mTl3pvdTfc2iILL6-IVR4',
    ];
    // Mostly Latin text goes out quoted-printable; mostly Cyrillic, as base64.
    await mailer.send({
      to: 'Member@Example.com',
      subject: 'Invitation',
      text: `You are invited to the team. To accept, open this link:\n\n${ORIGIN}/invitation?code=${codes[0]}\n`,
    });
    await mailer.send({
      to: 'member@example.com',
      subject: 'Приглашение',
      text: `Вас пригласили в команду мероприятия «Файлы и ссылки». Чтобы принять приглашение, откройте ссылку:\n\n${ORIGIN}/invitation?code=${codes[1]}\n\nСсылка действует 7 дней.\n`,
    });
    await mailer.send({
      to: 'other@example.com',
      subject: 'Other',
      text: `${ORIGIN}/invitation?code=x`,
    });
    mailer.close();

    const files = (await readdir(path.join(dataDir, 'outbox'))).sort();
    const raw = await Promise.all(
      files.map((f) => readFile(path.join(dataDir, 'outbox', f), 'utf8')),
    );
    expect(raw.map((text) => /^Content-Transfer-Encoding: (\S+)/m.exec(text)?.[1])).toEqual(
      expect.arrayContaining(['quoted-printable', 'base64']),
    );

    const links = await outboxMailLinks(dataDir, 'member@example.com', ORIGIN, '/invitation');
    expect(links.map((link) => link.searchParams.get('code'))).toEqual(codes);
    expect(await outboxMailLinks(dataDir, 'member@example.com', ORIGIN, '/auth/action')).toEqual(
      [],
    );
  });
});
