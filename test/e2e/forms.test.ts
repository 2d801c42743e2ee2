// The form builder in Chromium (issue 12): a registration form with a user-data and a survey
// field list, the QR code on, a field order changed from the keyboard, and a feedback form with a
// generated id and its fields reordered by dragging; every screen passes the axe check and the
// server ends with exactly what was built.
import { sql } from 'drizzle-orm';
import { E2E, eventually } from './browser';

jest.setTimeout(240_000);

describe('the form builder in a browser', () => {
  let e2e: E2E;
  const email = 'forms@example.com';

  beforeAll(async () => {
    e2e = await E2E.start({ proxy: true });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  /** Adds a field from a field list's 'Добавить поле' and comes back to the list's screen. */
  const addField = async (
    list: string,
    field: { type?: string; name: string; required?: boolean; variants?: string[] },
    back: string,
  ) => {
    const { page } = e2e;
    await page
      .getByRole('region', { name: list })
      .getByRole('link', { name: 'Добавить поле' })
      .click();
    await page.getByRole('heading', { name: 'Новое поле' }).waitFor();
    if (field.type) {
      await page.getByRole('combobox', { name: 'Тип поля' }).selectOption({ label: field.type });
    }
    await page.getByRole('textbox', { name: 'Название' }).fill(field.name);
    if (field.required) await page.getByText('Обязательное поле', { exact: true }).click();
    for (const variant of field.variants ?? []) {
      await page.getByRole('button', { name: 'Добавить вариант' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Название' }).fill(variant);
      await dialog.getByRole('button', { name: 'Создать' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: 'Создать' }).click();
    await page.getByRole('heading', { name: back, level: 1 }).waitFor();
  };

  it('builds a registration form with a survey and a feedback form, in a chosen order', () =>
    e2e.capture('forms-builder', async () => {
      const { page, ui } = e2e;
      await e2e.signUpNew(email, 'correct horse battery');
      await page.getByRole('heading', { name: 'Мероприятия', level: 1 }).waitFor();
      await ui.createEvent('Форум');
      const href = await ui
        .card('Форум')
        .getByRole('link', { name: 'Форум', exact: true })
        .getAttribute('href');
      await eventually(async () => (await ui.pendingCount()) === 0, 'the create to be sent');

      await e2e.goto(`${href}/registration`);
      await page.getByRole('heading', { name: 'Регистрация', level: 1 }).waitFor();
      await ui.accessible('the registration hub');
      await page.getByRole('link', { name: 'Формат регистрации' }).click();
      const format = page.getByRole('combobox', { name: 'Формат' });
      await format.selectOption({ label: 'С регистрационной формой' });
      await page.getByText('Генерировать QR-код', { exact: true }).click();
      await ui.accessible('the registration format');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      const title = 'Формат регистрации';
      await addField('Данные пользователя', { name: 'ФИО', required: true }, title);
      await addField('Данные пользователя', { type: 'Телефон', name: 'Телефон' }, title);
      await page
        .getByRole('region', { name: 'Данные пользователя' })
        .getByRole('link', {
          name: 'Добавить поле',
        })
        .click();
      await page.getByRole('heading', { name: 'Новое поле' }).waitFor();
      await ui.accessible('the field editor');
      await page.goBack();
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      const variants = ['Наука', 'Искусство'];
      await addField('Анкета', { type: 'Одиночный выбор', name: 'Секция', variants }, title);
      // The keyboard alternative to dragging: the phone goes first.
      await page.getByRole('button', { name: 'Поднять поле «Телефон»' }).press('Enter');
      await page.getByText('Поле «Телефон» на месте 1 из 2').waitFor();
      await ui.accessible('the field lists');
      await eventually(async () => (await ui.pendingCount()) === 0, 'the writes to be sent');

      await e2e.goto(`${href}/feedback/forms`);
      await page.getByRole('heading', { name: 'Обратная связь', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Добавить форму' }).click();
      const dialog = page.getByRole('dialog');
      const name = dialog.getByRole('textbox', { name: 'Название' });
      await eventually(
        async () => await name.evaluate((input) => input === document.activeElement),
        'the name to be focused',
      );
      await name.fill('Итоги дня');
      await ui.accessible('the add form dialog');
      await dialog.getByRole('button', { name: 'Сохранить' }).click();
      await page.getByRole('heading', { name: 'Итоги дня', level: 1 }).waitFor();
      await addField('Поля формы', { name: 'Впечатления' }, 'Итоги дня');
      await addField('Поля формы', { type: 'ФИО', name: 'Ваше имя' }, 'Итоги дня');
      // With the pointer this time: the name is dragged above the first field.
      const rows = page.getByRole('region', { name: 'Поля формы' }).getByRole('listitem');
      await rows.nth(1).dragTo(rows.nth(0));
      await page.getByText('Поле «Ваше имя» на месте 1 из 2').waitFor();
      await ui.accessible('the feedback form');
      await eventually(async () => (await ui.pendingCount()) === 0, 'the writes to be sent');

      const forms = await e2e.rows<{
        id: string;
        name: string;
        required: boolean;
        fields: string[];
      }>(
        sql`select f.form_id as id, f.name, f.required_form as required,
          array(select ff.field_name from unnest(f.sequence_of_fields) with ordinality s(id, n)
            join form_fields ff on ff.id = s.id::uuid order by s.n) as fields
          from forms f order by f.form_id`,
      );
      expect(
        forms.map((f) => ({ ...f, id: f.id.replace(/^feedback_[a-z0-9]{12}$/, 'feedback_*') })),
      ).toEqual([
        { id: 'basic_survey_form', name: '', required: false, fields: ['Секция'] },
        {
          id: 'feedback_*',
          name: 'Итоги дня',
          required: false,
          fields: ['Ваше имя', 'Впечатления'],
        },
        { id: 'registration', name: '', required: true, fields: ['Телефон', 'ФИО'] },
      ]);
      const fields = await e2e.rows(
        sql`select field_name as name, field_type as type, field_required as required,
          field_variants as variants from form_fields where form_id = 'basic_survey_form'`,
      );
      expect(fields).toEqual([{ name: 'Секция', type: 8, required: false, variants }]);
      const [event] = await e2e.rows(
        sql`select qr_is_visible as qr, required_registration as registration from events`,
      );
      expect(event).toEqual({ qr: true, registration: true });
      const [ledger] = await e2e.rows<{ errors: number }>(
        sql`select count(l.error_code)::int as errors from mutation_ledger l
          join users u on u.id = l.user_id where u.email = ${email}`,
      );
      expect(ledger).toEqual({ errors: 0 });
    }));
});
