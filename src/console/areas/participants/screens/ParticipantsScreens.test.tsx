import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { deliver } from '../../../../../test/console/liveDocs';
import { makeStore } from '../../../app/store';
import { EditLayout } from '../../edit/screens';
import { eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import { snapshotsOwnedBy } from '../../../entities/participantsList';
import { ParticipantScreen } from './ParticipantScreen';
import { ParticipantsScreen } from './ParticipantsScreen';
import { deliverRegistration } from '../../../entities/forms/testing/registrationTestData';
import { ANNA, EVENT_ID, PETR, holdSnapshot, queuedCalls } from './participantsTestData';

const routes = [
  {
    path: '/edit/:eventKey',
    element: <EditLayout />,
    children: [
      { path: 'registration/users', element: <ParticipantsScreen /> },
      { path: 'registration/users/create', element: <ParticipantScreen /> },
      { path: 'registration/users/:userId', element: <ParticipantScreen /> },
    ],
  },
];

function setUp(path: string) {
  const { store } = makeStore(preloaded([eventDoc({ requiredRegistration: true })]), {
    readOnly: true,
  });
  deliverRegistration(store);
  snapshotsOwnedBy(store.getState().session.user?.uid ?? null);
  holdSnapshot();
  return renderRoutes(routes, path, { store });
}

const rows = () => screen.getAllByRole('row').slice(1);
function at<T>(list: T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

// jsdom lays nothing out: the table's scroll box gets a screenful so the virtualiser renders.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024);
});
afterAll(() => jest.restoreAllMocks());

beforeEach(() => {
  snapshotsOwnedBy('nobody');
  sessionStorage.clear();
});

