import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { act, screen, waitFor, within } from '@testing-library/react';
import { deliver } from '../../../../../test/console/liveDocs';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { makeStore } from '../../../app/store';
import { echoesSeen, writeAcknowledged } from '../../../../client/queue';
import { EditLayout } from '../../edit/screens';
import { UID, eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import { defaultKeyDocs } from '../../../entities/translations/testing/defaultKeyTestData';
import { WordingScreen } from './WordingScreen';

const routes = [
  { path: '/', element: <p>events</p> },
  {
    path: '/edit/:eventKey',
    element: <EditLayout />,
    children: [
      { index: true, element: <p>dashboard</p> },
      { path: 'settings/wording', element: <WordingScreen /> },
    ],
  },
];

/**
 * An English-language event whose biography wording is translated already. The clock is fake:
 * a field saves itself once the typing pauses, so a slow machine must not decide where a pause is.
 */
function setUp() {
  const { store } = makeStore(preloaded([eventDoc({ language: 'en' })]), { readOnly: true });
  deliver(store, LIVE_TARGETS.defaultKeys.path({}), defaultKeyDocs());
  deliver(store, LIVE_TARGETS.translations.path({ eventId: 'event-1', lang: 'en' }), [
    [
      'tr.bio',
      {
        case: 'translation',
        value: { eventId: 'event-1', lang: 'en', key: 'tr.bio', value: 'About' },
      },
    ],
  ]);
  return renderRoutes(routes, '/edit/conf/settings/wording', {
    store,
    advanceTimers: (ms) => jest.advanceTimersByTime(ms),
  });
}

const SAVING = /^Сохраняется/;
const queued = (store: ReturnType<typeof setUp>['store']) =>
  store.getState().queue.pending.map((w) => ({
    method: w.call.method,
    request: w.call.request,
    language: w.call.meta?.language,
  }));

describe('wording screen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('lists the wording keys by group, labelled in the interface language, valued in the event language', () => {
    setUp();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Формат дат',
      'Тексты мероприятия',
      'Другие разделы',
      'Уведомления',
      'Подвал',
      'Подвал: показ и ссылка',
    ]);
    const event = within(screen.getByRole('region', { name: 'Тексты мероприятия' }));
    const menuTitle = event.getByRole('textbox', { name: 'Заголовок меню' }) as HTMLInputElement;
    // No translation yet: the default value in the event's language (English).
    expect(menuTitle.value).toBe('Main menu');
    expect(menuTitle.placeholder).toBe('Главное меню');
    expect(
      (screen.getByRole('textbox', { name: 'Биография спикера' }) as HTMLInputElement).value,
    ).toBe('About');
    expect(screen.queryAllByRole('status', { name: SAVING })).toHaveLength(0);
  });

  it('saves a field once after the typing pauses, with its own spinner until the echo', async () => {
    const { user, store } = setUp();
    const footer = screen.getByRole('textbox', { name: 'Подвал' });
    await user.type(footer, '© Org');
    expect(screen.getByRole('status', { name: 'Сохраняется: Подвал' })).toBeTruthy();
    await waitFor(() => expect(queued(store)).toHaveLength(1));
    expect(queued(store)).toEqual([
      {
        method: 'upsertTranslate',
        request: { eventId: 'event-1', key: 'tr.footer', value: '© Org' },
        language: 'en',
      },
    ]);
    // Queued, not yet echoed: still saving, only this field, showing the queued text.
    expect((footer as HTMLInputElement).value).toBe('© Org');
    expect(
      screen.getAllByRole('status', { name: SAVING }).map((s) => s.getAttribute('aria-label')),
    ).toEqual(['Сохраняется: Подвал']);

    const mutationId = store.getState().queue.pending[0]?.mutationId ?? 0;
    store.dispatch(writeAcknowledged({ uid: UID, mutationId, changeSeq: 5 }));
    expect(screen.getByRole('status', { name: 'Сохраняется: Подвал' })).toBeTruthy();
    deliver(store, LIVE_TARGETS.translations.path({ eventId: 'event-1', lang: 'en' }), [
      [
        'tr.footer',
        {
          case: 'translation',
          value: { eventId: 'event-1', lang: 'en', key: 'tr.footer', value: '© Org' },
        },
      ],
    ]);
    store.dispatch(echoesSeen([{ docId: 'tr.footer', seq: 5 }]));
    await waitFor(() => expect(screen.queryByRole('status', { name: SAVING })).toBeNull());
    expect((footer as HTMLInputElement).value).toBe('© Org');
  });

  it('saves at once on Enter, and not at all when nothing changed', async () => {
    const { user, store } = setUp();
    const bio = screen.getByRole('textbox', { name: 'Биография спикера' });
    await user.type(bio, '!{Enter}');
    expect(queued(store).map((w) => w.request)).toEqual([
      { eventId: 'event-1', key: 'tr.bio', value: 'About!' },
    ]);
    await user.type(bio, '{Backspace}');
    await user.type(bio, '!');
    await user.tab();
    expect(queued(store)).toHaveLength(1);
  });

  it('writes the date locale as the ui.locale preference, then says updated', async () => {
    const { user, store } = setUp();
    const select = screen.getByRole('combobox', { name: 'Язык дат' }) as HTMLSelectElement;
    expect(select.value).toBe('ru-RU');
    await user.selectOptions(select, 'en-US');
    expect(queued(store)).toEqual([
      {
        method: 'updateEventPreferenceByKey',
        request: {
          eventId: 'event-1',
          key: 'ui.locale',
          preference: { payload: { value: 'en-US' } },
        },
        language: 'en',
      },
    ]);
    expect(select.value).toBe('en-US');
    expect(screen.getByRole('status', { name: 'Сохраняется: Язык дат' })).toBeTruthy();
    expect(store.getState().notifications.queue).toHaveLength(0);
    await waitFor(() =>
      expect(store.getState().notifications.queue.map((n) => n.text)).toEqual(['message.updated']),
    );
  });

  it('asks before leaving with a draft: stay keeps the screen, leave still saves the draft', async () => {
    const { user, store, router } = setUp();
    const footer = screen.getByRole('textbox', { name: 'Подвал' });
    await user.type(footer, 'A');
    // Leaving without a blur (the browser's back, a shortcut): a click would blur and save first.
    await act(async () => {
      void router.navigate('/');
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Покинуть страницу?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Остаться' }));
    expect(router.state.location.pathname).toBe('/edit/conf/settings/wording');

    await user.type(footer, 'B');
    await act(async () => {
      void router.navigate('/');
    });
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Покинуть' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() =>
      expect(queued(store).map((w) => w.request)).toContainEqual({
        eventId: 'event-1',
        key: 'tr.footer',
        value: 'AB',
      }),
    );
    expect(
      queued(store).filter((w) => (w.request as { value: string }).value === 'AB'),
    ).toHaveLength(1);
  });
});
