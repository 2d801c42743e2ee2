import { screen, waitFor, within } from '@testing-library/react';
import { FormFieldType } from '../../../../../generated/manager/model_pb';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { makeStore } from '../../../app/store';
import { EditLayout } from '../../edit/screens';
import { eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import { FeedbackFormScreen } from './FeedbackFormScreen';
import { FeedbackFormsScreen } from './FeedbackFormsScreen';
import { FieldEditorScreen } from './FieldEditorScreen';
import { deliverAnswers, deliverFields, deliverForms, queuedCalls } from './formsTestData';

const routes = [
  {
    path: '/edit/:eventKey',
    element: <EditLayout />,
    children: [
      { path: 'feedback/forms', element: <FeedbackFormsScreen /> },
      { path: 'feedback/forms/:formId', element: <FeedbackFormScreen /> },
      { path: 'feedback/forms/:formId/fields/create', element: <FieldEditorScreen /> },
    ],
  },
];

function setUp(path: string) {
  const { store } = makeStore(preloaded([eventDoc()]), { readOnly: true });
  deliverForms(store, [
    { formId: 'registration', requiredForm: true },
    { formId: 'feedback_day-one', name: 'День первый', sequenceOfFields: ['q2', 'q1'] },
    { formId: 'feedback_nameless', name: '' },
  ]);
  deliverFields(store, 'feedback_day-one', [
    { fieldId: 'q1', fieldName: 'Оценка', fieldType: FormFieldType.SELECTBOX, fieldRequired: true },
    { fieldId: 'q2', fieldName: 'Ваше имя', fieldType: FormFieldType.FIO },
  ]);
  return renderRoutes(routes, path, { store });
}

describe('feedback forms', () => {
  it('lists the feedback forms only, by name', () => {
    setUp('/edit/conf/feedback/forms');
    const list = screen.getByRole('list', { name: 'Обратная связь' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([
      '/edit/conf/feedback/forms/feedback_nameless',
      '/edit/conf/feedback/forms/feedback_day-one',
    ]);
  });

  it('adds a form with a generated id when the ID is left empty, then opens it', async () => {
    const { user, store } = setUp('/edit/conf/feedback/forms');
    await user.click(screen.getByRole('button', { name: 'Добавить форму' }));
    const dialog = within(await screen.findByRole('dialog'));
    const name = dialog.getByRole('textbox', { name: /Название/ });
    // Where focus lands is checked in the browser test: jsdom has no layout, so the focus trap
    // finds nothing focusable.
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(await dialog.findByText('Заполните поле "Название".')).toBeTruthy();
    await user.type(name, 'Итоги');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(queuedCalls(store)).toHaveLength(1));
    expect(queuedCalls(store)[0]).toEqual([
      'upsertForm',
      {
        eventId: 'event-1',
        formId: expect.stringMatching(/^feedback_[a-z0-9]{12}$/) as string,
        name: 'Итоги',
        requiredForm: false,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Итоги' })).toBeTruthy();
  });

  it('counts the typed ID, caps it at 25 and refuses a short or taken one', async () => {
    const { user, store } = setUp('/edit/conf/feedback/forms');
    await user.click(screen.getByRole('button', { name: 'Добавить форму' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Название/ }), 'Итоги');
    const id = dialog.getByRole('textbox', { name: 'ID' }) as HTMLInputElement;
    expect(id.maxLength).toBe(25);
    await user.type(id, 'abc');
    expect(dialog.getByText('3 / 25')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    const refusal = 'Введите корректный ИД (мин. 6, макс. 25, [a-zA-Z0-9_-]).';
    expect(await dialog.findByText(refusal)).toBeTruthy();
    await user.clear(id);
    await user.type(id, 'day-one');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(await dialog.findByText(refusal)).toBeTruthy();
    await user.clear(id);
    await user.type(id, 'final_2026');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(queuedCalls(store)).toEqual([
        [
          'upsertForm',
          { eventId: 'event-1', formId: 'feedback_final_2026', name: 'Итоги', requiredForm: false },
        ],
      ]),
    );
  });

  it("shows a form's fields in its order, and 'Поля формы' for a form without a name", async () => {
    const { user } = setUp('/edit/conf/feedback/forms/feedback_day-one');
    expect(screen.getByRole('heading', { level: 1, name: 'День первый' })).toBeTruthy();
    const rows = within(screen.getByRole('region', { name: 'Поля формы' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((r) => within(r).getAllByRole('link')[0]?.textContent)).toEqual([
      'Ваше имя',
      'Оценка *',
    ]);
    await user.click(screen.getByRole('link', { name: 'Добавить поле' }));
    const type = await screen.findByRole('combobox', { name: 'Тип поля' });
    expect(within(type).getAllByRole('option')).toHaveLength(6);
  });

  it("titles a nameless form 'Поля формы'", () => {
    setUp('/edit/conf/feedback/forms/feedback_nameless');
    expect(screen.getByRole('heading', { level: 1, name: 'Поля формы' })).toBeTruthy();
  });

  it("shows the form's answers in a table, a column per field in the form's order", async () => {
    const { store } = setUp('/edit/conf/feedback/forms/feedback_day-one');
    expect(await screen.findByText('Ответов пока нет.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Скачать CSV' })).toHaveProperty('disabled', true);
    deliverAnswers(store, 'feedback_day-one', [
      { answerId: 'a1', createdAt: 1_780_000_000, values: { q1: '5', q2: 'Анна' } },
      { answerId: 'a2', createdAt: 1_780_000_100, values: { q1: '3' } },
    ]);
    const table = within(await screen.findByRole('table', { name: /День первый/ }));
    const rows = table.getAllByRole('row').map((r) =>
      within(r)
        .queryAllByRole('cell')
        .slice(1)
        .map((c) => c.textContent),
    );
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Отправлено',
      'Ваше имя',
      'Оценка',
    ]);
    expect(rows.slice(1)).toEqual([
      ['Анна', '5'],
      ['', '3'],
    ]);
    expect(screen.getByText('Ответов: 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Скачать CSV' })).toHaveProperty('disabled', false);
  });
});