describe('participants list', () => {
  it('shows the spec toolbar and the default columns, suspended rows greyed', async () => {
    setUp('/edit/conf/registration/users');
    expect(await screen.findByRole('heading', { name: 'Пользователи' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Добавить' }).getAttribute('href')).toBe(
      '/edit/conf/registration/users/create',
    );
    expect(screen.getByRole('button', { name: 'Скачать (CSV)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Скачать (XLSX)' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Удалить' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(headers()).toEqual(['', 'Имя', 'Телефон', 'Дата регистрации']);
    expect(rows()).toHaveLength(2);
    const petr = at(rows(), 1);
    expect(petr.hasAttribute('data-suspended')).toBe(true);
    expect(within(petr).getByRole('link').textContent).toBe('Пётр Щукин (приостановлен)');
    expect(at(rows(), 0).hasAttribute('data-suspended')).toBe(false);
  });

  it('searches names, phones and answers', async () => {
    const { user } = setUp('/edit/conf/registration/users');
    const search = await screen.findByRole('searchbox', { name: 'Поиск' });
    await user.type(search, 'щук');
    expect(rows().map((r) => within(r).getByRole('link').textContent)).toEqual([
      'Пётр Щукин (приостановлен)',
    ]);
    await user.clear(search);
    await user.type(search, 'ДИЗАЙН');
    expect(rows().map((r) => within(r).getByRole('link').textContent)).toEqual(['Анна Ёлкина']);
    await user.type(search, 'zzz');
    expect(screen.getByText('Нет данных')).toBeTruthy();
    expect(screen.getByText('Показано: 0 из 2')).toBeTruthy();
  });

  it('chooses columns in the table view dialog and keeps them for the session', async () => {
    const { user } = setUp('/edit/conf/registration/users');
    await user.click(await screen.findByRole('button', { name: 'Вид таблицы' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вид таблицы' });
    // Clicks without moving focus: leaving a checkbox needs PointerEvent, which jsdom lacks.
    const group = (name: string) => within(within(dialog).getByRole('group', { name }));
    fireEvent.click(group('Данные пользователя').getByRole('checkbox', { name: 'Почта' }));
    fireEvent.click(group('Опрос').getByRole('checkbox', { name: 'Темы' }));
    fireEvent.click(group('Общие').getByRole('checkbox', { name: 'Телефон' }));
    fireEvent.click(group('Общие').getByRole('checkbox', { name: 'Отмечен на входе' }));
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    // The spec's order: name, user-data fields, survey fields, phone, date (then check-in).
    expect(headers()).toEqual(['', 'Имя', 'Почта', 'Темы', 'Дата регистрации', 'Отмечен на входе']);
    expect(within(at(rows(), 0)).getAllByRole('cell')[3]?.textContent).toBe('Дизайн,Код');
    expect(within(at(rows(), 1)).getAllByRole('cell')[5]?.textContent).not.toBe('');
    expect(JSON.parse(sessionStorage.getItem('evt-conf:users-headers') ?? '[]')).toEqual(
      expect.arrayContaining(['clientName', 'createdAt', 'registration/mail', 'checkedIn']),
    );
  });

  it('applies live changes and queued writes over the snapshot', async () => {
    const { store } = setUp('/edit/conf/registration/users');
    await screen.findByRole('heading', { name: 'Пользователи' });
    deliver(store, LIVE_TARGETS.participants.path({ eventId: EVENT_ID }), [
      [
        ANNA,
        {
          case: 'participant',
          value: {
            eventId: EVENT_ID,
            clientId: ANNA,
            firstName: 'Анна Ёлкина-Новая',
            clientSuspended: true,
          },
        },
      ],
    ]);
    await waitFor(() =>
      expect(within(at(rows(), 0)).getByRole('link').textContent).toBe(
        'Анна Ёлкина-Новая (приостановлен)',
      ),
    );
  });

  it('opens a participant from its row', async () => {
    const { user, router } = setUp('/edit/conf/registration/users');
    await user.click(
      within(at(await screen.findAllByRole('row'), 1)).getAllByRole('cell')[2] as HTMLElement,
    );
    expect(router.state.location.pathname).toBe(`/edit/conf/registration/users/${ANNA}`);
    expect(await screen.findByRole('heading', { name: 'Анна Ёлкина', level: 1 })).toBeTruthy();
  });
});

describe('participant item', () => {
  it('shows the user data by type and the survey read-only, and suspends', async () => {
    const { user, store } = setUp(`/edit/conf/registration/users/${ANNA}`);
    expect(await screen.findByRole('heading', { name: 'Анна Ёлкина', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Пользователи' })).toBeTruthy();
    const phone = screen.getByRole('textbox', { name: 'Телефон' }) as HTMLInputElement;
    expect(phone.type).toBe('tel');
    expect(phone.value).toBe('+7(912) 345-67-89');
    expect((screen.getByRole('textbox', { name: 'Почта' }) as HTMLInputElement).type).toBe('email');
    expect(screen.getByText('Фото')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Друзья' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Код' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Продажи' }) as HTMLInputElement).checked).toBe(
      false,
    );
    await user.click(screen.getByRole('button', { name: 'Приостановить доступ' }));
    expect(queuedCalls(store)).toEqual([
      ['clientSuspended', { eventId: EVENT_ID, clientId: ANNA }],
    ]);
    expect(await screen.findByRole('button', { name: 'Восстановить доступ' })).toBeTruthy();
  });

  it('restores a suspended participant', async () => {
    const { user, store } = setUp(`/edit/conf/registration/users/${PETR}`);
    await user.click(await screen.findByRole('button', { name: 'Восстановить доступ' }));
    expect(queuedCalls(store)).toEqual([
      ['clientUnSuspended', { eventId: EVENT_ID, clientId: PETR }],
    ]);
  });

  it('saves a field on its own once it validates', async () => {
    const { user, store } = setUp(`/edit/conf/registration/users/${ANNA}`);
    const mail = (await screen.findByRole('textbox', { name: 'Почта' })) as HTMLInputElement;
    await user.clear(mail);
    await user.type(mail, 'not-an-email');
    fireEvent.blur(mail);
    expect(await screen.findByText('Введите корректный адрес электронной почты.')).toBeTruthy();
    expect(queuedCalls(store)).toEqual([]);
    await user.clear(mail);
    await user.type(mail, 'anna@new.ru');
    fireEvent.blur(mail);
    await waitFor(() =>
      expect(queuedCalls(store)).toEqual([
        [
          'update',
          {
            eventId: EVENT_ID,
            clientId: ANNA,
            formId: 'registration',
            fieldResultId: 'mail',
            value: 'anna@new.ru',
          },
        ],
      ]),
    );
  });

  it('validates every field before create, masks the phone, then creates and returns', async () => {
    const { user, store, router } = setUp('/edit/conf/registration/users/create');
    expect(
      await screen.findByRole('heading', { name: 'Добавить пользователя', level: 1 }),
    ).toBeTruthy();
    expect(screen.queryByText('Опрос')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Почта' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(screen.getAllByText('Заполните поле.')).toHaveLength(2);
    expect(screen.getByText('Введите корректный адрес электронной почты.')).toBeTruthy();
    expect(queuedCalls(store)).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'ФИО' }), 'Иван Петров');
    const phone = screen.getByRole('textbox', { name: 'Телефон' }) as HTMLInputElement;
    await user.type(phone, '+79123456789');
    expect(phone.value).toBe('+7(912) 345-67-89');
    await user.clear(screen.getByRole('textbox', { name: 'Почта' }));
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/edit/conf/registration/users'),
    );
    const [[method, request]] = queuedCalls(store) as [[string, Record<string, unknown>]];
    expect(method).toBe('create');
    expect(request).toMatchObject({
      eventId: EVENT_ID,
      registrationFormData: [
        { fieldId: 'fio', value: 'Иван Петров' },
        { fieldId: 'phone', value: '+7(912) 345-67-89' },
      ],
    });
    // The new participant lists at once, marked as waiting.
    expect(await screen.findByText('Показано: 3 из 3')).toBeTruthy();
  });
});
