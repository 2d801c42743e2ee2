// The mailer without SMTP_URL: each mail a file in the outbox, in the order it was sent.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createMailer } from './mailer';

describe('the mailer, writing to the outbox', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mail-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('names its files so that they sort in the order sent, even within a millisecond', async () => {
    jest.useFakeTimers({
      now: new Date('2026-11-29T08:00:00.000Z'),
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    });
    try {
      // Fastify's logger when logging is off: the mailer's file lines go nowhere.
      const mailer = createMailer({ outboxDir: dir, log: Fastify({ logger: false }).log });
      for (let i = 1; i <= 12; i += 1) {
        await mailer.send({ to: 'member@example.com', subject: `Mail ${i}`, text: 'Hello' });
      }
      mailer.close();
      const files = (await readdir(dir)).sort();
      const subjects = await Promise.all(
        files.map(
          async (f) => /^Subject: (.*)$/m.exec(await readFile(path.join(dir, f), 'utf8'))?.[1],
        ),
      );
      expect(subjects).toEqual(Array.from({ length: 12 }, (_, i) => `Mail ${i + 1}`));
    } finally {
      jest.useRealTimers();
    }
  });
});
