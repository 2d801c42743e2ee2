// The server child of the benchmark: started by bench/run.ts with child_process.fork (tsx as a
// loader), it builds the app, listens on port 0 and reports its ports and a session over IPC,
// then answers requests for its resource counters and CPU profiles until told to stop.
import { asToServer } from './protocol';
import type { FromServer, Storage } from './protocol';
import { startBenchServer } from './serverCore';

const send = (message: FromServer) =>
  new Promise<void>((resolve, reject) => {
    if (!process.send) return reject(new Error('bench/server.ts runs as a forked child'));
    process.send(message, undefined, {}, (error) => (error ? reject(error) : resolve()));
  });

async function main(): Promise<void> {
  const storage: Storage = process.argv[2] === 'memory' ? 'memory' : 'file';
  const server = await startBenchServer(storage);
  process.on('message', (raw: unknown) => {
    const message = asToServer(raw);
    if (!message) return;
    const reply = async (): Promise<void> => {
      switch (message.type) {
        case 'stats':
          return send(server.stats(message.seq, message.resetDelay));
        case 'profileStart':
          await server.profileStart();
          return send(server.stats(message.seq, false));
        case 'memory':
          return send({
            type: 'memory',
            seq: message.seq,
            stats: await server.memory(message.seq, message.snapshot),
            snapshot: message.snapshot,
          });
        case 'profileStop':
          return send({
            type: 'profileSaved',
            seq: message.seq,
            file: await server.profileStop(message.file),
          });
        case 'stop':
          await server.stop();
          await send({ type: 'stopped' });
          process.disconnect();
          return undefined;
      }
    };
    reply().catch((error: unknown) => {
      console.error('bench server:', error);
      process.exitCode = 1;
    });
  });
  // The parent going away ends the child too.
  process.on('disconnect', () => {
    setTimeout(() => process.exit(), 5000).unref();
  });
  await send(server.ready);
}

main().catch((error: unknown) => {
  console.error('bench server failed to start:', error);
  process.exit(1);
});
