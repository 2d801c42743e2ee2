// Starts the product on its configured address; Ctrl-C (SIGINT) or SIGTERM stops it cleanly:
// it drains (app.drain) and exits, within DRAIN_LIMIT_MS whatever hangs.
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';

/** A balancer's grace for a node going away is ten seconds: leave before it. */
const DRAIN_LIMIT_MS = 9_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config, { logger: { level: process.env.LOG_LEVEL || 'info' } });
  await app.fastify.listen({ host: config.host, port: config.port });
  const address = app.fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const grpcPort = app.grpcPort();
  if (grpcPort !== undefined) {
    process.stdout.write(`\ngRPC (HTTP/2, cleartext) is served at ${config.host}:${grpcPort}\n`);
  }
  const mail = config.smtpUrl
    ? `SMTP (${new URL(config.smtpUrl).host})`
    : path.join(config.dataDir, 'outbox');
  const database = new URL(config.databaseUrl);
  process.stdout.write(
    `\nEvent App is running at http://${config.host}:${port}\n` +
      `  database: PostgreSQL at ${database.host}${database.pathname}\n` +
      `  mail:     ${mail}\n  Press Ctrl-C to stop.\n\n`,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.fastify.log.info(`${signal}: draining`);
    setTimeout(() => {
      app.fastify.log.error('drain took too long: exiting');
      process.exit(1);
    }, DRAIN_LIMIT_MS).unref();
    app.drain().then(
      () => process.exit(0),
      (error: unknown) => {
        app.fastify.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
