// The pre-rendered sign-in page (issue 14, item 6): /signin arrives as HTML with the form in it
// and none of the console's scripts; they load on the user's first interaction, and the
// console's form takes over what was typed, the focus, and a submit asked for meanwhile. Every
// way of submitting it, at any moment of the takeover, submits exactly once (issue 30, item 4).
import type { Route } from 'playwright-core';
import { clientsFor } from '../integration/support/harness';
import { E2E } from './browser';

jest.setTimeout(120_000);

const EMAIL = 'prerendered@example.com';
const PASSWORD = 'correct horse battery';

describe('the pre-rendered sign-in page', () => {
  let e2e: E2E;
  /** Requests for the console's scripts, held until `release`. */
  let held: Route[] = [];
  let holding = true;
  const release = async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    held = [];
  };

  beforeAll(async () => {
    // No service worker: it would serve the console's scripts past the route that holds them,
    // and installing it (precaching the whole console) after each of the 100 sign-ins below
    // took about a third of their time.
    e2e = await E2E.start({ serviceWorkers: 'block' });
    await clientsFor(e2e.origin).users.signUpOrg({ email: EMAIL, password: PASSWORD });
    await e2e.page.route(
      (url) => /^\/assets\/(?!signin-loader\.).*\.js$/.test(url.pathname),
      async (route) => {
        if (holding) held.push(route);
        else await route.continue();
      },
    );
  });

  afterAll(async () => {
    await e2e?.close();
  });

  const field = (label: string) => e2e.page.getByLabel(label, { exact: true });
  const heldCount = () => held.length;

  it('shows the form before any script and keeps what was typed when the console loads', () =>
    e2e.capture('signin-prerendered-typed', async () => {
      const { page, ui } = e2e;
      await e2e.goto('/signin');
      await page.getByRole('heading', { name: 'Вход' }).waitFor();
      await page.getByRole('button', { name: 'Войти', exact: true }).waitFor();
      await ui.accessible('the pre-rendered sign-in page');
      expect(heldCount()).toBe(0);
      expect(await page.locator('#prerendered form').count()).toBe(1);

      await field('E-mail').fill(EMAIL);
      await field('Пароль').fill('half-typ');
      await page.waitForFunction(() => document.querySelectorAll('head script[src]').length > 1);
      await release();

      await page.locator('#prerendered').waitFor({ state: 'detached' });
      await expect(field('E-mail').inputValue()).resolves.toBe(EMAIL);
      await expect(field('Пароль').inputValue()).resolves.toBe('half-typ');
      await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe(
        'password',
      );
      await ui.accessible('the sign-in screen the console took over');
    }));

  /** /signin from the server, as on a first visit, with the console's scripts held. */
  const freshSignInPage = async () => {
    // An earlier test's console left its stored state (the interface language among it): a
    // first visit has none.
    const { page } = e2e;
    await page.goto('about:blank');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: e2e.origin,
      storageTypes: 'cookies,indexeddb,local_storage',
    });
    await cdp.detach();
    holding = true;
    await e2e.goto('/signin');
  };

  it('keeps the language picked before the console ran', () =>
    e2e.capture('signin-prerendered-language', async () => {
      const { page } = e2e;
      await freshSignInPage();
      const language = page.getByLabel('Язык интерфейса', { exact: true });
      await language.focus();
      await language.selectOption('en');
      await release();
      await page.locator('#prerendered').waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await expect(
        page.getByLabel('Interface language', { exact: true }).inputValue(),
      ).resolves.toBe('en');
      // Back to Russian for the next test.
      await page.getByLabel('Interface language', { exact: true }).selectOption('ru');
      await page.getByRole('heading', { name: 'Вход' }).waitFor();
    }));

  it('sends a submit asked for before the console ran', () =>
    e2e.capture('signin-prerendered-submit', async () => {
      const { page, ui } = e2e;
      await freshSignInPage();
      expect(await page.locator('#prerendered form').count()).toBe(1);
      await field('E-mail').fill(EMAIL);
      await field('Пароль').fill(PASSWORD);
      await page.getByRole('button', { name: 'Войти', exact: true }).click();
      expect(page.url()).toBe(e2e.url('/signin'));
      await release();

      await ui.at('/');
      await page.getByRole('heading', { name: 'Мероприятия', level: 1 }).waitFor();
    }));

  it('finishes a click on Войти that the console took over in the middle of', () =>
    e2e.capture('signin-prerendered-press', async () => {
      const { page, ui } = e2e;
      await freshSignInPage();
      await field('E-mail').fill(EMAIL);
      await field('Пароль').fill(PASSWORD);
      // The button goes down on the static form; the console takes over before it comes up.
      const box = await page.getByRole('button', { name: 'Войти', exact: true }).boundingBox();
      if (!box) throw new Error('the static Войти button has no box');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await release();
      await page.locator('#prerendered').waitFor({ state: 'detached' });
      expect(page.url()).toBe(e2e.url('/signin'));
      await page.mouse.up();

      await ui.at('/');
      await page.getByRole('heading', { name: 'Мероприятия', level: 1 }).waitFor();
    }));

  /** Sign-in calls the page sent so far. */
  let signIns = 0;

  it(
    'submits exactly once however and whenever Войти is used during the takeover, 100 times',
    () =>
      e2e.capture('signin-prerendered-once', async () => {
        const { page } = e2e;
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.endsWith('/manager.Auth/SignIn')) signIns += 1;
        });
        const button = () => page.getByRole('button', { name: 'Войти', exact: true });
        const centre = async () => {
          const box = await button().boundingBox();
          if (!box) throw new Error('the Войти button has no box');
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        };
        const pause = (ms: number) => page.waitForTimeout(ms);
        // Each way starts with the scripts held and the fields filled on the static form; the
        // console takes over at some point after release(): `ms` later the way acts.
        const ways: Record<string, (ms: number) => Promise<void>> = {
          click: async (ms) => {
            await release();
            await pause(ms);
            await button().click();
          },
          enter: async (ms) => {
            await release();
            await pause(ms);
            await page.keyboard.press('Enter');
          },
          'press before, release after': async (ms) => {
            const { x, y } = await centre();
            await page.mouse.move(x, y);
            await page.mouse.down();
            await release();
            await pause(ms);
            await page.mouse.up();
          },
          'press during': async (ms) => {
            const { x, y } = await centre();
            await page.mouse.move(x, y);
            await release();
            await pause(ms);
            await page.mouse.down();
            await pause(30);
            await page.mouse.up();
          },
        };
        const names = Object.keys(ways);
        for (let i = 0; i < 100; i++) {
          const name = names[i % names.length] ?? 'click';
          // Spread over the takeover: 0 to 384 ms after the scripts are let through.
          const ms = (Math.floor(i / names.length) * 16) % 400;
          await freshSignInPage();
          await field('E-mail').fill(EMAIL);
          await field('Пароль').fill(PASSWORD);
          const before = signIns;
          await ways[name]?.(ms);
          const home = await page
            .getByRole('heading', { name: 'Мероприятия', level: 1 })
            .waitFor({ timeout: 20_000 })
            .then(() => true)
            .catch(() => false);
          expect({ i, name, ms, home, signIns: signIns - before }).toEqual({
            i,
            name,
            ms,
            home: true,
            signIns: 1,
          });
        }
      }),
    900_000,
  );
});
