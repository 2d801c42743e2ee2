// End-to-end test driver (ARCHITECTURE §6): a real server (buildApp on a database of its own) serving
// the built console (dist/console) on its own origin, optionally behind a proxy that can cut
// the network, and Debian's Chromium driven by playwright-core with a fresh profile. Helpers
// read the mail outbox and the database; `capture` saves a screenshot when a test fails.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { buildApp } from '../../src/server/app';
import type { App } from '../../src/server/app';
import { CONSOLE_DIR } from '../../src/server/consoleStatic';
import { QUEUE_RECORD_KEY } from '../../src/client/queue';
import { FlakyProxy } from '../support/flakyProxy';
import { outboxMailLinks } from '../support/mailOutbox';
import { freshDatabase } from '../support/testDatabase';
import { UI } from './ui';

export { eventually } from './ui';

const ARTIFACTS = path.resolve(__dirname, 'artifacts');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface E2EOptions {
  /** Put a FlakyProxy between Chromium and the server: the console's origin is the proxy's. */
  proxy?: boolean;
  /** host:port of the DNS servers the custom-domain verifier asks (a TestDnsServer's address). */
  dnsServers?: string[];
  /** Milliseconds between two checks of the pending custom domains. */
  domainCheckIntervalMs?: number;
  /** The browser's own language (Chromium's --lang and navigator.language), e.g. en-US. */
  browserLocale?: string;
  /** A certificate (PEM) the server trusts for push services (a local stand-in's). */
  pushCa?: string;
  /** The push services' hosts the server allows (a local stand-in's 127.0.0.1). */
  pushHosts?: string[];
  /**
   * 'block': the console registers no service worker, so every visit is a first visit and
   * every request reaches the page's routes (Playwright's routing does not see what a service
   * worker answers).
   */
  serviceWorkers?: 'allow' | 'block';
}

export class E2E {
  readonly ui: UI;
  private readonly log: string[] = [];

  private constructor(
    readonly app: App,
    /** The origin Chromium uses: the server's, or the proxy's. */
    readonly origin: string,
    readonly proxy: FlakyProxy | null,
    readonly context: BrowserContext,
    readonly page: Page,
    private readonly dirs: { data: string; profile: string; dropDatabase(): Promise<void> },
  ) {
    this.ui = new UI(page);
    page.on('console', (message) => this.log.push(`[${message.type()}] ${message.text()}`));
    page.on('pageerror', (error) => this.log.push(`[pageerror] ${error.stack ?? error.message}`));
  }

  static async start(options: E2EOptions = {}): Promise<E2E> {
    if (!existsSync(path.join(CONSOLE_DIR, 'index.html'))) {
      throw new Error(
        `The console is not built (${path.relative(process.cwd(), CONSOLE_DIR)}/index.html is missing): run npm run build first.`,
      );
    }
    const data = await mkdtemp(path.join(tmpdir(), 'eventapp-e2e-data-'));
    const profile = await mkdtemp(path.join(tmpdir(), 'eventapp-e2e-profile-'));
    const cleanups: (() => Promise<unknown>)[] = [() => rm(data, { recursive: true, force: true })];
    cleanups.push(() => rm(profile, { recursive: true, force: true }));
    try {
      const database = await freshDatabase();
      cleanups.unshift(() => database.drop());
      const app = await buildApp(
        {
          host: '127.0.0.1',
          port: 0,
          dataDir: data,
          databaseUrl: database.url,
          publicUrl: 'http://127.0.0.1',
          secret: randomBytes(16).toString('hex'),
          publicHost: 'eventapp.test',
          domainCheckIntervalMs: options.domainCheckIntervalMs ?? 60_000,
          dnsServers: options.dnsServers ?? [],
          pushCa: options.pushCa,
          pushHosts: options.pushHosts,
        },
        { logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false },
      );
      cleanups.unshift(() => app.close());
      await app.fastify.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.fastify.server.address() as { port: number };
      const proxy = options.proxy ? new FlakyProxy(port) : null;
      if (proxy) cleanups.unshift(() => proxy.close());
      const origin = proxy ? await proxy.listen() : `http://127.0.0.1:${port}`;
      // The port is known only once listening; mail links are built from the config per mail,
      // so they point at the origin the browser uses.
      app.config.publicUrl = origin;

      const context = await chromium.launchPersistentContext(profile, {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: options.browserLocale
          ? [...CHROMIUM_ARGS, `--lang=${options.browserLocale}`]
          : CHROMIUM_ARGS,
        locale: options.browserLocale,
        viewport: { width: 1280, height: 800 },
        serviceWorkers: options.serviceWorkers ?? 'allow',
      });
      cleanups.unshift(() => context.close());
      context.setDefaultTimeout(20_000);
      const page = context.pages()[0] ?? (await context.newPage());
      return new E2E(app, origin, proxy, context, page, {
        data,
        profile,
        dropDatabase: database.drop,
      });
    } catch (error) {
      for (const cleanup of cleanups) await cleanup().catch(() => undefined);
      throw error;
    }
  }

