// Tests of the tests' own waiting: what arrived while the process stood still counts.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { until } from './until';

/** Holds the whole process, as a loaded host or a long collection does. */
function standStill(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end);
}

describe('until', () => {
  it('resolves once the condition holds', async () => {
    let done = false;
    setTimeout(() => (done = true), 50);
    await until(() => done, 'the flag', 1000);
    expect(done).toBe(true);
  });

  it('fails with what it waited for when the condition never holds', async () => {
    await expect(until(() => false, 'a miracle', 100)).rejects.toThrow(
      'timed out waiting for a miracle',
    );
  });

  it('reads what arrived while the process stood still past the deadline', async () => {
    const server = net.createServer();
    const accepted = new Promise<net.Socket>((resolve) => {
      server.once('connection', (socket) => {
        socket.on('error', () => undefined);
        resolve(socket);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    let heard = false;
    const client = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    client.on('data', () => (heard = true));
    client.on('error', () => undefined);
    const sender = await accepted;
    try {
      const waiting = until(() => heard, 'the news', 100);
      // The news is on its way; the process stands still until long after the deadline.
      sender.end('news');
      standStill(400);
      await waiting;
      expect(heard).toBe(true);
    } finally {
      client.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
