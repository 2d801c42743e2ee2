// The participants import in Chromium (issue 12): a CSV in Cyrillic with one bad row is checked
// (the bad row refused on its field, in Russian), imported with its progress and result, and
// its rows show in the list; then an XLSX with the same people finds them already present.
// Every screen passes the axe check.
import { createGrpcWebTransport } from '@connectrpc/connect-node';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import writeXlsxFile from 'write-excel-file/node';
import { FormFieldType } from '../../generated/manager/model_pb';
import { createClients } from '../../src/common/clients';
import { E2E, eventually } from './browser';

jest.setTimeout(240_000);

const CSV = [
  'ФИО;Телефон;E-mail;Комментарий',
  'Анна Смирнова;+79991234567;anna@example.ru;"первая,',
  'строка"',
  'Борис Ёлкин;8 999 000-00-02;нет почты;',
  'Вера Щукина;+7 (999) 000-00-03;vera@example.ru;',
].join('\r\n');

describe('participants import in a browser', () => {
  let e2e: E2E;
  const email = 'import@example.com';
  const password = 'correct horse battery';

  beforeAll(async () => {
    e2e = await E2E.start();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  async function registrationForm(eventId: string) {
    const { port } = e2e.app.fastify.server.address() as { port: number };
    const api = createClients(
      createGrpcWebTransport({ baseUrl: `http://127.0.0.1:${port}`, httpVersion: '1.1' }),
    );
    const session = await api.auth.signIn({ email, password });
    const as = { headers: { 'access-token': session.idToken } };
    await api.forms.upsertForm(
      { eventId, formId: 'registration', name: 'Данные', requiredForm: true },
      as,
    );
    const add = (fieldName: string, fieldType: FormFieldType, fieldRequired: boolean) =>
      api.forms.addFieldOfForm(
        {
          eventId,
          formId: 'registration',
          fieldId: uuidv7(),
          fieldName,
          fieldType,
          fieldRequired,
          fieldVariants: [],
        },
        as,
      );
    await add('ФИО', FormFieldType.FIO, true);
    await add('Телефон', FormFieldType.PHONE, true);
    await add('E-mail', FormFieldType.EMAIL, false);
  }

  it('checks a CSV, refuses its bad row, imports the rest and lists them', () =>
    e2e.capture('participants-import', async () => {
      const { page, ui } = e2e;
      await e2e.signUpNew(email, password);
      await ui.createEvent('Конференция');
      await eventually(async () => (await ui.pendingCount()) === 0, 'the create to be sent');
      const [event] = await e2e.rows<{ id: string; key: string }>(
        sql`SELECT id, ext_key AS key FROM events`,
      );
      if (!event) throw new Error('the console created no event');
      await registrationForm(event.id);

      await e2e.goto(`/edit/${event.key}/registration/users`);
      await page.getByRole('heading', { name: 'Пользователи', level: 1 }).waitFor();
      await page.getByTestId('participants-actions').getByRole('link', { name: 'Импорт' }).click();
      await page.getByRole('heading', { name: 'Импорт пользователей', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Выбрать файл' }).waitFor();
      await ui.accessible('the import screen');

      await page.locator('input[type=file]').setInputFiles({
        name: 'участники.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`\uFEFF${CSV}`, 'utf8'),
      });
      await page.getByText('участники.csv, строк с данными: 3').waitFor();
      const chosen = (column: string) =>
        page.getByRole('combobox', { name: column }).evaluate((s: HTMLSelectElement) => s.value);
      expect(await chosen('Комментарий')).toBe('');
      expect(await chosen('ФИО')).not.toBe('');
      await ui.accessible('the column mapping');

      await page.getByRole('button', { name: 'Проверить' }).click();
      const counts = page.getByTestId('import-check-counts');
      await counts.getByText('Будут созданы: 2').waitFor();
      await counts.getByText('Строк с ошибками (не будут импортированы): 1').waitFor();
      await page
        .getByTestId('import-refusals')
        .getByText('Строка 3, поле «E-mail»: Введите корректный адрес электронной почты.')
        .waitFor();
      await page.getByText('Строка 2: Анна Смирнова · +79991234567 · anna@example.ru').waitFor();
      await ui.accessible('the dry run');
      expect(await e2e.rows(sql`SELECT id FROM participants`)).toEqual([]);

      await page.getByRole('button', { name: 'Импортировать (2)' }).click();
      const result = page.getByTestId('import-result');
      await result.getByText('Создано: 2').waitFor();
      await result.getByText('Отклонено строк: 1').waitFor();
      await ui.accessible('the import result');
      const stored = await e2e.rows<{ name: string; phone: string }>(
        sql`SELECT first_name AS name, client_phone AS phone FROM participants ORDER BY id`,
      );
      expect(stored).toEqual([
        { name: 'Анна Смирнова', phone: '+7(999) 123-45-67' },
        { name: 'Вера Щукина', phone: '+7(999) 000-00-03' },
      ]);

      await page.getByRole('link', { name: 'К списку пользователей' }).click();
      await page.getByRole('heading', { name: 'Пользователи', level: 1 }).waitFor();
      await page.getByText('Анна Смирнова').waitFor();
      await page.getByText('Вера Щукина').waitFor();
      await page.getByText('Показано: 2 из 2').waitFor();

      // The same people again, as an XLSX: found by their phones, nothing created twice.
      const xlsx = await writeXlsxFile([
        [{ value: 'фио' }, { value: 'телефон' }],
        [{ value: 'Анна С.' }, { value: '8(999) 123-45-67' }],
        [{ value: 'Вера Щ.' }, { value: '+79990000003' }],
      ]).toBuffer();
      await page.getByTestId('participants-actions').getByRole('link', { name: 'Импорт' }).click();
      await page.locator('input[type=file]').setInputFiles({
        name: 'ещё.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: xlsx,
      });
      await page.getByText('ещё.xlsx, строк с данными: 2').waitFor();
      await page.getByRole('button', { name: 'Проверить' }).click();
      await counts.getByText('Будут созданы: 0').waitFor();
      await counts.getByText('Уже есть (тот же телефон): 2').waitFor();
      await page
        .getByTestId('import-present')
        .getByText('Строка 2: пользователь с таким телефоном уже есть')
        .waitFor();
      await ui.accessible('the dry run of a file already imported');
      expect(await e2e.rows(sql`SELECT id FROM participants`)).toHaveLength(2);
    }));
});
