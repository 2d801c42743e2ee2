import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { renderRoutes, renderWithProviders } from '../../../../../test/console/renderWithProviders';
import { makeStore } from '../../../app/store';
import { eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import { deliverRegistration } from '../../../entities/forms/testing/registrationTestData';
import { EditLayout } from '../../edit/screens';
import { CheckStep } from './CheckStep';
import { ImportScreen } from './ImportScreen';
import type { ImportField } from './importTable';

const routes = [
  {
    path: '/edit/:eventKey',
    element: <EditLayout />,
    children: [{ path: 'registration/users/import', element: <ImportScreen /> }],
  },
];

function setUp() {
  const { store } = makeStore(preloaded([eventDoc()]), { readOnly: true });
  const rendered = renderRoutes(routes, '/edit/conf/registration/users/import', { store });
  act(() => deliverRegistration(store));
  return rendered;
}

/** A CSV as Excel (Russian locale) saves it as UTF-8: BOM, ';', a quoted cell over two lines. */
const CSV = [
  'фио;Телефон;Почта;Откуда узнали;Комментарий',
  'Анна Смирнова;+79991234567;anna@example.ru;Друзья;"две',
  'строки"',
  'Пётр;89990000001;;Реклама;',
].join('\r\n');

const csvFile = (text: string) => new File([`\uFEFF${text}`], 'люди.csv', { type: 'text/csv' });

/** The field chosen for a column: its select is labelled by the column's header. */
const selectOf = (column: string) => screen.getByRole('combobox', { name: column });

describe('participants import screen', () => {
  it('reads a CSV and matches its columns to the fields by name, files left out', async () => {
    const { user } = setUp();
    expect(await screen.findByRole('heading', { name: 'Импорт пользователей' })).toBeTruthy();
    await user.upload(screen.getByLabelText('Выбрать файл'), csvFile(CSV));
    expect(await screen.findByText('люди.csv, строк с данными: 2')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2. Столбцы' })).toBeTruthy();
    const chosen = (column: string) => {
      const select = selectOf(column) as HTMLSelectElement;
      return select.selectedOptions[0]?.textContent;
    };
    expect(chosen('фио')).toBe('ФИО');
    expect(chosen('Телефон')).toBe('Телефон');
    expect(chosen('Почта')).toBe('Почта');
    expect(chosen('Откуда узнали')).toBe('Откуда узнали');
    expect(chosen('Комментарий')).toBe('Не импортировать');
    // The quoted newline stays in its cell: the sample shows it, and there are two rows.
    expect(screen.getByText(/Например: две\s+строки/)).toBeTruthy();
    const options = within(selectOf('Комментарий'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Не импортировать',
      'ФИО',
      'Телефон',
      'Почта',
      'Откуда узнали',
      'Темы',
    ]);
  });

  it('refuses one field for two columns, and a column can be skipped', async () => {
    const { user } = setUp();
    await user.upload(await screen.findByLabelText('Выбрать файл'), csvFile(CSV));
    const check = await screen.findByRole('button', { name: 'Проверить' });
    await user.selectOptions(selectOf('Комментарий'), 'Почта');
    const twice = 'Поле «Почта» выбрано для нескольких столбцов.';
    expect(screen.getByText(twice).getAttribute('role')).toBe('alert');
    expect((check as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(selectOf('Комментарий'), 'Не импортировать');
    expect(screen.queryByText(twice)).toBeNull();
    expect((check as HTMLButtonElement).disabled).toBe(false);
  });

  it('says so when the file has no data rows', async () => {
    const { user } = setUp();
    await user.upload(await screen.findByLabelText('Выбрать файл'), csvFile('ФИО;Телефон\r\n'));
    const problem = await screen.findByText('В файле нет строк с данными.');
    expect(problem.getAttribute('role')).toBe('alert');
  });
});

describe('the dry run', () => {
  const fields: ImportField[] = [
    { key: 'registration/fio', formId: 'registration', fieldId: 'fio', name: 'ФИО', type: 3 },
    { key: 'registration/mail', formId: 'registration', fieldId: 'mail', name: 'Почта', type: 4 },
  ];
  const table = {
    header: ['ФИО', 'Почта'],
    rows: [
      ['Анна', 'anna@example.ru'],
      ['Борис', 'нет'],
      ['Вера', 'vera@example.ru'],
    ],
  };

  it('lists what would be created, every refusal on its row and field, and the rows present', async () => {
    const onImport = jest.fn();
    const { user } = renderWithProviders(
      <CheckStep
        outcome={{
          created: [2],
          refused: [{ rowNumber: 3, fieldId: 'mail', rule: 'emailInvalid' }],
          present: [4],
          before: [],
        }}
        table={table}
        fields={fields}
        mapping={['registration/fio', 'registration/mail']}
        onImport={onImport}
        onBack={() => undefined}
      />,
    );
    expect(screen.getByTestId('import-check-counts').textContent).toBe(
      'Будут созданы: 1Строк с ошибками (не будут импортированы): 1Уже есть (тот же телефон): 1',
    );
    expect(screen.getByText('Строка 2: Анна · anna@example.ru')).toBeTruthy();
    expect(screen.getByTestId('import-refusals').textContent).toBe(
      'Строка 3, поле «Почта»: Введите корректный адрес электронной почты.',
    );
    expect(screen.getByTestId('import-present').textContent).toBe(
      'Строка 4: пользователь с таким телефоном уже есть',
    );
    await user.click(screen.getByRole('button', { name: 'Импортировать (1)' }));
    expect(onImport).toHaveBeenCalledTimes(1);
  });

  it('words the refusals in English for an English console', () => {
    renderWithProviders(
      <CheckStep
        outcome={{
          created: [],
          refused: [{ rowNumber: 2, fieldId: 'fio', rule: 'fieldRequired' }],
          present: [],
          before: [],
        }}
        table={table}
        fields={fields}
        mapping={['registration/fio', '']}
        onImport={() => undefined}
        onBack={() => undefined}
      />,
      { locale: 'en' },
    );
    expect(screen.getByTestId('import-refusals').textContent).toBe(
      "Row 2, field 'ФИО': Field is required.",
    );
    expect((screen.getByRole('button', { name: 'Import (0)' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
