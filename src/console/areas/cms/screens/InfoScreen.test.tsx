import { screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { makeStore } from '../../../app/store';
import { eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import { cmsTestRoutes, deliverContent } from '../testing/cmsTestRoutes';

function setUp() {
  const { store } = makeStore(preloaded([eventDoc({ description: '<p>О нас</p>' })]), {
    readOnly: true,
  });
  deliverContent(store);
  return renderRoutes(cmsTestRoutes, '/edit/conf/info', { store });
}

describe('info screen', () => {
  it('saves the changed title through the event update, from its bar', async () => {
    const { user, store } = setUp();
    const save = (await screen.findByRole('button', { name: 'Сохранить' })) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const title = screen.getByRole('textbox', { name: /Название/ }) as HTMLInputElement;
    expect(title.value).toBe('Conference');
    await user.type(title, ' 2027');
    await user.click(save);
    await waitFor(() =>
      expect(store.getState().queue.pending.map((w) => [w.call.method, w.call.request])).toEqual([
        ['updateEvent', { eventId: 'event-1', key: 'conf', title: 'Conference 2027' }],
      ]),
    );
    await waitFor(() => expect(save.disabled).toBe(true));
  });

  it('lists the info sections only, each opening its editor', async () => {
    setUp();
    const sections = within(await screen.findByRole('region', { name: 'Разделы' }));
    expect(sections.getByRole('link', { name: 'Трансфер' }).getAttribute('href')).toBe(
      '/edit/conf/info/section/g1',
    );
    expect(sections.queryByText('Парковка')).toBeNull();
    expect(sections.getByRole('link', { name: 'Добавить раздел' }).getAttribute('href')).toBe(
      '/edit/conf/info/section/new',
    );
  });
});
