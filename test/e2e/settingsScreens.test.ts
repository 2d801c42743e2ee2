// The settings screens of spec/console.md §2.20–2.22 in Chromium against the real server: a
// wording field and the date locale saving and surviving a reload, a menu switch surviving a
// reload, and an organizer entry and a sponsor created, edited and deleted.
import { sql } from 'drizzle-orm';
import type { Locator } from 'playwright-core';
import { E2E, eventually } from './browser';

jest.setTimeout(180_000);

const SAVING = /^Сохраняется/;

describe('the settings screens in a browser', () => {
  let e2e: E2E;
  let base = '';

  beforeAll(async () => {
    e2e = await E2E.start();
    await e2e.goto('/signup');
    await e2e.ui.signUp('settings@example.com', 'correct horse battery');
    await e2e.ui.at('/');
    await e2e.ui.createEvent('Летний форум');
    base = '/edit/letniy-forum/settings';
    // Every page load below first waits for the sent writes to be counted (see E2E.load).
  });

  afterAll(async () => {
    await e2e?.close();
  });

  /** Waits until no field of the screen is saving (its writes echoed back). */
  const settled = () =>
    eventually(
      async () => (await e2e.page.getByRole('status', { name: SAVING }).count()) === 0,
      'the saves to echo back',
    );

  it('saves a wording field and the date locale, both surviving a reload', () =>
    e2e.capture('settings-wording', async () => {
      const { page, ui } = e2e;
      await e2e.load(() => e2e.goto(base));
      await page.getByRole('link', { name: /^Тексты/ }).click();
      await page.getByRole('heading', { name: 'Тексты', level: 1 }).waitFor();
      const footer = page.getByRole('textbox', { name: 'Подвал', exact: true });
      const bio = page.getByRole('textbox', { name: 'Биография спикера', exact: true });
      // Unset, a field shows the default value in the event language.
      expect(await bio.inputValue()).toBe('Биография');
      await footer.fill('© Летний форум 2026');
      await page.getByRole('status', { name: 'Сохраняется: Подвал' }).waitFor();
      await settled();

      const locale = page.getByRole('combobox', { name: 'Язык дат' });
      expect(await locale.inputValue()).toBe('ru-RU');
      await locale.selectOption('en-US');
      await ui.notification('Данные обновлены.');
      await settled();

      await e2e.load(() => page.reload());
      await page.getByRole('heading', { name: 'Тексты', level: 1 }).waitFor();
      await eventually(
        async () => (await footer.inputValue()) === '© Летний форум 2026',
        'the saved footer after the reload',
      );
      expect(await locale.inputValue()).toBe('en-US');
      expect(
        await e2e.rows(sql`SELECT key, value, lang FROM translations WHERE key = 'tr.footer'`),
      ).toEqual([{ key: 'tr.footer', value: '© Летний форум 2026', lang: 'ru' }]);
    }));

  it('hides a menu item, surviving a reload', () =>
    e2e.capture('settings-menus', async () => {
      const { page } = e2e;
      await e2e.load(() => e2e.goto(base));
      await page.getByRole('link', { name: /^Меню/ }).click();
      await page.getByRole('heading', { name: 'Меню', level: 1 }).waitFor();
      const list = page.getByRole('list', { name: 'Пункты меню приложения' });
      const speakers = list.getByRole('checkbox', { name: 'Спикеры' });
      expect(await speakers.isChecked()).toBe(true);
      await list.locator('label', { hasText: 'Спикеры' }).click();
      await eventually(async () => !(await speakers.isChecked()), 'the switch to turn off');
      await settled();

      await e2e.load(() => page.reload());
      await page.getByRole('heading', { name: 'Меню', level: 1 }).waitFor();
      await eventually(async () => (await list.getByRole('checkbox').count()) === 8, 'the menu');
      expect(await speakers.isChecked()).toBe(false);
      expect(await list.getByRole('checkbox', { name: 'Расписание' }).isChecked()).toBe(true);
      const [row] = await e2e.rows<{ show: Record<string, boolean> }>(
        sql`SELECT show_menu_items AS show FROM events WHERE ext_key = 'letniy-forum'`,
      );
      expect(row?.show).toMatchObject({ speakers: false, schedule: true, home: true });
    }));

  /** Creates, renames and deletes one row of a table, checking the server and a reload. */
  async function roundTrip(tableName: string, add: string, table: string) {
    const { page, ui } = e2e;
    const region = (): Locator => page.getByRole('region', { name: tableName, exact: true });
    const dialog = page.getByRole('dialog');
    await region().getByRole('button', { name: add }).click();
    await dialog.getByRole('textbox', { name: /Название/ }).fill('Acme');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.waitFor({ state: 'detached' });
    await region().getByRole('cell', { name: 'Acme', exact: true }).waitFor();
    await region().getByText('Ожидает отправки').waitFor({ state: 'detached' });

    await e2e.load(() => page.reload());
    await region().getByRole('button', { name: 'Изменить: Acme' }).click();
    const name = dialog.getByRole('textbox', { name: /Название/ });
    expect(await name.inputValue()).toBe('Acme');
    await name.fill('Acme Group');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await region().getByRole('cell', { name: 'Acme Group', exact: true }).waitFor();
    await region().getByText('Ожидает отправки').waitFor({ state: 'detached' });
    await eventually(
      async () =>
        (await e2e.rows<{ name: string }>(sql.raw(`SELECT name FROM ${table}`)))[0]?.name ===
        'Acme Group',
      `the renamed row in ${table}`,
    );

    await region().getByRole('button', { name: 'Удалить: Acme Group' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
    await region().getByText('Нет данных').waitFor();
    await eventually(
      async () => (await e2e.rows(sql.raw(`SELECT id FROM ${table}`))).length === 0,
      `the row gone from ${table}`,
    );
    await e2e.load(() => page.reload());
    await region().getByText('Нет данных').waitFor();
    expect(await ui.pendingCount()).toBe(0);
  }

  it('creates, edits and deletes an organizer and a sponsor', () =>
    e2e.capture('settings-organizers', async () => {
      const { page } = e2e;
      await e2e.load(() => e2e.goto(base));
      await page.getByRole('link', { name: /^Организаторы/ }).click();
      await page.getByRole('heading', { name: 'Организаторы', level: 1 }).waitFor();
      await roundTrip('Организаторы', 'Добавить организатора', 'org_infos');
      await roundTrip('Спонсоры', 'Добавить спонсора', 'sponsors');
    }));
});
