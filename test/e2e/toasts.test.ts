// Toasts never cover the form's own buttons (issue 9, item 8), at 360 px and on the desktop:
// a save pressed at the bottom of the screen shows its notification clear of the buttons.
import type { Locator } from 'playwright-core';
import { E2E } from './browser';

jest.setTimeout(240_000);

describe('notifications over a form', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await E2E.start();
    await e2e.signUpNew('toasts@example.com', 'correct horse battery');
    await e2e.ui.createEvent('Форум');
    await e2e.ui.openEvent('Форум');
    await e2e.ui.openGeneralSettings();
  });

  afterAll(async () => {
    await e2e?.close();
  });

  /** The buttons of the page that the shown notification lies over. */
  const covered = async (toast: Locator): Promise<string[]> => {
    const box = await toast.boundingBox();
    if (!box) throw new Error('no notification shown');
    return e2e.page.evaluate(
      ({ x, y, width, height }) =>
        Array.from(document.querySelectorAll('main button'))
          .filter((button) => {
            const r = button.getBoundingClientRect();
            return (
              r.width > 0 && r.left < x + width && x < r.right && r.top < y + height && y < r.bottom
            );
          })
          .map((button) => button.textContent ?? ''),
      box,
    );
  };

  const sizes = [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ];
  for (const { width, height } of sizes) {
    it(`shows the save's notification clear of the buttons at ${width} px`, () =>
      e2e.capture(`toasts-${width}`, async () => {
        const { page, ui } = e2e;
        await page.setViewportSize({ width, height });
        const card = ui.eventSettingsCard();
        await card.getByRole('textbox', { name: 'Название', exact: true }).fill(`Форум ${width}`);
        const save = card.getByRole('button', { name: 'Сохранить' });
        // Pressed at the bottom of the screen, where a notification shows by default.
        await save.evaluate((button) => button.scrollIntoView({ block: 'end' }));
        await save.click();
        const toast = page
          .locator('[role="status"] > *')
          .filter({ hasText: 'Данные обновлены.' })
          .first();
        await toast.waitFor();
        expect(await covered(toast)).toEqual([]);
        // The pointer on the toast holds it open (WCAG 2.2.1) while axe reads the page, which
        // can take longer than the toast's 6 s on a busy machine.
        await toast.hover();
        await ui.accessible(`the general settings with a notification at ${width} px`);
        await ui.notification('Данные обновлены.');
      }));
  }
});
