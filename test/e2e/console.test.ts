// The console in Chromium against the real server (spec/console.md §2.2–2.14): the access guard,
// sign-up and e-mail verification, the event list's lifecycle actions, sign-out, sign-in with a
// redirect, and the interface language.
import { sql } from 'drizzle-orm';
import { E2E, eventually } from './browser';

jest.setTimeout(120_000);

describe('the console in a browser', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await E2E.start();
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it('signs up, verifies the e-mail, runs an event through its lifecycle, signs out and in', () =>
    e2e.capture('console-flow', async () => {
      const { page, ui } = e2e;
      const email = 'organiser@example.com';
      const password = 'correct horse battery';

      // §2.2: '/' needs a user; the redirect query is left out for '/'.
      await e2e.goto('/');
      await ui.at('/signin', '');
      await page.getByRole('heading', { name: 'Вход' }).waitFor();
      await ui.accessible('the sign-in screen');

      // §2.3, §2.5: the top bar leads to sign-up; the new account lands on the event list.
      await page.getByRole('link', { name: 'Зарегистрироваться', exact: true }).click();
      await ui.signUp(email, password);
      await ui.at('/');
      await page.getByRole('heading', { name: 'Мероприятия', level: 1 }).waitFor();
      const banner = page.getByText('Адрес электронной почты не подтвержден.', { exact: true });
      await banner.waitFor();
      await ui.accessible('the event list with the verification banner');

      // §2.8: the link from the verification mail, opened in the same page.
      let links: URL[] = [];
      await eventually(async () => {
        links = await e2e.mailLinks(email);
        return links.length > 0;
      }, 'the verification mail');
      const verify = links.find((link) => link.searchParams.get('mode') === 'verifyEmail');
      expect(verify).toBeDefined();
      await page.goto(String(verify));
      await ui.notification('Почта подтверждена.');
      await ui.at('/');
      await banner.waitFor({ state: 'detached' });

      // §2.13: the 'New event' card, a name, create.
      const title = 'Весенний форум';
      await ui.createEvent(title);
      await ui.notification('Данные созданы');
      expect(await ui.cardCount()).toBe(1);

      // §2.12: copy: a second card, titled as a copy, and its own key once the server has it.
      await ui.cardMenu(title, 'Копировать мероприятие');
      await ui.notification('Мероприятие скопировано.');
      await eventually(async () => (await ui.cardCount(`${title} (копия)`)) === 1, 'the copy');
      const original = ui.cardByKey('vesenniy-forum');
      const copy = ui.cardByKey('vesenniy-forum-2');
      await copy.waitFor();

      // Publish the first; archiving it is refused while it is published.
      await ui.cardMenu(original, 'Опубликовать');
      await ui.notification('Событие опубликовано.');
      await original.getByText('Опубликовано', { exact: true }).waitFor();
      await ui.cardMenu(original, 'В архив');
      await ui.notification('Мероприятие опубликовано.');
      expect(await ui.cardCount()).toBe(2);

      // Unpublished, it can be archived: it leaves the list, the copy stays.
      await ui.cardMenu(original, 'Снять с публикации');
      await ui.notification('Событие снято с публикации.');
      await original.getByText('Не опубликовано', { exact: true }).waitFor();
      await ui.cardMenu(original, 'В архив');
      await ui.notification('Мероприятие заархивировано.');
      await original.waitFor({ state: 'detached' });
      expect(await ui.cardCount()).toBe(1);
      expect(await copy.count()).toBe(1);

      // The server has the same: every write sent, the original archived, the copy listed.
      await eventually(async () => (await ui.pendingCount()) === 0, 'the queue to drain');
      const rows = await e2e.rows<{ archived: boolean; published: boolean }>(sql`
        SELECT e.is_archive AS archived, e.published_at IS NOT NULL AS published
        FROM events e JOIN users u ON u.id = e.user_id
        WHERE u.email = ${email} ORDER BY e.created_at`);
      expect(rows).toEqual([
        { archived: true, published: false },
        { archived: false, published: false },
      ]);

      // Issue 9 item 9: the archived event is found in the list's archive tab (keyboard: the
      // arrow keys move between the tabs) and unarchived back into the list.
      await page.getByRole('tab', { name: 'Текущие' }).focus();
      await page.keyboard.press('ArrowRight');
      await ui.at('/', '?view=archived');
      const archived = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await archived.waitFor();
      expect(await ui.cardCount()).toBe(1);
      await ui.accessible('the archived events');
      await ui.cardMenu(archived, 'Восстановить из архива');
      await ui.notification('Мероприятие восстановлено из архива.');
      await archived.waitFor({ state: 'detached' });
      await page.getByText('В архиве нет мероприятий.', { exact: true }).waitFor();
      await page.getByRole('tab', { name: 'Текущие' }).click();
      await ui.at('/', '');
      await original.waitFor();
      expect(await ui.cardCount()).toBe(2);
      await eventually(async () => (await ui.pendingCount()) === 0, 'the unarchive to be sent');
      const archiveFlags = await e2e.rows<{ archived: boolean }>(sql`
        SELECT e.is_archive AS archived FROM events e JOIN users u ON u.id = e.user_id
        WHERE u.email = ${email} ORDER BY e.created_at`);
      expect(archiveFlags).toEqual([{ archived: false }, { archived: false }]);

      // §2.9, §2.11: the account menu's 'Logout' ends on /signin.
      await ui.accountMenu('Выйти');
      await ui.at('/signin');

      // §2.2, §2.4: a guarded path remembers where it was going, and sign-in goes there.
      await e2e.goto('/settings');
      await ui.at('/signin', '?redirect=%2Fsettings');
      await ui.signIn(email, password);
      await ui.at('/settings');
      await page.getByRole('heading', { name: 'Настройки аккаунта', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: 'Название аккаунта' }).waitFor();

      // The interface language, from the account menu: English, then Russian again.
      await ui.accountMenu('English');
      await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: 'Account Name' }).waitFor();
      await page.getByRole('button', { name: 'Save' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await ui.accountMenu('Русский');
      await page.getByRole('heading', { name: 'Настройки аккаунта', level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');

      // The account menu opens under its button in the sticky toolbar, also when the page has
      // scrolled since it was last placed: no frame shows it placed elsewhere (a click aimed at
      // an item would land on the page). Frames before it is placed for this opening (no
      // coordinates yet, still transparent) do not count.
      await page.setViewportSize({ width: 360, height: 360 });
      await ui.accountMenu('English');
      await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
        360 + 100,
      );
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const opening = await page.evaluate(async () => {
        const trigger = document.querySelector<HTMLElement>('[aria-label="Account menu"]');
        trigger?.click();
        const placed: number[] = [];
        for (let frame = 0; frame < 20; frame += 1) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const menu = document.querySelector<HTMLElement>('[role="menu"]');
          if (menu?.parentElement?.style.getPropertyValue('--y')) {
            placed.push(Math.round(menu.getBoundingClientRect().top));
          }
        }
        return { scrolled: window.scrollY, below: trigger?.getBoundingClientRect().bottom, placed };
      });
      expect(opening.scrolled).toBeGreaterThan(100);
      const below = Math.round(opening.below ?? NaN);
      // Its slide-in starts 8 px higher; its gap under the button is 8 px.
      expect(opening.placed.length).toBeGreaterThan(0);
      expect(opening.placed.filter((top) => top < below - 10 || top > below + 24)).toEqual([]);
      await page.getByRole('menuitemradio', { name: 'Русский', exact: true }).click();
      await page.getByRole('heading', { name: 'Настройки аккаунта', level: 1 }).waitFor();
      await page.setViewportSize({ width: 1280, height: 800 });
    }));
});
