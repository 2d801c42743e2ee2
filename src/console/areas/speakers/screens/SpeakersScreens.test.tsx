import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { deliver } from '../../../../../test/console/liveDocs';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { makeStore } from '../../../app/store';
import { EditLayout } from '../../edit/screens';
import { eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import { installImageReading } from '../../../ui/uploads/testing/fileTestData';
import { SpeakerEditorScreen } from './SpeakerEditorScreen';
import { SpeakersScreen } from './SpeakersScreen';

const routes = [
  {
    path: '/edit/:eventKey',
    element: <EditLayout />,
    children: [
      { path: 'speakers', element: <SpeakersScreen /> },
      { path: 'speakers/new', element: <SpeakerEditorScreen /> },
      { path: 'speakers/:speakerId', element: <SpeakerEditorScreen /> },
    ],
  },
];
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeAll(installImageReading);

function setUp(path: string, withSpeakers = true) {
  // Published: its files have their plain public URLs (an unpublished one's are signed).
  const { store } = makeStore(preloaded([eventDoc({ publishedAt: 1_700_000_000 })]), {
    readOnly: true,
  });
  const speaker = (speakerId: string, name: string, createdAt: number, more = {}) =>
    [
      speakerId,
      {
        case: 'speaker',
        value: { speakerId, eventId: 'event-1', name, createdAt, ...more },
      },
    ] as [string, { case: 'speaker'; value: Record<string, unknown> }];
  deliver(
    store,
    LIVE_TARGETS.speakers.path({ eventId: 'event-1' }),
    withSpeakers
      ? [
          speaker('s1', 'Ада', 100, { positionName: 'Аналитик', companyName: 'Математик' }),
          speaker('s2', 'Алан', 200, { isHidden: true, avatarId: 'a1' }),
        ]
      : [],
  );
  return renderRoutes(routes, path, { store });
}

const queued = (store: ReturnType<typeof setUp>['store']) =>
  store.getState().queue.pending.map((w) => [w.call.method, w.call.request]);

describe('speakers list', () => {
  it('lists speakers newest first, hidden ones marked, with position and short bio', () => {
    setUp('/edit/conf/speakers');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([
      '(не активно) Алан',
      'Ада',
    ]);
    const [hidden, shown] = rows as [HTMLElement, HTMLElement];
    expect(within(shown).getByText('Аналитик, Математик')).toBeTruthy();
    const avatar = within(hidden).getByRole('img', { name: 'Аватар: Алан' });
    expect(avatar.getAttribute('src')).toBe('/api/v1/event_resources/event-1/a1_size_w150');
  });

  it('says so across the table when the event has none, one row for screen readers', () => {
    setUp('/edit/conf/speakers', false);
    const table = screen.getByRole('table');
    const cell = within(table).getByRole('cell', { name: 'Нет данных' }) as HTMLTableCellElement;
    expect(cell.colSpan).toBe(2);
    expect(table.getAttribute('aria-rowcount')).toBe('1');
  });

  it('opens a speaker from its row and a new one from the add button', async () => {
    const { user } = setUp('/edit/conf/speakers');
    await user.click(screen.getByRole('link', { name: 'Ада' }));
    expect(await screen.findByRole('heading', { name: 'Спикер' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Имя/ }) as HTMLInputElement).value).toBe('Ада');
  });
});

describe('speaker editor', () => {
  it('creates a speaker with a client id, requiring the name, then opens it', async () => {
    const { user, store } = setUp('/edit/conf/speakers/new');
    const create = screen.getByRole('button', { name: 'Создать' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Должность' }), 'Инженер');
    await user.click(create);
    expect(await screen.findByText('Заполните поле "Название".')).toBeTruthy();
    expect(queued(store)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Имя/ }), ' Грейс ');
    await user.click(create);
    await waitFor(() => expect(queued(store)).toHaveLength(1));
    const [[method, request]] = queued(store) as [[string, Record<string, string>]];
    expect(method).toBe('createSpeaker');
    expect(request).toEqual({
      eventId: 'event-1',
      speakerId: expect.stringMatching(UUID_V7) as string,
      name: 'Грейс',
      positionName: 'Инженер',
    });
    expect(await screen.findByRole('heading', { name: 'Спикер' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Отображать' })).toBeTruthy();
  });

  it('saves an edit naming the cleared field, then hides the speaker when display is off', async () => {
    const { user, store } = setUp('/edit/conf/speakers/s1');
    const save = screen.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const short = screen.getByRole('textbox', { name: 'Краткое описание' });
    await user.clear(short);
    await user.click(screen.getByRole('checkbox', { name: 'Отображать' }));
    // A click without moving focus: leaving the switch needs PointerEvent, which jsdom lacks.
    fireEvent.click(save);
    await waitFor(() =>
      expect(queued(store)).toEqual([
        [
          'updateSpeaker',
          {
            eventId: 'event-1',
            speakerId: 's1',
            name: 'Ада',
            positionName: 'Аналитик',
            // The short description was cleared: the update names it alone.
            updateMask: { paths: ['company_name'] },
          },
        ],
        ['toHiddenSpeaker', { eventId: 'event-1', speakerId: 's1' }],
      ]),
    );
    expect(store.getState().notifications.queue.map((n) => n.text)).toEqual(['message.updated']);
  });

  it('asks before leaving with unsaved changes, and stays when dismissed', async () => {
    const { user } = setUp('/edit/conf/speakers/s1');
    await user.type(screen.getByRole('textbox', { name: 'Должность' }), '!');
    await user.click(screen.getByRole('link', { name: 'К списку спикеров' }));
    const ask = within(await screen.findByRole('alertdialog'));
    expect(ask.getByText('Сохранить изменения?')).toBeTruthy();
  });

  it('says so for a speaker the event does not have', async () => {
    setUp('/edit/conf/speakers/missing');
    // The test store is read-only: its targets never become current, so it keeps loading.
    expect(await screen.findByLabelText('Загрузка спикера')).toBeTruthy();
  });
});
