import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { screen, waitFor, within } from '@testing-library/react';
import { deliver } from '../../../../../test/console/liveDocs';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { makeStore } from '../../../app/store';
import { EditLayout } from '../../edit/screens';
import { eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import {
  fileRecord,
  imageLoaded,
  installImageReading,
  pngFile,
} from '../../../ui/uploads/testing/fileTestData';
import { OrganizersScreen } from './OrganizersScreen';

const routes = [
  {
    path: '/edit/:eventKey',
    element: <EditLayout />,
    children: [{ path: 'settings/organizers', element: <OrganizersScreen /> }],
  },
];
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeAll(installImageReading);

function setUp(withRows = false) {
  // Published: its files have their plain public URLs (an unpublished one's are signed).
  const { store } = makeStore(preloaded([eventDoc({ publishedAt: 1_700_000_000 })]), {
    readOnly: true,
  });
  if (withRows) {
    const org = (id: string, name: string, createdAt: number, logoId = '') =>
      [
        id,
        {
          case: 'orgInfo',
          value: { orgInfoId: id, eventId: 'event-1', name, logoId, createdAt },
        },
      ] as [string, { case: 'orgInfo'; value: Record<string, unknown> }];
    deliver(store, LIVE_TARGETS.files.path({ eventId: 'event-1' }), [
      ['logo-1', { case: 'file', value: fileRecord({ fileId: 'logo-1', role: 'sponsor_logo' }) }],
    ]);
    deliver(store, LIVE_TARGETS.orgs.path({ eventId: 'event-1' }), [
      org('o1', 'Старый', 100, 'logo-1'),
      org('o2', 'Новый', 200),
    ]);
  }
  return renderRoutes(routes, '/edit/conf/settings/organizers', { store });
}

const table = (name: string) => within(screen.getByRole('region', { name }));
const queued = (store: ReturnType<typeof setUp>['store']) =>
  store.getState().queue.pending.map((w) => [w.call.method, w.call.request]);

describe('organizers screen', () => {
  it('shows both tables, empty ones reading no data', () => {
    setUp();
    expect(table('Организаторы').getByText('Нет данных')).toBeTruthy();
    expect(table('Спонсоры').getByText('Нет данных')).toBeTruthy();
  });

  it('lists organizer entries newest first', () => {
    setUp(true);
    const names = table('Организаторы')
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(names).toEqual(['Новый', 'Старый']);
  });

  it('shows each logo as its served 150 px size, or a placeholder', () => {
    setUp(true);
    const logo = table('Организаторы').getByRole('img', { name: 'Логотип: Старый' });
    expect(logo.getAttribute('src')).toBe(
      '/api/v1/event_resources/event-1/logo-1_size_w150?v=1700000123',
    );
    expect(table('Организаторы').getAllByRole('img')).toHaveLength(1);
    const [, newest] = table('Организаторы').getAllByRole('row');
    expect(within(newest as HTMLElement).getByText('Нет логотипа')).toBeTruthy();
  });

  it('checks a logo for the 200 px height before upload, and holds Save while one is cropped', async () => {
    const { user, store } = setUp();
    await user.click(screen.getByRole('button', { name: 'Добавить организатора' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Создать' }));
    const input = dialog.getByLabelText('Логотип', { selector: 'input' }) as HTMLInputElement;
    await user.upload(input, pngFile(600, 150));
    expect(await dialog.findByText('Высота изображения должна быть не меньше 200px.')).toBeTruthy();
    expect(input.files).toHaveLength(0);

    await user.type(dialog.getByRole('textbox', { name: /Название/ }), 'Acme');
    const save = dialog.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement;
    await user.upload(input, pngFile(400, 300));
    const editor = within(await screen.findByRole('dialog', { name: 'Обрезка изображения' }));
    imageLoaded(
      editor.getByRole('img', { name: 'Изображение для обрезки' }) as HTMLImageElement,
      400,
      300,
    );
    // With no aspect of its own, the logo's crop box starts at the whole image.
    await waitFor(() => expect(editor.getByTestId('crop-height').textContent).toBe('300'));
    expect(save.disabled).toBe(true);

    await user.click(editor.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);
    await waitFor(() =>
      expect(queued(store)).toEqual([
        ['addOrgInfo', expect.objectContaining({ name: 'Acme', logoId: '' }) as unknown],
      ]),
    );
  });

  it('removes the logo of an entry in the edit dialog', async () => {
    const { user, store } = setUp(true);
    await user.click(table('Организаторы').getByRole('button', { name: 'Изменить: Старый' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Изменить' }));
    const preview = dialog.getByRole('img', { name: 'Изображение «Логотип»' });
    expect(preview.getAttribute('src')).toBe(
      '/api/v1/event_resources/event-1/logo-1_size_w600?v=1700000123',
    );
    await user.click(dialog.getByRole('button', { name: 'Удалить «Логотип»' }));
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(queued(store)).toEqual([
        // The logo alone changed: the write names it only (issue 23 item 3).
        [
          'updateOrgInfo',
          {
            eventId: 'event-1',
            orgInfoId: 'o1',
            name: 'Старый',
            logoId: '',
            updateMask: { paths: ['logo_id'] },
          },
        ],
      ]),
    );
    expect(table('Организаторы').queryByRole('img')).toBeNull();
  });

  it('creates an organizer with a client id, requiring the name, and shows it at once', async () => {
    const { user, store } = setUp();
    await user.click(screen.getByRole('button', { name: 'Добавить организатора' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Создать' }));
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(await dialog.findByText('Заполните поле "Название".')).toBeTruthy();
    expect(queued(store)).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: /Название/ }), '  Acme ');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [[method, request]] = queued(store) as [[string, Record<string, string>]];
    expect(method).toBe('addOrgInfo');
    expect(request).toEqual({
      eventId: 'event-1',
      orgInfoId: expect.stringMatching(UUID_V7) as string,
      name: 'Acme',
      logoId: '',
    });
    expect(table('Организаторы').getByText('Acme')).toBeTruthy();
    expect(table('Организаторы').getByText('Ожидает отправки')).toBeTruthy();
    expect(table('Спонсоры').getByText('Нет данных')).toBeTruthy();
    expect(store.getState().notifications.queue).toEqual([]);
  });

  it('edits an entry in the edit dialog', async () => {
    const { user, store } = setUp(true);
    await user.click(table('Организаторы').getByRole('button', { name: 'Изменить: Старый' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Изменить' }));
    const name = dialog.getByRole('textbox', { name: /Название/ }) as HTMLInputElement;
    expect(name.value).toBe('Старый');
    await user.clear(name);
    await user.type(name, 'Обновлённый');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(queued(store)).toEqual([
        [
          'updateOrgInfo',
          {
            eventId: 'event-1',
            orgInfoId: 'o1',
            name: 'Обновлённый',
            logoId: 'logo-1',
            updateMask: { paths: ['name'] },
          },
        ],
      ]),
    );
    expect(await table('Организаторы').findByText('Обновлённый')).toBeTruthy();
  });

  it('deletes only after the delete confirmation', async () => {
    const { user, store } = setUp(true);
    await user.click(table('Организаторы').getByRole('button', { name: 'Удалить: Новый' }));
    const ask = within(await screen.findByRole('alertdialog'));
    expect(ask.getByText('Удалить элемент?')).toBeTruthy();
    await user.click(ask.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(queued(store)).toEqual([]);

    await user.click(table('Организаторы').getByRole('button', { name: 'Удалить: Новый' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }),
    );
    await waitFor(() =>
      expect(queued(store)).toEqual([['delOrgInfo', { eventId: 'event-1', orgInfoId: 'o2' }]]),
    );
    expect(table('Организаторы').queryByText('Новый')).toBeNull();
  });

  it('adds, renames and deletes a sponsor through the same dialog', async () => {
    const { user, store } = setUp();
    await user.click(screen.getByRole('button', { name: 'Добавить спонсора' }));
    const create = within(await screen.findByRole('dialog', { name: 'Создать' }));
    await user.type(create.getByRole('textbox', { name: /Название/ }), 'Банк');
    await user.click(create.getByRole('button', { name: 'Сохранить' }));
    await table('Спонсоры').findByText('Банк');
    const sponsorId = (store.getState().queue.pending[0]?.call.request as { sponsorId: string })
      .sponsorId;

    await user.click(table('Спонсоры').getByRole('button', { name: 'Изменить: Банк' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Изменить' }));
    await user.type(edit.getByRole('textbox', { name: /Название/ }), ' Плюс');
    await user.click(edit.getByRole('button', { name: 'Сохранить' }));
    await table('Спонсоры').findByText('Банк Плюс');

    await user.click(table('Спонсоры').getByRole('button', { name: 'Удалить: Банк Плюс' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }),
    );
    await waitFor(() => expect(table('Спонсоры').getByText('Нет данных')).toBeTruthy());
    expect(queued(store)).toEqual([
      ['addSponsor', { eventId: 'event-1', sponsorId, name: 'Банк', logoId: '' }],
      [
        'updateSponsor',
        {
          eventId: 'event-1',
          sponsorId,
          name: 'Банк Плюс',
          logoId: '',
          updateMask: { paths: ['name'] },
        },
      ],
      ['delSponsor', { eventId: 'event-1', sponsorId }],
    ]);
    expect(table('Организаторы').getByText('Нет данных')).toBeTruthy();
  });
});
