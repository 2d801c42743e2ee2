// `npm start`'s processes (scripts/runProduct.mjs): the embedded PostgreSQL and the server live
// and die together, and a write the server acknowledged survives kill -9 of both.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { as, clientsFor } from '../support/harness';
import { allGone, childrenOf, startProduct } from '../support/productProcess';
import type { Product } from '../support/productProcess';

jest.setTimeout(120_000);

let dataDir = '';
const running: Product[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'eventapp-product-'));
});

afterEach(async () => {
  for (const product of running.splice(0)) {
    for (const pid of [...product.processes(), ...product.supervisors]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
  }
  await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<Product> {
  const product = await startProduct(dataDir);
  running.push(product);
  return product;
}

/** A query on the product's database, as the cluster's superuser (its password is in DATA_DIR). */
async function query(product: Product, text: string, values: unknown[] = []): Promise<unknown[]> {
  const password = (await readFile(path.join(dataDir, 'postgres.password'), 'utf8')).trim();
  const port = /on 127\.0\.0\.1:(\d+), pid/.exec(product.output())?.[1];
  const client = new Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/eventapp`,
  });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Up, and its database answers: /healthz queries it before it says ok. */
async function healthy(product: Product): Promise<void> {
  const res = await fetch(`${product.baseUrl}/healthz`);
  expect(await res.json()).toEqual({ ok: true });
}

describe('npm start', () => {
  it('stops the server and every database process on SIGTERM', async () => {
    const product = await start();
    await healthy(product);
    const processes = product.processes();
    expect(processes.length).toBeGreaterThan(3);
    product.supervisor.kill('SIGTERM');
    expect(await product.exited).toBe(0);
    expect(await allGone(processes)).toEqual([]);
  });

  it('runs under npm with one runner left, and Ctrl-C stops all of it', async () => {
    const product = await startProduct(dataDir, { npm: true });
    running.push(product);
    await healthy(product);
    // npm, the shell it runs the script in, and the runner: the install and console checks and
    // the database's creation ran in children of it that are gone.
    expect(product.supervisors).toHaveLength(3);
    const runner = product.supervisors.at(-1)!;
    expect(childrenOf(runner).sort()).toEqual([product.postmasterPid, product.serverPid].sort());
    const processes = [...product.processes(), ...product.supervisors];
    product.interrupt();
    await product.exited;
    expect(await allGone(processes)).toEqual([]);
  });

  it('stops the database when the server crashes', async () => {
    const product = await start();
    await healthy(product);
    const processes = product.processes();
    process.kill(product.serverPid, 'SIGKILL');
    expect(await product.exited).not.toBe(0);
    expect(await allGone(processes)).toEqual([]);
  });

  it('stops the server when the database crashes', async () => {
    const product = await start();
    await healthy(product);
    const processes = product.processes();
    process.kill(product.postmasterPid, 'SIGKILL');
    expect(await product.exited).toBe(1);
    expect(await allGone(processes)).toEqual([]);
  });

  it('keeps acknowledged writes through kill -9 of the server and the database', async () => {
    const first = await start();
    expect(await query(first, 'SHOW fsync')).toEqual([{ fsync: 'on' }]);
    expect(await query(first, 'SHOW synchronous_commit')).toEqual([{ synchronous_commit: 'on' }]);
    const clients = clientsFor(first.baseUrl);
    const email = 'durable@example.com';
    await clients.users.signUpOrg({ email, password: 'correct horse' });
    const session = await clients.auth.signIn({ email, password: 'correct horse' });
    const eventId = uuidv7();
    const created = await clients.events.createEvent(
      { eventId, title: 'Durable', language: '' },
      as(session),
    );
    const mutation = { clientId: 'durability-test-client', mutationId: 1 };
    await clients.events.updateEvent(
      { eventId, key: created.filteredEventKey, slogan: 'Acknowledged before the crash' },
      as(session, mutation),
    );
    // No shutdown of any kind: both die at once, right after the acknowledgement.
    const processes = first.processes();
    process.kill(first.serverPid, 'SIGKILL');
    process.kill(first.postmasterPid, 'SIGKILL');
    await first.exited;
    expect(await allGone(processes)).toEqual([]);

    const second = await start();
    expect(await query(second, 'SELECT slogan FROM events WHERE id = $1', [eventId])).toEqual([
      { slogan: 'Acknowledged before the crash' },
    ]);
    expect(
      await query(second, 'SELECT last_mutation_id FROM mutation_ledger WHERE client_id = $1', [
        mutation.clientId,
      ]),
    ).toEqual([{ last_mutation_id: '1' }]);
    // The same session still works: the account and its tokens survived too.
    const again = await clientsFor(second.baseUrl).auth.signIn({
      email,
      password: 'correct horse',
    });
    expect(again.user?.uid).toBe(session.user?.uid);
  });
});
