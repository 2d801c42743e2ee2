// Chakra's styling as a user sees it (issue 31, item 1): how the console builds its styles may
// change (which recipes ship, where the theme's CSS comes from), what they look like must not.
// Several screens' controls (the pre-rendered and the console's sign-in form, the event list's
// alert, tabs, cards and menu, the new-event form, the dashboard, the info screen's table and its
// confirm dialog) give their computed colours, fonts, padding, borders, radii and shadows; the
// snapshot beside this file was recorded from main before the change, and `--ci` (npm test)
// fails on any difference rather than writing a new one.
import type { Locator } from 'playwright-core';
import { E2E, eventually } from './browser';

jest.setTimeout(180_000);

const PROPERTIES = [
  'display',
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'height',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'gap',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-bottom-width',
  'border-bottom-color',
  'border-top-left-radius',
  'border-bottom-right-radius',
  'box-shadow',
  'outline-style',
  'text-decoration-line',
];

describe("the console's computed styles", () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await E2E.start();
  });

  afterAll(async () => {
    await e2e?.close();
  });

  /** No hover, no focus ring, no transition under way: each element as it rests. */
  const rest = async () => {
    await e2e.page.mouse.move(0, 0);
    await e2e.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
  };

  /** The computed styles of each named element (each locator must match exactly one). */
  const stylesOf = async (elements: Record<string, Locator>) => {
    await rest();
    const result: Record<string, Record<string, string>> = {};
    for (const [name, locator] of Object.entries(elements)) {
      result[name] = await locator.evaluate((element, properties) => {
        const style = getComputedStyle(element);
        return Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]));
      }, PROPERTIES);
    }
    return result;
  };

  it('keeps every screen looking as on main', () =>
    e2e.capture('console-styles', async () => {
      const { page, ui } = e2e;
      const signIn = () => ({
        heading: page.getByRole('heading', { name: 'Вход' }),
        email: page.getByLabel('E-mail', { exact: true }),
        password: page.getByLabel('Пароль', { exact: true }),
        submit: page.getByRole('button', { name: 'Войти', exact: true }),
        signUpLink: page.getByRole('link', { name: 'Зарегистрироваться', exact: true }),
      });

      // The pre-rendered page (styles inlined at build time), then the console's own form.
      await e2e.goto('/signin');
      await signIn().heading.waitFor();
      expect(await page.locator('#prerendered').count()).toBe(1);
      expect(await stylesOf(signIn())).toMatchSnapshot('sign-in, pre-rendered');
      await signIn().email.focus();
      await page.locator('#prerendered').waitFor({ state: 'detached' });
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      expect(await stylesOf(signIn())).toMatchSnapshot('sign-in, the console');

      await signIn().signUpLink.click();
      await ui.signUp('styles@example.com', 'correct horse battery');
      await ui.at('/');
      const banner = page.getByText('Адрес электронной почты не подтвержден.', { exact: true });
      const list = {
        heading: page.getByRole('heading', { name: 'Мероприятия', level: 1 }),
        bannerTitle: banner,
        // Chakra's Alert: the root around the title's content part.
        banner: banner.locator('xpath=../..'),
        bannerButton: page.getByRole('button', { name: 'Получить ссылку' }),
        tab: page.getByRole('tab', { name: 'Текущие' }),
        newEvent: page.getByRole('link', { name: 'Новое мероприятие' }),
        accountMenu: page.getByRole('button', { name: 'Меню аккаунта' }),
      };
      await banner.waitFor();
      expect(await stylesOf(list)).toMatchSnapshot('event list, empty');

      await list.newEvent.click();
      await ui.at('/new');
      const form = {
        title: page.getByRole('textbox', { name: 'Название' }),
        create: page.getByRole('button', { name: 'Создать мероприятие' }),
      };
      await form.title.waitFor();
      expect(await stylesOf(form)).toMatchSnapshot('new event form');
      await form.title.fill('Стили');
      await form.create.click();
      await ui.at('/');
      const card = ui.card('Стили');
      await card.waitFor();
      const cardMenu = card.getByRole('button', { name: /^Действия с мероприятием/ });
      expect(
        await stylesOf({
          card,
          title: card.getByRole('link', { name: 'Стили', exact: true }),
          menuButton: cardMenu,
        }),
      ).toMatchSnapshot('event list, a card');
      await cardMenu.click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      expect(
        await stylesOf({
          menu,
          item: menu.getByRole('menuitem', { name: 'Копировать мероприятие', exact: true }),
        }),
      ).toMatchSnapshot("a card's menu");
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });

      await eventually(async () => (await ui.pendingCount()) === 0, 'the create to be sent');
      await ui.openEvent('Стили');
      const eventPath = new URL(page.url()).pathname;
      expect(
        await stylesOf({
          heading: page.getByRole('heading', { name: 'Главная', level: 1 }),
          crumb: ui.editedTitle('Стили'),
        }),
      ).toMatchSnapshot('dashboard');

      await e2e.goto(`${eventPath}/info`);
      await page.getByRole('heading', { name: 'Инфо', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Добавить раздел' }).click();
      await page.getByRole('heading', { name: 'Новый раздел', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: 'Название' }).fill('Трансфер');
      await page.getByRole('button', { name: 'Создать' }).click();
      await page.waitForURL(/\/info\/section\/[0-9a-f-]{36}$/);
      await e2e.goto(`${eventPath}/info`);
      const table = page.getByRole('table').filter({ hasText: 'Трансфер' });
      const row = table.getByRole('row').filter({ hasText: 'Трансфер' });
      await row.waitFor();
      const remove = row.getByRole('button', { name: 'Удалить: Трансфер' });
      expect(
        await stylesOf({
          table,
          header: table.getByRole('columnheader').first(),
          row,
          cell: row.getByRole('cell').first(),
          remove,
        }),
      ).toMatchSnapshot('info screen, the sections table');
      await remove.click();
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      expect(
        await stylesOf({
          dialog,
          title: dialog.getByRole('heading', { name: 'Удалить' }),
          text: dialog.getByText('Удалить элемент?'),
          cancel: dialog.getByRole('button', { name: 'Отмена' }),
          confirm: dialog.getByRole('button', { name: 'Удалить', exact: true }),
        }),
      ).toMatchSnapshot('confirm dialog');
    }));
});
