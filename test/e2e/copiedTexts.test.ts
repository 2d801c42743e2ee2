// A copied event's texts in the browser that made the copy (issue 23, finding 2): its Wording
// and Menus screens show what the copy carried from its source, as a fresh profile does, not
// the defaults.
import { E2E, eventually } from './browser';

jest.setTimeout(240_000);

describe("a copied event's texts in the browser that copied it", () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await E2E.start();
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it('shows the copied wording and menus, not the defaults (finding 2)', () =>
    e2e.capture('copied-texts', async () => {
      const { page, ui } = e2e;
      await e2e.signUpNew('copied-texts@example.com', 'correct horse battery');
      await ui.createEvent('Осенний форум');
      const settled = () =>
        eventually(
          async () => (await page.getByRole('status', { name: /^Сохраняется/ }).count()) === 0,
          'the saves to echo back',
        );

      // The source: a footer of its own and the speakers hidden from the menu.
      await e2e.goto('/edit/osenniy-forum/settings/wording');
      const footer = page.getByRole('textbox', { name: 'Подвал', exact: true });
      await footer.fill('© Осенний форум');
      await page.getByRole('status', { name: 'Сохраняется: Подвал' }).waitFor();
      await settled();
      await e2e.goto('/edit/osenniy-forum/settings/menus');
      const menu = page.getByRole('list', { name: 'Пункты меню приложения' });
      await menu.locator('label', { hasText: 'Спикеры' }).click();
      await eventually(
        async () => !(await menu.getByRole('checkbox', { name: 'Спикеры' }).isChecked()),
        'the switch to turn off',
      );
      await settled();
      await eventually(async () => (await ui.pendingCount()) === 0, 'the queue to drain');

      // The copy, opened in the same browser as soon as its card is there.
      await e2e.goto('/');
      await ui.cardMenu('Осенний форум', 'Копировать мероприятие');
      const copy = ui.cardByKey('osenniy-forum-2');
      await copy.waitFor();
      await e2e.goto('/edit/osenniy-forum-2/settings/wording');
      await page.getByRole('heading', { name: 'Тексты', level: 1 }).waitFor();
      await eventually(
        async () => (await footer.inputValue()) === '© Осенний форум',
        "the copy's footer on its wording screen",
      );
      await ui.accessible("the copy's wording screen");
      await e2e.goto('/edit/osenniy-forum-2/settings/menus');
      await page.getByRole('heading', { name: 'Меню', level: 1 }).waitFor();
      await eventually(
        async () => (await menu.getByRole('checkbox').count()) === 8,
        "the copy's menu",
      );
      expect(await menu.getByRole('checkbox', { name: 'Спикеры' }).isChecked()).toBe(false);
    }));
});
