import { screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { makeStore } from '../../../app/store';
import { eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import { cmsTestRoutes, deliverContent } from '../testing/cmsTestRoutes';

function setUp(path: string) {
  const { store } = makeStore(preloaded([eventDoc()]), { readOnly: true });
  deliverContent(store);
  return renderRoutes(cmsTestRoutes, path, { store });
}

const queued = (store: ReturnType<typeof setUp>['store']) =>
  store.getState().queue.pending.map((w) => [w.call.method, w.call.request]);

describe('location editor', () => {
  it('requires a name, then creates the location with its address and opens it', async () => {
    const { user, store, router } = setUp('/edit/conf/locations/new');
    await user.type(await screen.findByRole('textbox', { name: 'Адрес' }), 'Ленина 1');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Заполните поле "Название".')).toBeTruthy();
    expect(queued(store)).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /Название/ }), ' Шатёр ');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(queued(store)).toHaveLength(1));
    const [[method, request]] = queued(store) as [[string, { locationId: string }]];
    expect(method).toBe('createLocation');
    expect(request).toMatchObject({ eventId: 'event-1', name: 'Шатёр', address: 'Ленина 1' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/edit/conf/locations/${request.locationId}`),
    );
    expect(await screen.findByText('Данные созданы')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Файлы и ссылки' })).toBeTruthy();
  });

  it('updates a location, clearing its address', async () => {
    const { user, store } = setUp('/edit/conf/locations/l1');
    const address = (await screen.findByRole('textbox', { name: 'Адрес' })) as HTMLInputElement;
    expect(address.value).toBe('Пресненская 14');
    await user.clear(address);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(queued(store)).toEqual([
        // The address alone changed: the update names it only (issue 23 item 3).
        [
          'updateLocation',
          {
            eventId: 'event-1',
            locationId: 'l1',
            name: 'Зал A',
            updateMask: { paths: ['address'] },
          },
        ],
      ]),
    );
  });

  it('adds an attachment with the location id', async () => {
    const { user, store } = setUp('/edit/conf/locations/l2');
    const card = within(await screen.findByRole('region', { name: 'Файлы и ссылки' }));
    expect(card.getByText('Нет данных')).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Добавить' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Новый элемент' }));
    await user.type(dialog.getByRole('textbox', { name: 'Название' }), 'Меню');
    await user.type(dialog.getByRole('textbox', { name: /Ссылка/ }), 'https://menu.example.org');
    await user.click(dialog.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(queued(store)).toHaveLength(1));
    expect(queued(store)[0]).toEqual([
      'addSectionOfLocation',
      expect.objectContaining({ locationId: 'l2', title: 'Меню' }) as unknown,
    ]);
    expect(await card.findByText('Меню')).toBeTruthy();
  });

  it('deletes the location after the confirmation and goes back to the place', async () => {
    const { user, store, router } = setUp('/edit/conf/locations/l1');
    await user.click(await screen.findByRole('button', { name: 'Удалить локацию' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit/conf/place'));
    expect(queued(store)).toEqual([['deleteLocation', { eventId: 'event-1', locationId: 'l1' }]]);
  });
});
