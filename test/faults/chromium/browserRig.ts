// The soak's Chromium mode (issue 16): the built console in Debian's Chromium, two tabs of one
// profile, the flaky proxy between Chromium and a real server that can be restarted mid-replay.
// The server is the integration harness's (a restart drops every connection, as a kill does).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../e2e/browser';
import { UI } from '../../e2e/ui';
import { newOrganiser, startServer } from '../../integration/support/harness';
import type { TestServer } from '../../integration/support/harness';
import { FlakyProxy } from '../../support/flakyProxy';

export interface BrowserTab {
  page: Page;
  ui: UI;
}

export interface BrowserRig {
  server: TestServer;
  proxy: FlakyProxy;
  context: BrowserContext;
  /** The signed-in organiser's two tabs: the event list and one event's screens. */
  tabs: [BrowserTab, BrowserTab];
  email: string;
  url(pathAndQuery: string): string;
  /** Closes a tab and opens another on the same address (a tab closed and reopened). */
  reopen(index: 0 | 1): Promise<void>;
  rows<T>(statement: SQL): Promise<T[]>;
  /** The last lines of each tab's console, for a failed run's message. */
  log: string[];
  /** Closes Chromium, the proxy and the server; `progress` names the step under way. */
  close(progress?: { phase: string }): Promise<void>;
}

export async function startBrowserRig(): Promise<BrowserRig> {
  const server = await startServer();
  const proxy = new FlakyProxy(Number(new URL(server.baseUrl).port));
  const origin = await proxy.listen();
  const profile = await mkdtemp(path.join(tmpdir(), 'eventapp-soak-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
  });
  context.setDefaultTimeout(20_000);
  // 'evt.debug:' logs every call in the page's console, kept for a failed run's message.
  await context.addInitScript(() => localStorage.setItem('evt.debug:', '1'));
  const log: string[] = [];
  const started = Date.now();
  let opened = 0;
  const tab = (page: Page): BrowserTab => {
    const name = `tab ${++opened}`;
    // The last lines of each page's console (the queue and live feed tell what they do there).
    const keep = (line: string) => {
      log.push(`${Date.now() - started} ${name} ${line}`);
      if (log.length > 300) log.shift();
    };
    page.on('pageerror', (error) => keep(`[pageerror] ${error.message}`));
    page.on('console', (message) => keep(`[${message.type()}] ${message.text()}`));
    return { page, ui: new UI(page) };
  };
  const url = (pathAndQuery: string) => new URL(pathAndQuery, origin).toString();
  const close = async (progress?: { phase: string }) => {
    const steps = {
      browser: () => context.close(),
      proxy: () => proxy.close(),
      server: () => server.stop(),
      profile: () => rm(profile, { recursive: true, force: true }),
    };
    for (const [name, step] of Object.entries(steps)) {
      // A close that stalls names what it waits on.
      if (progress) progress.phase = `close: ${name}`;
      await step().catch(() => undefined);
    }
  };
  try {
    const organiser = await newOrganiser(server);
    const email = organiser.email;
    const first = tab(context.pages()[0] ?? (await context.newPage()));
    await first.page.goto(url('/signin'));
    await first.ui.signIn(email, organiser.password);
    await first.page.getByRole('heading', { name: 'Мероприятия', level: 1 }).waitFor();
    // Reloads and reopened tabs while offline need the precached shell.
    await first.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const second = tab(await context.newPage());
    const tabs: [BrowserTab, BrowserTab] = [first, second];
    return {
      server,
      proxy,
      context,
      tabs,
      email,
      url,
      async reopen(index) {
        const address = tabs[index].page.url();
        await tabs[index].page.close();
        tabs[index] = tab(await context.newPage());
        await tabs[index].page.goto(address);
      },
      async rows<T>(statement: SQL) {
        const result = (await server.app.database.db.execute(statement)) as unknown as {
          rows: T[];
        };
        return result.rows;
      },
      log,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
