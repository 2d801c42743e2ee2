import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { act, screen, waitFor, within } from '@testing-library/react';
import { deliver } from '../../../../../test/console/liveDocs';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { makeStore } from '../../../app/store';
import { EditLayout } from '../../edit/screens';
import { eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import { WordingScreen } from './WordingScreen';

const routes = [
  { path: '/', element: <p>events</p> },
  {
    path: '/edit/:eventKey',
    element: <EditLayout />,
    children: [{ path: 'settings/wording', element: <WordingScreen /> }],
  },
];

const SAVED_LINK = 'https://example.com/about';

/** The wording screen of an event whose footer links to SAVED_LINK (when `linked`). */
function setUp(linked = true) {
  const { store } = makeStore(preloaded([eventDoc({ language: 'en' })]), { readOnly: true });
  if (linked) {
    deliver(store, LIVE_TARGETS.preferences.path({ eventId: 'event-1' }), [
      [
        'ui.footer_link',
        {
          case: 'preference',
          value: { eventId: 'event-1', key: 'ui.footer_link', payload: { value: SAVED_LINK } },
        },
      ],
    ]);
  }
  const rendered = renderRoutes(routes, '/edit/conf/settings/wording', { store });
  const section = within(screen.getByRole('region', { name: 'Подвал: показ и ссылка' }));
  return { ...rendered, section };
}

const queued = (store: ReturnType<typeof setUp>['store']) =>
  store.getState().queue.pending.map((w) => ({ method: w.call.method, request: w.call.request }));
const notes = (store: ReturnType<typeof setUp>['store']) =>
  store.getState().notifications.queue.map((n) => n.text);

describe('footer preferences on the wording screen', () => {
  it('switches the footer off with one queued write, then says updated', async () => {
    const { user, store, section } = setUp();
    const visible = section.getByRole('checkbox', { name: 'Показывать подвал' });
    // No preference yet: the footer is shown.
    expect((visible as HTMLInputElement).checked).toBe(true);
    await user.click(visible);
    expect(queued(store)).toEqual([
      {
        method: 'updateEventPreferenceByKey',
        request: {
          eventId: 'event-1',
          key: 'ui.footer_visible',
          preference: { payload: { value: 'false' } },
        },
      },
    ]);
    expect((visible as HTMLInputElement).checked).toBe(false);
    expect(notes(store)).toEqual([]);
    await waitFor(() => expect(notes(store)).toEqual(['message.updated']));
  });

  it('shows clear and check only once the link changed, and saves once on Enter', async () => {
    const { user, store, section } = setUp();
    const link = section.getByRole('textbox', { name: 'Ссылка подвала' }) as HTMLInputElement;
    expect(link.value).toBe(SAVED_LINK);
    expect(section.queryByRole('button', { name: 'Очистить' })).toBeNull();
    expect(section.queryByRole('button', { name: 'Сохранить' })).toBeNull();

    await user.type(link, '/team');
    expect(section.getByRole('button', { name: 'Очистить' })).toBeTruthy();
    expect(section.getByRole('button', { name: 'Сохранить' })).toBeTruthy();
    expect(queued(store)).toEqual([]);

    await user.type(link, '{Enter}');
    expect(queued(store)).toEqual([
      {
        method: 'updateEventPreferenceByKey',
        request: {
          eventId: 'event-1',
          key: 'ui.footer_link',
          preference: { payload: { value: `${SAVED_LINK}/team` } },
        },
      },
    ]);
    // Saved (optimistically): the buttons go, a second Enter sends nothing more.
    expect(link.value).toBe(`${SAVED_LINK}/team`);
    expect(section.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    await user.type(link, '{Enter}');
    expect(queued(store)).toHaveLength(1);
    await waitFor(() => expect(notes(store)).toEqual(['message.updated']));
  });

  it('refuses an address that is not http(s) in place and sends nothing', async () => {
    const { user, store, section } = setUp(false);
    const link = section.getByRole('textbox', { name: 'Ссылка подвала' });
    await user.type(link, 'javascript:alert(1)');
    await user.click(section.getByRole('button', { name: 'Сохранить' }));
    expect(
      section.getByText('Поле "Ссылка" должно быть адресом, начинающимся с http:// или https://.'),
    ).toBeTruthy();
    expect(link.getAttribute('aria-invalid')).toBe('true');
    await user.type(link, '{Enter}');
    expect(queued(store)).toEqual([]);
    expect(notes(store)).toEqual([]);
  });

  it('clears the field without saving, then deletes the link on check', async () => {
    const { user, store, section } = setUp();
    const link = section.getByRole('textbox', { name: 'Ссылка подвала' }) as HTMLInputElement;
    await user.type(link, '#');
    await user.click(section.getByRole('button', { name: 'Очистить' }));
    expect(link.value).toBe('');
    expect(link).toBe(document.activeElement);
    expect(queued(store)).toEqual([]);
    await user.click(section.getByRole('button', { name: 'Сохранить' }));
    expect(queued(store)).toEqual([
      {
        method: 'deleteEventPreferenceByKey',
        request: { eventId: 'event-1', key: 'ui.footer_link' },
      },
    ]);
    await waitFor(() => expect(notes(store)).toEqual(['message.updated']));
  });

  it('asks before leaving with an unsaved link', async () => {
    const { user, router, section } = setUp();
    await user.type(section.getByRole('textbox', { name: 'Ссылка подвала' }), '/x');
    await act(async () => {
      void router.navigate('/');
    });
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Остаться' }));
    expect(router.state.location.pathname).toBe('/edit/conf/settings/wording');
  });
});
