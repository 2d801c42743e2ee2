import { screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { makeStore } from '../../../app/store';
import { eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import { cmsTestRoutes, deliverContent } from '../testing/cmsTestRoutes';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function setUp(path: string) {
  const { store } = makeStore(preloaded([eventDoc()]), { readOnly: true });
  deliverContent(store);
  return renderRoutes(cmsTestRoutes, path, { store });
}

const files = () => within(screen.getByRole('region', { name: 'Файлы и ссылки' }));
const queued = (store: ReturnType<typeof setUp>['store']) =>
  store.getState().queue.pending.map((w) => [w.call.method, w.call.request]);
const titles = () =>
  files()
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.firstChild?.textContent);

describe('info section editor', () => {
  it('shows the breadcrumb Info / title and the attachments by sort number', async () => {
    setUp('/edit/conf/info/section/g1');
    const crumbs = within(await screen.findByRole('navigation', { name: 'Путь к разделу' }));
    expect(crumbs.getByRole('link', { name: 'Инфо' }).getAttribute('href')).toBe('/edit/conf/info');
    expect(crumbs.getByText('Трансфер')).toBeTruthy();
    expect(titles()).toEqual(['Сайт', 'Памятка']);
  });

  it('creates a section and opens its edit route', async () => {
    const { user, store, router } = setUp('/edit/conf/info/section/new');
    const create = (await screen.findByRole('button', { name: 'Создать' })) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Название' }), 'Как добраться');
    await user.type(screen.getByRole('textbox', { name: 'Порядковый номер' }), '3');
    await user.click(create);
    await waitFor(() => expect(queued(store)).toHaveLength(1));
    const [[method, request]] = queued(store) as [[string, { groupId: string }]];
    expect(method).toBe('addGroupOfSectionsByEvent');
    expect(request).toEqual({
      eventId: 'event-1',
      groupId: expect.stringMatching(UUID_V7) as string,
      title: 'Как добраться',
      sortNum: 3,
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/edit/conf/info/section/${request.groupId}`),
    );
    expect(await screen.findByRole('region', { name: 'Файлы и ссылки' })).toBeTruthy();
  });

  it('adds a link through the dialog, refusing one that is not http(s)', async () => {
    const { user, store } = setUp('/edit/conf/info/section/g1');
    await user.click(files().getByRole('button', { name: 'Добавить' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Новый элемент' }));
    expect((dialog.getByRole('combobox', { name: 'Тип' }) as HTMLSelectElement).value).toBe('1');
    await user.type(dialog.getByRole('textbox', { name: 'Название' }), 'Карта');
    await user.type(dialog.getByRole('textbox', { name: /Ссылка/ }), 'javascript:alert(1)');
    await user.click(dialog.getByRole('button', { name: 'Создать' }));
    expect(
      await dialog.findByText(/Ссылка/, {
        selector: '.chakra-field__errorText, [data-part="error-text"]',
      }),
    ).toBeTruthy();
    expect(queued(store)).toEqual([]);
    const url = dialog.getByRole('textbox', { name: /Ссылка/ });
    await user.clear(url);
    await user.type(url, 'https://maps.example.org');
    await user.clear(dialog.getByRole('textbox', { name: 'Порядковый номер' }));
    await user.type(dialog.getByRole('textbox', { name: 'Порядковый номер' }), '15');
    await user.click(dialog.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [[method, request]] = queued(store) as [[string, Record<string, unknown>]];
    expect(method).toBe('addSection');
    expect(request).toMatchObject({
      eventId: 'event-1',
      groupId: 'g1',
      title: 'Карта',
      content: { kind: { case: 'extLink', value: { linkUrl: 'https://maps.example.org' } } },
      sortNum: 15,
    });
    expect(titles()).toEqual(['Сайт', 'Карта', 'Памятка']);
    expect(store.getState().notifications.queue).toEqual([]);
  });

  it('moves an item up by writing the sort numbers of the new order', async () => {
    const { user, store } = setUp('/edit/conf/info/section/g1');
    await user.click(files().getByRole('button', { name: 'Выше: Памятка' }));
    await waitFor(() => expect(titles()).toEqual(['Памятка', 'Сайт']));
    expect(
      queued(store).map(([m, r]) => [
        m,
        (r as { itemId: string; sortNum: number }).itemId,
        (r as { sortNum: number }).sortNum,
      ]),
    ).toEqual([
      ['updateSection', 'i2', 10],
      ['updateSection', 'i1', 20],
    ]);
  });

  it('edits an item in the dialog and deletes one only after the confirmation', async () => {
    const { user, store } = setUp('/edit/conf/info/section/g1');
    await user.click(files().getByRole('button', { name: 'Изменить: Сайт' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Изменить' }));
    expect((dialog.getByRole('textbox', { name: /Ссылка/ }) as HTMLInputElement).value).toBe(
      'https://example.org',
    );
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Тип' }), '2');
    expect(dialog.queryByRole('textbox', { name: /Ссылка/ })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(files().getByRole('button', { name: 'Удалить: Сайт' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }),
    );
    await waitFor(() =>
      expect(queued(store)).toEqual([
        ['deleteSection', { eventId: 'event-1', groupId: 'g1', itemId: 'i1' }],
      ]),
    );
    expect(titles()).toEqual(['Памятка']);
  });
});
