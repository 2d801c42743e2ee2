import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './database';

describe('embedded database', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'eventapp-db-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('creates a new data directory with small shared buffers, and keeps its data', async () => {
    const pgliteDir = path.join(dir, 'pglite');
    const first = await openDatabase({ pgliteDir });
    const shown = await first.db.execute(sql`SHOW shared_buffers`);
    expect(JSON.stringify(shown)).toContain('16MB');
    await first.db.execute(sql`CREATE TABLE kept (v text)`);
    await first.db.execute(sql`INSERT INTO kept VALUES ('still here')`);
    await first.close();

    const second = await openDatabase({ pgliteDir });
    const rows = await second.db.execute(sql`SELECT v FROM kept`);
    expect(JSON.stringify(rows)).toContain('still here');
    await second.close();
  }, 60_000);
});
