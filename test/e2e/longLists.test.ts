// Long lists in Chromium (issue 31 item 2): a form of 100 fields, seeded over the API, renders
// only a window of its rows: screen readers still learn the whole size, the End key reaches the
// last row, a focused row scrolled far away keeps the focus, the arrow buttons and dragging still
// reorder fields (also to a row that was off screen when the drag began), and the list passes
// the axe check, on a 360 px phone.
import { sql } from 'drizzle-orm';
import type { Locator } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { FormFieldType } from '../../generated/manager/model_pb';
import { organiserWithEvent } from './attendeeRig';
import { E2E, eventually } from './browser';

jest.setTimeout(300_000);

const EMAIL = 'long-lists@example.com';
const FIELDS = 100; // FORM_LIMITS.fields
const FORM_ID = 'feedback_longlists';
/** At most this many rows in the DOM: a screenful and the overscan, far from the whole list. */
const WINDOW = 30;

const number = (i: number) => String(i).padStart(4, '0');

describe('long lists in a browser', () => {
  let e2e: E2E;
  let href = '';

  beforeAll(async () => {
    e2e = await E2E.start();
    // Signed up in the console (the page stays signed in), then the API as the organiser.
    const { api, o, eventId, key } = await organiserWithEvent(e2e, EMAIL, 'Длинные списки');
    href = `/edit/${key}`;
    await api.forms.upsertForm(
      { eventId, formId: FORM_ID, name: 'Длинная форма', requiredForm: false },
      o,
    );
    for (let i = 1; i <= FIELDS; i++) {
      await api.forms.addFieldOfForm(
        {
          eventId,
          formId: FORM_ID,
          fieldId: uuidv7(),
          fieldName: `Поле ${number(i)}`,
          fieldType: FormFieldType.TEXT,
          fieldRequired: false,
        },
        o,
      );
    }
  });

  afterAll(async () => {
    await e2e?.close();
  });

  /** Whether the element is rendered and inside the viewport. */
  const inView = async (element: Locator) => {
    if ((await element.count()) !== 1) return false;
    return element.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
    });
  };

  /**
   * Scrolls the page to its end by the End key (the focus stays where it is) until `last` is in
   * view: rows measured on the way grow the page.
   */
  const scrollToEnd = async (last: Locator, what: string) => {
    await eventually(async () => {
      await e2e.page.keyboard.press('End');
      return inView(last);
    }, what);
  };

  const focused = (element: Locator) =>
    element.evaluate((el) => el.isConnected && el === document.activeElement);

  /** The form's field names in its order, on the server. */
  const fieldNames = async () => {
    const [form] = await e2e.rows<{ fields: string[] }>(
      sql`select array(select ff.field_name from unnest(f.sequence_of_fields)
        with ordinality s(id, n) join form_fields ff on ff.id = s.id::uuid order by s.n)
        as fields from forms f where f.form_id = ${FORM_ID}`,
    );
    return form?.fields ?? [];
  };

  it('renders a window of a form of 100 fields, reordered by the keyboard and by dragging', () =>
    e2e.capture('long-fields', async () => {
      const { page, ui } = e2e;
      await page.setViewportSize({ width: 360, height: 740 });
      try {
        await e2e.goto(`${href}/feedback/forms/${FORM_ID}`);
        await page.getByRole('heading', { name: 'Длинная форма', level: 1 }).waitFor();
        const list = page.getByRole('region', { name: 'Поля формы' });
        const rows = list.getByRole('listitem');
        const row = (name: string) =>
          rows.filter({ has: page.getByRole('link', { name, exact: true }) });
        await row('Поле 0001').waitFor();
        expect(await rows.first().getAttribute('aria-setsize')).toBe(String(FIELDS));
        expect(await rows.count()).toBeLessThan(WINDOW);
        await ui.accessible('the top of a form of 100 fields');

        // The keyboard way: the first field's 'down' button keeps its focus while the list is
        // scrolled to its end, and still moves its field.
        const down = page.getByRole('button', { name: 'Опустить поле «Поле 0001»' });
        await down.focus();
        await scrollToEnd(row('Поле 0100'), 'the last field at the end');
        expect(await row('Поле 0100').getAttribute('aria-posinset')).toBe(String(FIELDS));
        expect(await rows.count()).toBeLessThan(WINDOW);
        expect(await focused(down)).toBe(true);
        await ui.accessible('the end of a form of 100 fields');
        await page.keyboard.press('Enter');
        await page.getByText('Поле «Поле 0001» на месте 2 из 100').waitFor();
        expect(await focused(down)).toBe(true);
        await eventually(async () => (await ui.pendingCount()) === 0, 'the move to be sent');

        // The pointer way, at the end of the list: the last field above the one before it.
        await row('Поле 0100').dragTo(row('Поле 0099'));
        await page.getByText('Поле «Поле 0100» на месте 99 из 100').waitFor();
        await eventually(async () => {
          const names = await fieldNames();
          return (
            names.length === FIELDS &&
            names.slice(0, 2).join() === 'Поле 0002,Поле 0001' &&
            names.slice(-2).join() === 'Поле 0100,Поле 0099'
          );
        }, 'both moves on the server');

        // Dragged to a place off screen: the field is taken at the top, the page scrolls to the
        // end while it is held (the wheel, or the browser's scrolling at the window's edge), and
        // it is dropped on a row that was not rendered when the drag began.
        await page.keyboard.press('Home');
        await eventually(() => inView(row('Поле 0003')), 'the top of the form');
        expect(await row('Поле 0098').count()).toBe(0);
        await row('Поле 0003').hover();
        await page.mouse.down();
        await page.mouse.move(180, 200, { steps: 4 });
        await eventually(async () => {
          await page.evaluate(() => window.scrollBy(0, 1500));
          return inView(row('Поле 0098'));
        }, 'the end of the form while dragging');
        await row('Поле 0098').hover();
        await page.mouse.up();
        await page.getByText('Поле «Поле 0003» на месте 98 из 100').waitFor();
        await eventually(async () => {
          const names = await fieldNames();
          return (
            names.length === FIELDS &&
            names.slice(0, 3).join() === 'Поле 0002,Поле 0001,Поле 0004' &&
            names.slice(-4).join() === 'Поле 0098,Поле 0003,Поле 0100,Поле 0099'
          );
        }, 'the drag to an off-screen place on the server');
      } finally {
        await page.setViewportSize({ width: 1280, height: 800 });
      }
    }));
});
