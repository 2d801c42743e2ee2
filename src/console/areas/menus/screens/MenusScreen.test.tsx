import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { screen, waitFor, within } from '@testing-library/react';
import { deliver } from '../../../../../test/console/liveDocs';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { makeStore } from '../../../app/store';
import { EditLayout } from '../../edit/screens';
import { eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import { defaultKeyDocs } from '../../../entities/translations/testing/defaultKeyTestData';
import { MenusScreen } from './MenusScreen';

const routes = [
  {
    path: '/edit/:eventKey',
    element: <EditLayout />,
    children: [{ path: 'settings/menus', element: <MenusScreen /> }],
  },
];

function setUp() {
  const event = eventDoc({ showMenuItems: { home: true, speakers: false, favorites: true } });
  const { store } = makeStore(preloaded([event]), { readOnly: true });
  deliver(store, LIVE_TARGETS.defaultKeys.path({}), defaultKeyDocs());
  deliver(store, LIVE_TARGETS.translations.path({ eventId: 'event-1', lang: 'ru' }), [
    [
      'tr.schedule',
      {
        case: 'translation',
        value: { eventId: 'event-1', lang: 'ru', key: 'tr.schedule', value: 'Программа' },
      },
    ],
  ]);
  return renderRoutes(routes, '/edit/conf/settings/menus', { store });
}

const menuList = () => within(screen.getByRole('list', { name: 'Пункты меню приложения' }));

describe('menus screen', () => {
  it("labels each menu item by its 'tr.' translation, else the default text", async () => {
    setUp();
    const labels = () =>
      menuList()
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent);
    // schedule is translated; home has its delivered default; the others keep the defaults the
    // console ships (loaded with the screen), so no raw id (speakers, info…) stays on screen.
    await waitFor(() =>
      expect(labels()).toEqual([
        'Главная',
        'Программа',
        'Спикеры',
        'Локации',
        'Информация',
        'Спонсоры',
        'Новости',
        'Избранное',
      ]),
    );
  });

  it('sends only the item it changes and shows it at once', async () => {
    const { user, store } = setUp();
    const schedule = menuList().getByRole('checkbox', { name: 'Программа' }) as HTMLInputElement;
    const speakers = (await menuList().findByRole('checkbox', {
      name: 'Спикеры',
    })) as HTMLInputElement;
    expect(schedule.checked).toBe(true);
    expect(speakers.checked).toBe(false);
    await user.click(schedule);
    await waitFor(() => expect(store.getState().queue.pending).toHaveLength(1));
    expect(store.getState().queue.pending.map((w) => [w.call.method, w.call.request])).toEqual([
      [
        'setShowMenuItems',
        {
          eventId: 'event-1',
          // The other items are not sent: a change of one of them elsewhere is never undone.
          showMenuItems: { schedule: false },
        },
      ],
    ]);
    await waitFor(() => expect(schedule.checked).toBe(false));
    expect(screen.getByRole('status', { name: 'Сохраняется' })).toBeTruthy();
  });
});
