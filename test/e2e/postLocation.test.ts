// A post attached to a location (spec/content.md §2.4; issue 23, finding 5): the post editor
// lists the event's locations, shows the post's link, and an edit of the text keeps the link.
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { PostRefObjType, PostType } from '../../generated/manager/model_pb';
import { organiserWithEvent } from './attendeeRig';
import { E2E, eventually } from './browser';

jest.setTimeout(240_000);

describe('a post attached to a location', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await E2E.start();
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it('shows the link, lists the locations, and keeps the link through an edit (finding 5)', () =>
    e2e.capture('post-location', async () => {
      const { page, ui } = e2e;
      const { api, o, eventId, key } = await organiserWithEvent(
        e2e,
        'post-location@example.com',
        'С локациями',
      );
      const hall = uuidv7();
      await api.locations.createLocation({ eventId, locationId: hall, name: 'Большой зал' }, o);
      await api.locations.createLocation({ eventId, locationId: uuidv7(), name: 'Малый зал' }, o);
      const postId = uuidv7();
      await api.posts.createPost(
        {
          eventId,
          postId,
          type: PostType.NEWS_PT,
          title: 'Новости',
          text: '<p>Сбор у входа</p>',
          refObjectType: PostRefObjType.LOCATION,
          refObjectId: hall,
        },
        o,
      );

      await e2e.goto(`/edit/${key}/posts/${postId}`);
      await page.getByRole('heading', { name: 'Уведомление', level: 1 }).waitFor();
      const type = page.getByRole('combobox', { name: 'Тип прикрепления' });
      const item = page.getByRole('combobox', { name: 'Элемент' });
      expect(await type.inputValue()).toBe(String(PostRefObjType.LOCATION));
      await eventually(
        async () => (await item.locator('option').allTextContents()).includes('Малый зал'),
        'the locations in the list',
      );
      expect(await item.inputValue()).toBe(hall);
      expect(await item.locator('option:checked').textContent()).toBe('Большой зал');
      await ui.accessible('the post editor with a location');

      const text = page.getByRole('textbox', { name: 'Текст' });
      await text.fill('Сбор у входа в 9:30');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await ui.notification('Данные обновлены.');
      await eventually(async () => (await ui.pendingCount()) === 0, 'the save to be sent');
      expect(
        await e2e.rows(
          sql`SELECT text, ref_object_type AS type, ref_object_id AS id FROM posts
            WHERE id = ${postId}`,
        ),
      ).toEqual([{ text: '<p>Сбор у входа в 9:30</p>', type: PostRefObjType.LOCATION, id: hall }]);
    }));
});