  url(pathAndQuery: string): string {
    return new URL(pathAndQuery, this.origin).toString();
  }

  async goto(pathAndQuery: string): Promise<void> {
    await this.page.goto(this.url(pathAndQuery));
  }

  /** A new organiser, signed up through the form and landed on the event list. */
  async signUpNew(email: string, password: string): Promise<void> {
    await this.goto('/signup');
    await this.ui.signUp(email, password);
    await this.ui.at('/');
  }

  /** Network gone for the browser: the proxy resets every connection, Chromium is offline. */
  async goOffline(): Promise<void> {
    if (!this.proxy) throw new Error('goOffline needs E2E.start({ proxy: true })');
    this.proxy.cut();
    await this.context.setOffline(true);
  }

  /** Network back: the proxy accepts connections and Chromium fires 'online'. */
  async goOnline(): Promise<void> {
    this.proxy?.restore();
    await this.context.setOffline(false);
  }

  /** The links to `linkPath` (action links by default) in the mails sent to an address, oldest first. */
  mailLinks(to: string, linkPath = '/auth/action'): Promise<URL[]> {
    return outboxMailLinks(this.dirs.data, to, this.origin, linkPath);
  }

  /**
   * One slice of the state persisted in IndexedDB (redux-persist's 'persist:console' record),
   * which is what a reload gets back; undefined before anything is persisted.
   */
  async persistedSlice<T>(name: string): Promise<T | undefined> {
    const record = await this.storedRecord('persist:console');
    const raw = record && (JSON.parse(record) as Record<string, string | undefined>)[name];
    return raw === undefined ? undefined : (JSON.parse(raw) as T);
  }

  /** A record of the console's IndexedDB store 'persist'; undefined when there is none. */
  private async storedRecord(key: string): Promise<string | undefined> {
    return this.page.evaluate(async (key) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('eventapp-console');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
      });
      try {
        if (!db.objectStoreNames.contains('persist')) return undefined;
        const record = await new Promise<unknown>((resolve, reject) => {
          const request = db.transaction('persist').objectStore('persist').get(key);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error('get failed'));
        });
        return typeof record === 'string' ? record : undefined;
      } finally {
        db.close();
      }
    }, key);
  }

  /** The writes waiting in the write queue's own record; -1 before it is written. */
  async persistedPendingWrites(): Promise<number> {
    const raw = await this.storedRecord(QUEUE_RECORD_KEY);
    return raw === undefined ? -1 : (JSON.parse(raw) as { pending: unknown[] }).pending.length;
  }

  /** Rows of a query on the server's database. */
  async rows<T = Record<string, unknown>>(statement: SQL): Promise<T[]> {
    const result = (await this.app.database.db.execute(statement)) as unknown as { rows: T[] };
    return result.rows;
  }

  /**
   * Runs a test body; when it fails, saves a screenshot, the page's console log and its markup
   * (which holds what the picture cannot show: live regions, hidden text, attributes) to
   * test/e2e/artifacts/<name>.{png,log,html} before passing the failure on.
   */
  async capture(name: string, body: () => Promise<void>): Promise<void> {
    try {
      await body();
    } catch (error) {
      const file = path.join(ARTIFACTS, name.replace(/[^\w.-]+/g, '-'));
      try {
        await mkdir(ARTIFACTS, { recursive: true });
        await this.page.screenshot({ path: `${file}.png`, fullPage: true, timeout: 10_000 });
        await writeFile(`${file}.log`, `${this.page.url()}\n${this.log.join('\n')}\n`);
        await writeFile(`${file}.html`, await this.page.content());
        (error as Error).message += `\n(screenshot: ${path.relative(process.cwd(), file)}.png)`;
      } catch {
        // The failure matters more than its picture.
      }
      throw error;
    }
  }

  /** Closes the browser, the proxy and the server, and removes the temporary directories. */
  async close(): Promise<void> {
    const steps = [
      () => this.context.close(),
      () => this.proxy?.close(),
      () => this.app.close(),
      () => this.dirs.dropDatabase(),
      () => rm(this.dirs.profile, { recursive: true, force: true }),
      () => rm(this.dirs.data, { recursive: true, force: true }),
    ];
    for (const step of steps) await Promise.resolve(step()).catch(() => undefined);
  }
}
