// The SMS sender against a real local HTTP server standing in for the gateway, and a real
// outbox directory: what each receives, and that the log never carries the text.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createSmsSender, maskedPhone } from './smsSender';

function recordingLog() {
  const lines: unknown[] = [];
  const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('the SMS sender', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sms-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes to the outbox by default, and logs the file but not the code', async () => {
    const { log, lines } = recordingLog();
    const sender = createSmsSender({ outboxDir: dir, log });
    await sender.send({ to: '+7(999) 123-45-67', text: 'Код: 482913' });
    const [file] = await readdir(dir);
    expect(await readFile(path.join(dir, file!), 'utf8')).toBe('To: +79991234567\n\nКод: 482913\n');
    expect(JSON.stringify(lines)).not.toContain('482913');
    expect(JSON.stringify(lines)).not.toContain('79991234567');
    expect(maskedPhone('+7(999) 123-45-67')).toBe('+7********67');
  });

  it('posts JSON to SMS_URL, with its user and password as Basic auth', async () => {
    const received: { headers: Record<string, unknown>; body: string; url: string }[] = [];
    let status = 200;
    const gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body, url: req.url ?? '' });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    try {
      const { port } = gateway.address() as AddressInfo;
      const { log, lines } = recordingLog();
      const sender = createSmsSender({
        smsUrl: `http://api%40user:s3cret@127.0.0.1:${port}/send?from=Event`,
        outboxDir: dir,
        log,
      });
      await sender.send({ to: '7(999) 123-45-67', text: 'Код: 111222' });
      expect(received).toHaveLength(1);
      expect(received[0]!.url).toBe('/send?from=Event');
      expect(JSON.parse(received[0]!.body)).toEqual({ to: '+79991234567', text: 'Код: 111222' });
      expect(received[0]!.headers.authorization).toBe(
        `Basic ${Buffer.from('api@user:s3cret').toString('base64')}`,
      );
      expect(received[0]!.headers['content-type']).toBe('application/json');
      expect(JSON.stringify(lines)).not.toContain('111222');
      expect(await readdir(dir)).toEqual([]);

      status = 503;
      await expect(sender.send({ to: '7(999) 123-45-67', text: 'x' })).rejects.toThrow('503');
    } finally {
      await new Promise((r) => gateway.close(r));
    }
  });

  it('names its files so that they sort in the order they were written, even within a millisecond', async () => {
    jest.useFakeTimers({
      now: new Date('2026-11-29T08:00:00.000Z'),
      doNotFake: ['nextTick', 'setImmediate'],
    });
    try {
      const sender = createSmsSender({ outboxDir: dir, log: recordingLog().log });
      for (let i = 1; i <= 12; i += 1) await sender.send({ to: '+79991234567', text: `SMS ${i}` });
      const files = (await readdir(dir)).sort();
      const texts = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
      expect(texts.map((t) => t.split('\n')[2])).toEqual(
        Array.from({ length: 12 }, (_, i) => `SMS ${i + 1}`),
      );
    } finally {
      jest.useRealTimers();
    }
  });
});
