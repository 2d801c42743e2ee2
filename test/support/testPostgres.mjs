// One PostgreSQL per test run, for jest's globalSetup / globalTeardown: the embedded cluster of
// scripts/postgresCluster.mjs, or the server of DATABASE_URL (CI's pass on Debian's PostgreSQL).
// A template database is migrated once; each server in a suite gets a clone of it
// (test/support/testDatabase.ts). Plain ESM: jest loads global setups outside its transform.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { require as tsxRequire } from 'tsx/cjs/api';
import { THROWAWAY_SETTINGS, startCluster } from '../../scripts/postgresCluster.mjs';

// The integration and e2e projects both name this setup; the run keeps one cluster for both.
const state = globalThis;

const load = (file) => tsxRequire(file, import.meta.url);
const { adminQuery, withDatabase } = load('./testDatabase.ts');

export async function setUp() {
  if (state.eventappTestPostgres) {
    state.eventappTestPostgres.users += 1;
    return;
  }
  let adminUrl = process.env.DATABASE_URL;
  let stopCluster = async () => undefined;
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), 'eventapp-test-pg-'));
    const cluster = await startCluster({
      dir: path.join(dir, 'postgres'),
      settings: THROWAWAY_SETTINGS,
      sync: false,
    });
    adminUrl = cluster.url();
    stopCluster = async () => {
      await cluster.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const template = `tmpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
  const { openDatabase } = load('../../src/server/db/database.ts');
  const database = await openDatabase(withDatabase(adminUrl, template));
  await database.close();
  // Workers start after the global setup and inherit the environment.
  process.env.EVENTAPP_TEST_ADMIN_URL = adminUrl;
  process.env.EVENTAPP_TEST_TEMPLATE = template;
  const admin = adminUrl;
  state.eventappTestPostgres = {
    users: 1,
    async stop() {
      await adminQuery(admin, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await stopCluster();
    },
  };
}

export async function tearDown() {
  const run = state.eventappTestPostgres;
  if (!run) return;
  run.users -= 1;
  if (run.users > 0) return;
  state.eventappTestPostgres = undefined;
  await run.stop();
}
