import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PostRefObjType, PostType } from '../../../../../generated/manager/model_pb';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { deliver } from '../../../../../test/console/liveDocs';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { makeStore } from '../../../app/store';
import { EditLayout } from '../../edit/screens';
import { eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import { PostEditorScreen } from './PostEditorScreen';
import { PostsScreen } from './PostsScreen';

const routes = [
  {
    path: '/edit/:eventKey',
    element: <EditLayout />,
    children: [
      { path: 'posts', element: <PostsScreen /> },
      { path: 'posts/new', element: <PostEditorScreen /> },
      { path: 'posts/:postId', element: <PostEditorScreen /> },
    ],
  },
];

function setUp(path: string, withPosts = true) {
  const { store } = makeStore(preloaded([eventDoc()]), { readOnly: true });
  const post = (postId: string, title: string, createdAt: number, more = {}) =>
    [
      postId,
      { case: 'post', value: { postId, eventId: 'event-1', title, createdAt, ...more } },
    ] as [string, { case: 'post'; value: Record<string, unknown> }];
  deliver(
    store,
    LIVE_TARGETS.posts.path({ eventId: 'event-1' }),
    withPosts
      ? [
          post('p1', 'Старое', 100, { type: PostType.NEWS_PT, text: '<p>Первый <b>текст</b></p>' }),
          post('p2', 'Новое', 200, { type: PostType.ORG_PT, text: '<p>Второй</p>', toPin: true }),
        ]
      : [],
  );
  deliver(store, LIVE_TARGETS.speakers.path({ eventId: 'event-1' }), [
    ['s1', { case: 'speaker', value: { speakerId: 's1', eventId: 'event-1', name: 'Ада' } }],
    [
      's2',
      {
        case: 'speaker',
        value: { speakerId: 's2', eventId: 'event-1', name: 'Алан', isHidden: true },
      },
    ],
  ]);
  return renderRoutes(routes, path, { store });
}

const queued = (store: ReturnType<typeof setUp>['store']) =>
  store.getState().queue.pending.map((w) => [w.call.method, w.call.request]);

describe('posts list', () => {
  it('lists posts newest first with their text beneath, and opens one', async () => {
    const { user } = setUp('/edit/conf/posts');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['Новое', 'Старое']);
    expect(within(rows[1] as HTMLElement).getByText('Первый текст')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Старое' }));
    expect(await screen.findByRole('heading', { name: 'Уведомление' })).toBeTruthy();
  });

  it('says so across the table when the event has none, counting the header row too', () => {
    setUp('/edit/conf/posts', false);
    const table = screen.getByRole('table');
    const cell = within(table).getByRole('cell', { name: 'Нет данных' }) as HTMLTableCellElement;
    expect(cell.colSpan).toBe(2);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table.getAttribute('aria-rowcount')).toBe('2');
  });
});

describe('post editor', () => {
  it('creates a published, pinned post about a speaker, requiring the text', async () => {
    const { user, store } = setUp('/edit/conf/posts/new');
    const title = screen.getByRole('textbox', { name: /Заголовок/ }) as HTMLInputElement;
    expect(title.value).toBe('Новости');
    expect(title.readOnly).toBe(true);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Тип уведомления' }),
      'От организатора',
    );
    expect(title.value).toBe('От организатора');
    await user.click(screen.getByRole('button', { name: 'Изменить заголовок' }));
    await user.clear(title);
    await user.type(title, 'Важно');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Тип прикрепления' }), 'Спикер');
    const item = screen.getByRole('combobox', { name: 'Элемент' });
    expect(
      within(item)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Выберите элемент', '(не активно) Алан', 'Ада']);
    await user.selectOptions(item, 'Ада');
    await user.click(screen.getByRole('checkbox', { name: 'Закреплено' }));
    // A click without moving focus: leaving the checkbox needs PointerEvent, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    // Typing into the rich-text editor needs a real browser's layout: the text stays empty.
    expect(await screen.findByText('Заполните поле "Текст".')).toBeTruthy();
    expect(queued(store)).toEqual([]);
    expect((screen.getByRole('checkbox', { name: 'Закреплено' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('saves an edit naming what changed, then publishes; Pin is off for a pinned post', async () => {
    const { user, store } = setUp('/edit/conf/posts/p1');
    expect((screen.getByRole('button', { name: 'Закрепить' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    await user.click(screen.getByRole('button', { name: 'Закрепить' }));
    expect(queued(store)).toEqual([['pin', { eventId: 'event-1', postId: 'p1' }]]);
    expect(screen.queryByRole('checkbox', { name: 'Закреплено' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Опубликовано' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(queued(store).slice(1)).toEqual([
        [
          'updatePost',
          {
            eventId: 'event-1',
            postId: 'p1',
            type: PostType.NEWS_PT,
            title: 'Старое',
            text: '<p>Первый <b>текст</b></p>',
            refObjectType: PostRefObjType.NONE_PROT,
            // Only the switch changed: the update names no field, so it overwrites none.
            updateMask: { paths: [] },
          },
        ],
        ['publish', { eventId: 'event-1', postId: 'p1' }],
      ]),
    );
  });

  it('turns Pin off for a pinned post', () => {
    setUp('/edit/conf/posts/p2');
    expect((screen.getByRole('button', { name: 'Закрепить' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
