import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FormFieldType } from '../../../../../generated/manager/model_pb';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { makeStore } from '../../../app/store';
import { EditLayout } from '../../edit/screens';
import { eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import { FieldEditorScreen } from './FieldEditorScreen';
import { RegistrationFormatScreen } from './RegistrationFormatScreen';
import { RegistrationHub } from './RegistrationHub';
import { deliverFields, deliverForms, queuedCalls } from './formsTestData';

const routes = [
  {
    path: '/edit/:eventKey',
    element: <EditLayout />,
    children: [
      { path: 'registration', element: <RegistrationHub /> },
      { path: 'registration/format', element: <RegistrationFormatScreen /> },
      { path: 'registration/forms/:formId/fields/create', element: <FieldEditorScreen /> },
      { path: 'registration/forms/:formId/fields/:fieldId', element: <FieldEditorScreen /> },
    ],
  },
];
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function setUp(path: string, registered: boolean) {
  const { store } = makeStore(preloaded([eventDoc({ qrIsVisible: false })]), { readOnly: true });
  deliverForms(
    store,
    registered
      ? [
          { formId: 'registration', requiredForm: true, sequenceOfFields: ['f1', 'f2'] },
          { formId: 'basic_survey_form', sequenceOfFields: ['s1'] },
        ]
      : [],
  );
  if (registered) {
    deliverFields(store, 'registration', [
      { fieldId: 'f2', fieldName: 'Телефон', fieldType: FormFieldType.PHONE, fieldRequired: true },
      { fieldId: 'f1', fieldName: 'ФИО', fieldType: FormFieldType.FIO },
    ]);
    deliverFields(store, 'basic_survey_form', [
      { fieldId: 's1', fieldName: 'Откуда узнали', fieldType: FormFieldType.TEXT },
    ]);
  }
  return renderRoutes(routes, path, { store });
}

describe('registration format', () => {
  it('links the hub to the format', async () => {
    const { user } = setUp('/edit/conf/registration', false);
    await user.click(screen.getByRole('link', { name: 'Формат регистрации' }));
    expect(await screen.findByRole('heading', { name: 'Формат регистрации' })).toBeTruthy();
  });

  it('starts with no format, then saves the registration format and the QR code in order', async () => {
    const { user, store } = setUp('/edit/conf/registration/format', false);
    const select = screen.getByRole('combobox', { name: 'Формат' });
    expect(screen.getByText('Пожалуйста, выберите формат')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await user.selectOptions(select, 'С регистрационной формой');
    expect(screen.getByText(/Доступ по коду/)).toBeTruthy();
    // Fields go into a saved form: before the save the lists say so instead of offering 'add'.
    expect(screen.getAllByText('Сохраните формат, чтобы добавлять поля.')).toHaveLength(2);
    await user.click(screen.getByRole('checkbox', { name: 'Генерировать QR-код' }));
    // A click without moving focus: leaving the checkbox needs PointerEvent, which jsdom lacks.
    fireEvent.click(save);
    await waitFor(() =>
      expect(queuedCalls(store)).toEqual([
        [
          'upsertForm',
          {
            eventId: 'event-1',
            formId: 'registration',
            name: '',
            requiredForm: true,
            // The screen shows no name: the upsert names the switch only; the survey is made
            // when missing and kept as it is otherwise.
            updateMask: { paths: ['required_form'] },
          },
        ],
        [
          'upsertForm',
          {
            eventId: 'event-1',
            formId: 'basic_survey_form',
            name: '',
            requiredForm: false,
            updateMask: { paths: [] },
          },
        ],
        ['enableQRCode', { eventId: 'event-1' }],
      ]),
    );
    const userData = screen.getByRole('region', { name: 'Данные пользователя' });
    expect(within(userData).getByRole('link', { name: 'Добавить поле' })).toBeTruthy();
  });

  it('lists fields in form order with required ones starred, and moves one down', async () => {
    const { user, store } = setUp('/edit/conf/registration/format', true);
    const select = screen.getByRole('combobox', { name: 'Формат' }) as HTMLSelectElement;
    expect(select.value).toBe('1');
    const userData = screen.getByRole('region', { name: 'Данные пользователя' });
    const names = () =>
      within(userData)
        .getAllByRole('listitem')
        .map((row) => within(row).getAllByRole('link')[0]?.textContent);
    expect(names()).toEqual(['ФИО', 'Телефон *']);
    await user.click(within(userData).getByRole('button', { name: 'Опустить поле «ФИО»' }));
    expect(queuedCalls(store)).toEqual([
      [
        'setSequenceOfFields',
        { eventId: 'event-1', formId: 'registration', sequenceOfFields: ['f2', 'f1'] },
      ],
    ]);
    expect(names()).toEqual(['Телефон *', 'ФИО']);
    expect(screen.getByText('Поле «ФИО» на месте 2 из 2')).toBeTruthy();
    const [first, second] = within(userData).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    const dataTransfer = { effectAllowed: '' };
    fireEvent.dragStart(second, { dataTransfer });
    fireEvent.dragOver(first, { dataTransfer });
    fireEvent.drop(first, { dataTransfer });
    expect(queuedCalls(store)[1]).toEqual([
      'setSequenceOfFields',
      { eventId: 'event-1', formId: 'registration', sequenceOfFields: ['f1', 'f2'] },
    ]);
    expect(names()).toEqual(['ФИО', 'Телефон *']);
    await user.click(within(userData).getByRole('link', { name: /Телефон/ }));
    expect(await screen.findByRole('heading', { name: 'Телефон' })).toBeTruthy();
  });
});

describe('field editor', () => {
  it('creates a single-choice survey field with variants, then goes back to the format', async () => {
    const { user, store } = setUp(
      '/edit/conf/registration/forms/basic_survey_form/fields/create',
      true,
    );
    const type = screen.getByRole('combobox', { name: 'Тип поля' });
    // The survey form offers text, single and multiple choice (spec §9).
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Текст', 'Одиночный выбор', 'Множественный выбор']);
    await user.selectOptions(type, 'Одиночный выбор');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Заполните поле "Название".')).toBeTruthy();
    expect(screen.getByText('Добавьте хотя бы один вариант ответа.')).toBeTruthy();
    expect(queuedCalls(store)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Название/ }), 'Секция');
    const addVariant = async (variant: string, refusal?: string) => {
      await user.click(screen.getByRole('button', { name: 'Добавить вариант' }));
      const dialog = within(await screen.findByRole('dialog'));
      await user.type(dialog.getByRole('textbox', { name: /Название/ }), variant);
      await user.click(dialog.getByRole('button', { name: 'Создать' }));
      if (refusal) {
        expect(await dialog.findByText(refusal)).toBeTruthy();
        await user.click(dialog.getByRole('button', { name: 'Отмена' }));
      }
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await addVariant('Наука');
    await addVariant('Наука', 'Такой вариант уже есть.');
    await addVariant('Искусство, кино', 'Вариант не может содержать запятую.');
    await addVariant('Искусство');
    await user.click(screen.getByRole('checkbox', { name: 'Обязательное поле' }));
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByRole('heading', { name: 'Формат регистрации' })).toBeTruthy();
    expect(queuedCalls(store)).toEqual([
      [
        'addFieldOfForm',
        {
          eventId: 'event-1',
          formId: 'basic_survey_form',
          fieldId: expect.stringMatching(UUID_V7) as string,
          fieldName: 'Секция',
          fieldType: FormFieldType.SELECTBOX,
          fieldVariants: ['Наука', 'Искусство'],
          fieldRequired: true,
        },
      ],
    ]);
    // The new field shows at once, last in the survey list, waiting to be sent.
    const survey = screen.getByRole('region', { name: 'Анкета' });
    expect(within(survey).getByRole('link', { name: /Секция/ }).textContent).toBe('Секция *');
    expect(within(survey).getByText('Ожидает отправки')).toBeTruthy();
  });

  it('saves an edited field, and deletes it after a confirm', async () => {
    const { user, store } = setUp('/edit/conf/registration/forms/registration/fields/f2', true);
    expect(screen.getByRole('navigation', { name: 'Путь к полю' }).textContent).toContain(
      'Регистрация',
    );
    const name = screen.getByRole('textbox', { name: /Название/ });
    await user.clear(name);
    await user.type(name, 'Мобильный');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(queuedCalls(store)).toHaveLength(1));
    expect(queuedCalls(store)[0]).toEqual([
      'updateFieldOfForm',
      {
        eventId: 'event-1',
        formId: 'registration',
        fieldId: 'f2',
        fieldName: 'Мобильный',
        fieldType: FormFieldType.PHONE,
        fieldVariants: [],
        fieldRequired: true,
        // The name alone changed: the update names it only (issue 23 item 3).
        updateMask: { paths: ['field_name'] },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }),
    );
    expect(await screen.findByRole('heading', { name: 'Формат регистрации' })).toBeTruthy();
    expect(queuedCalls(store)[1]).toEqual([
      'removeFieldOfForm',
      { eventId: 'event-1', formId: 'registration', fieldId: 'f2' },
    ]);
    const userData = screen.getByRole('region', { name: 'Данные пользователя' });
    expect(within(userData).queryByRole('link', { name: /Мобильный/ })).toBeNull();
  });

  it('deletes a field with unsaved edits without asking to save them', async () => {
    const { user, store } = setUp('/edit/conf/registration/forms/registration/fields/f1', true);
    await user.type(screen.getByRole('textbox', { name: /Название/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }),
    );
    expect(await screen.findByRole('heading', { name: 'Формат регистрации' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(queuedCalls(store).map(([method]) => method)).toEqual(['removeFieldOfForm']);
  });

  it('refuses a form id the registration routes do not have', () => {
    setUp('/edit/conf/registration/forms/feedback_abcdef/fields/create', true);
    expect(screen.getByText('Форма не найдена.')).toBeTruthy();
  });
});
