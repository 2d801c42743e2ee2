// A database of its own for one test server: a clone of the template that jest's global setup
// migrated (test/support/testPostgres.mjs), on the run's PostgreSQL; dropped again by drop().
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** Runs one statement on the server (CREATE / DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** The URL of another database on the same server. */
export function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.EVENTAPP_TEST_ADMIN_URL;
  const template = process.env.EVENTAPP_TEST_TEMPLATE;
  if (!adminUrl || !template) {
    throw new Error('No test PostgreSQL: jest starts one in its globalSetup (jest.config.mjs).');
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return {
    url: withDatabase(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
