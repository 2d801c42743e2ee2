// The settings screens of spec/console.md §2.20–2.22 in Chromium against the real server: a
// wording field and the date locale saving and surviving a reload, a menu switch surviving a
// reload, an organizer entry and a sponsor created, edited and deleted, and their logos uploaded
// (cropped, processed, shown from the served 150 px size).
import { sql } from 'drizzle-orm';
import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { E2E, eventually } from './browser';

jest.setTimeout(180_000);

const SAVING = /^Сохраняется/;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

describe('the settings screens in a browser', () => {
  let e2e: E2E;
  let base = '';

  beforeAll(async () => {
    e2e = await E2E.start();
    await e2e.signUpNew('settings@example.com', 'correct horse battery');
    await e2e.ui.createEvent('Летний форум');
    base = '/edit/letniy-forum/settings';
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
      await e2e.goto(base);
      await page.getByRole('link', { name: /^Тексты/ }).click();
      await page.getByRole('heading', { name: 'Тексты', level: 1 }).waitFor();
      await ui.accessible('the wording screen');
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

      await page.reload();
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
      const { page, ui } = e2e;
      await e2e.goto(base);
      await page.getByRole('link', { name: /^Меню/ }).click();
      await page.getByRole('heading', { name: 'Меню', level: 1 }).waitFor();
      await ui.accessible('the menus screen');
      const list = page.getByRole('list', { name: 'Пункты меню приложения' });
      const speakers = list.getByRole('checkbox', { name: 'Спикеры' });
      expect(await speakers.isChecked()).toBe(true);
      await list.locator('label', { hasText: 'Спикеры' }).click();
      await eventually(async () => !(await speakers.isChecked()), 'the switch to turn off');
      await settled();

      await page.reload();
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

    await page.reload();
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
    await page.reload();
    await region().getByText('Нет данных').waitFor();
    expect(await ui.pendingCount()).toBe(0);
  }

  it('creates, edits and deletes an organizer and a sponsor', () =>
    e2e.capture('settings-organizers', async () => {
      const { page } = e2e;
      await e2e.goto(base);
      await page.getByRole('link', { name: /^Организаторы/ }).click();
      await page.getByRole('heading', { name: 'Организаторы', level: 1 }).waitFor();
      await roundTrip('Организаторы', 'Добавить организатора', 'org_infos');
      await roundTrip('Спонсоры', 'Добавить спонсора', 'sponsors');
    }));

  /**
   * Uploads a 400×300 PNG as the logo in the open dialog, cropped as offered, saves the dialog,
   * and returns the file id once the row shows the served 150 px thumbnail.
   */
  async function uploadLogo(region: Locator, dialogName: string, rowName: string) {
    const { page } = e2e;
    const dialog = page.getByRole('dialog', { name: dialogName });
    await dialog.getByLabel('Логотип', { exact: true }).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await png(400, 300),
    });
    const editor = page.getByRole('dialog', { name: 'Обрезка изображения' });
    await eventually(
      async () => (await editor.getByTestId('crop-height').textContent()) === '300',
      'the crop box over the whole logo',
    );
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await editor.waitFor({ state: 'detached', timeout: 60_000 });
    await dialog.getByRole('img', { name: 'Изображение «Логотип»' }).waitFor();
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.waitFor({ state: 'detached' });

    const [file] = await e2e.rows<{ id: string; status: string; role: string }>(
      sql`SELECT id, status, role FROM files ORDER BY created_at DESC LIMIT 1`,
    );
    expect(file).toMatchObject({ status: 'ok', role: 'sponsor_logo' });
    const thumbnail = region.getByRole('img', { name: `Логотип: ${rowName}` });
    await eventually(
      async () =>
        (await thumbnail.getAttribute('src'))?.includes(`/${file!.id}_size_w150`) === true &&
        (await thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth)) === 150,
      `the served thumbnail of ${rowName}`,
    );
    await region.getByText('Ожидает отправки').waitFor({ state: 'detached' });
    return file!.id;
  }

  it('creates an organizer with a logo and changes a sponsor logo', () =>
    e2e.capture('settings-logos', async () => {
      const { page } = e2e;
      await e2e.goto(`${base}/organizers`);
      await page.getByRole('heading', { name: 'Организаторы', level: 1 }).waitFor();
      const orgs = page.getByRole('region', { name: 'Организаторы', exact: true });
      await orgs.getByRole('button', { name: 'Добавить организатора' }).click();
      await page.getByRole('textbox', { name: /Название/ }).fill('Логотипы');
      const orgLogo = await uploadLogo(orgs, 'Создать', 'Логотипы');
      expect(await e2e.rows(sql`SELECT name, logo_id FROM org_infos`)).toEqual([
        { name: 'Логотипы', logo_id: orgLogo },
      ]);

      const sponsors = page.getByRole('region', { name: 'Спонсоры', exact: true });
      await sponsors.getByRole('button', { name: 'Добавить спонсора' }).click();
      await page.getByRole('textbox', { name: /Название/ }).fill('Банк');
      await page.getByRole('dialog').getByRole('button', { name: 'Сохранить' }).click();
      await sponsors.getByText('Нет логотипа').waitFor();
      await sponsors.getByText('Ожидает отправки').waitFor({ state: 'detached' });

      await page.reload();
      await sponsors.getByRole('button', { name: 'Изменить: Банк' }).click();
      const sponsorLogo = await uploadLogo(sponsors, 'Изменить', 'Банк');
      expect(sponsorLogo).not.toBe(orgLogo);
      await eventually(
        async () =>
          (await e2e.rows<{ logo_id: string }>(sql`SELECT logo_id FROM sponsors`))[0]?.logo_id ===
          sponsorLogo,
        'the sponsor logo in the database',
      );
      expect(await sponsors.getByText('Нет логотипа').count()).toBe(0);
    }));
});
