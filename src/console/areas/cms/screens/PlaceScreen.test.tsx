import { act, screen, waitFor, within } from '@testing-library/react';
import { writeRefused } from '../../../../client/queue';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { deliver } from '../../../../../test/console/liveDocs';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { makeStore } from '../../../app/store';
import { eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import { cmsTestRoutes, deliverContent } from '../testing/cmsTestRoutes';

function setUp(place: Record<string, string> = {}) {
  const { store } = makeStore(preloaded([eventDoc({ place })]), { readOnly: true });
  deliverContent(store);
  return renderRoutes(cmsTestRoutes, '/edit/conf/place', { store });
}

const region = (name: string | RegExp) => within(screen.getByRole('region', { name }));
const queued = (store: ReturnType<typeof setUp>['store']) =>
  store.getState().queue.pending.map((w) => [w.call.method, w.call.request]);

describe('place screen', () => {
  it('lists the place sections and the locations, newest first', async () => {
    setUp();
    expect(await screen.findByRole('heading', { name: 'Место проведения', level: 1 })).toBeTruthy();
    expect(region('Дополнительные разделы').getByRole('link', { name: 'Парковка' })).toBeTruthy();
    expect(region('Дополнительные разделы').queryByText('Трансфер')).toBeNull();
    const names = region('Локации')
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getByRole('link'))
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(names).toEqual([
      ['Зал B', '/edit/conf/locations/l2'],
      ['Зал A', '/edit/conf/locations/l1'],
    ]);
    expect(
      region('Локации').getByRole('link', { name: 'Добавить локацию' }).getAttribute('href'),
    ).toBe('/edit/conf/locations/new');
  });

  it("titles the locations list with the event's place_locations wording", async () => {
    const { store } = setUp();
    deliver(store, LIVE_TARGETS.translations.path({ eventId: 'event-1', lang: 'ru' }), [
      [
        'tr.place_locations',
        {
          case: 'translation',
          value: { eventId: 'event-1', lang: 'ru', key: 'tr.place_locations', value: 'Залы' },
        },
      ],
    ]);
    expect(await screen.findByRole('region', { name: 'Залы' })).toBeTruthy();
  });

  it('saves the main card with SetProfile, Save on only after a change', async () => {
    const { store, user } = setUp({
      title: 'place.title',
      description: 'place.description',
      mainImageId: '',
    });
    deliver(store, LIVE_TARGETS.translations.path({ eventId: 'event-1', lang: 'ru' }), [
      [
        'place.title',
        {
          case: 'translation',
          value: { eventId: 'event-1', lang: 'ru', key: 'place.title', value: 'Экспоцентр' },
        },
      ],
    ]);
    const card = region('Площадка');
    const save = card.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const name = card.getByRole('textbox', { name: 'Название' }) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Экспоцентр'));
    await user.clear(name);
    await user.type(name, 'Крокус');
    await user.click(save);
    await waitFor(() =>
      // The name alone changed: the write names it only (issue 23 item 3).
      expect(queued(store)).toEqual([
        ['setProfile', { eventId: 'event-1', title: 'Крокус', updateMask: { paths: ['title'] } }],
      ]),
    );
    expect(await screen.findByText('Данные обновлены.')).toBeTruthy();
  });

  it('deletes a location only after the confirmation', async () => {
    const { store, user } = setUp();
    await user.click(region('Локации').getByRole('button', { name: 'Удалить: Зал A' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }),
    );
    await waitFor(() =>
      expect(queued(store)).toEqual([['deleteLocation', { eventId: 'event-1', locationId: 'l1' }]]),
    );
    expect(region('Локации').queryByText('Зал A')).toBeNull();
  });

  it("shows a refused delete on the location's row, in the interface language", async () => {
    const { store, user } = setUp();
    await user.click(region('Локации').getByRole('button', { name: 'Удалить: Зал A' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }),
    );
    await waitFor(() => expect(store.getState().queue.pending).toHaveLength(1));
    const write = store.getState().queue.pending[0];
    if (!write) throw new Error('no queued delete');
    // The server's words (src/common/cms.ts locationInUseMessage), refused as the sender does.
    const error = { code: 9, message: 'Location is used by 2 meetings and 1 post.' };
    act(() => {
      store.dispatch(writeRefused({ uid: write.uid, mutationId: write.mutationId, error }));
    });
    const row = within(
      region('Локации').getByRole('link', { name: 'Зал A' }).closest('tr') as HTMLElement,
    );
    expect(
      row.getByText(
        'Не удалено. Место используется в 2 сессиях и 1 новости: сначала перенесите их в другое место.',
      ),
    ).toBeTruthy();
  });

  it('deletes a place section after the confirmation', async () => {
    const { store, user } = setUp();
    await user.click(
      region('Дополнительные разделы').getByRole('button', { name: 'Удалить: Парковка' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отмена' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(queued(store)).toEqual([]);
    await user.click(
      region('Дополнительные разделы').getByRole('button', { name: 'Удалить: Парковка' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }),
    );
    await waitFor(() =>
      expect(queued(store)).toEqual([
        ['deleteGroupOfSection', { eventId: 'event-1', groupId: 'g2' }],
      ]),
    );
  });
});
