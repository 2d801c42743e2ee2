// Long lists in Chromium (issue 31 item 2): a day of 1,000 meetings, 150 speakers, 150 posts
// and a form of 100 fields, seeded over the API, each render only a window of their rows.
// Screen readers still learn the whole size, the end of the list shows its last row, a focused
// row scrolled far away keeps the focus and Tab goes on from it, the day tabs still switch, the
// rows in view stay where the user scrolled them on a 360 px phone (where rows wrap taller than
// estimated) also when a row above them grows, the arrow buttons and dragging still reorder
// fields (also to a row that was off screen when the drag began), and every list passes the
// axe check.
import { sql } from 'drizzle-orm';
import type { Locator } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { FormFieldType, PostType } from '../../generated/manager/model_pb';
import { organiserWithEvent } from './attendeeRig';
import { E2E, eventually } from './browser';

jest.setTimeout(300_000);

const EMAIL = 'long-lists@example.com';
const MEETINGS = 1000;
const SPEAKERS = 150;
const POSTS = 150;
const FIELDS = 100; // FORM_LIMITS.fields
const FORM_ID = 'feedback_longlists';
/** 00:00 on July 1, 2026 in Moscow, the event's zone; the second day, a day later. */
const JULY_1 = Date.UTC(2026, 5, 30, 21) / 1000;
const JULY_2 = JULY_1 + 86_400;
/** At most this many rows in the DOM: a screenful and the overscan, far from the whole list. */
const WINDOW = 30;
/** As many table rows, with the header and the spacer rows for the rows not rendered. */
const TABLE_WINDOW = 60;

const number = (i: number) => String(i).padStart(4, '0');

async function inParallel(count: number, call: (i: number) => Promise<unknown>, width = 8) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await call(next++);
    }),
  );
}

describe('long lists in a browser', () => {
  let e2e: E2E;
  let href = '';
  /** The first day's meetings' ids in their order. */
  const meetingIds: string[] = [];
  /** Gives the day's meeting `i` a new annotation over the API (the console gets it live). */
  let grow: (i: number, annotation: string) => Promise<unknown> = () => Promise.resolve();

  beforeAll(async () => {
    e2e = await E2E.start();
    // Signed up in the console (the page stays signed in), then the API as the organiser.
    const { api, o, eventId, key } = await organiserWithEvent(e2e, EMAIL, 'Длинные списки');
    href = `/edit/${key}`;
    const made: { name: string; startAt: number; endAt: number }[] = [];
    grow = (i, annotation) =>
      api.meetings.updateMeeting(
        {
          ...made[i],
          eventId,
          meetingId: meetingIds[i],
          annotation,
          showLocationInListMeetings: false,
        },
        o,
      );
    // One day, one minute apart: 'Сессия 0001' opens it, 'Сессия 1000' ends it. Every third
    // has an annotation and every seventh a long name, so rows differ in height and wrap on a
    // phone. Three more on the second day.
    await inParallel(MEETINGS, async (i) => {
      const meetingId = uuidv7();
      meetingIds[i] = meetingId;
      const meeting = {
        name: `Сессия ${number(i + 1)}${i % 7 === 3 ? ': круглый стол о программе на будущий год' : ''}`,
        startAt: JULY_1 + 60 * (i + 1),
        endAt: JULY_1 + 60 * (i + 1) + 1800,
      };
      made[i] = meeting;
      await api.meetings.createMeeting(
        {
          ...meeting,
          eventId,
          meetingId,
          annotation: i % 3 === 0 ? `Аннотация сессии ${i + 1}, подробнее в программе.` : '',
          speakerIds: [],
          showLocationInListMeetings: false,
        },
        o,
      );
    });
    for (const n of [1, 2, 3]) {
      await api.meetings.createMeeting(
        {
          eventId,
          meetingId: uuidv7(),
          name: `Второй день ${n}`,
          startAt: JULY_2 + 3600 * (9 + n),
          endAt: JULY_2 + 3600 * (10 + n),
          speakerIds: [],
          showLocationInListMeetings: false,
        },
        o,
      );
    }
    // One after another: the lists show the newest first, so the first made is the last row.
    for (let i = 1; i <= SPEAKERS; i++) {
      await api.speakers.createSpeaker(
        { eventId, speakerId: uuidv7(), name: `Спикер ${number(i)}`, positionName: 'Докладчик' },
        o,
      );
    }
    for (let i = 1; i <= POSTS; i++) {
      await api.posts.createPost(
        {
          eventId,
          postId: uuidv7(),
          type: PostType.NEWS_PT,
          title: `Новость ${number(i)}`,
          text: `<p>Текст новости ${i}.</p>`,
        },
        o,
      );
    }
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

  const frames = (n: number) =>
    e2e.page.evaluate(async (n) => {
      for (let i = 0; i < n; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    }, n);

  /**
   * A table of `count` rows (and `header` header rows): its size told to screen readers, a
   * window of rows in the DOM, the last row shown at the end by the End key, the first row's
   * link keeping the focus (off screen, so Tab goes on from it), and no axe finding.
   */
  const checkTable = async (
    table: Locator,
    count: number,
    header: number,
    first: string,
    last: string,
  ) => {
    const { page, ui } = e2e;
    const rows = table.getByRole('row');
    const firstLink = table.getByRole('link', { name: first, exact: true });
    await firstLink.waitFor();
    expect(await table.getAttribute('aria-rowcount')).toBe(String(count + header));
    expect(await rows.count()).toBeLessThan(TABLE_WINDOW);
    await ui.accessible(`the top of a list of ${count}`);

    await firstLink.focus();
    const lastLink = table.getByRole('link', { name: last, exact: true });
    await scrollToEnd(lastLink, `${last} at the end`);
    // A filter's 'has' is looked for inside the row: rooted at the page, not the table.
    const lastRow = rows.filter({ has: page.getByRole('link', { name: last, exact: true }) });
    expect(await lastRow.getAttribute('aria-rowindex')).toBe(String(count + header));
    expect(await rows.count()).toBeLessThan(TABLE_WINDOW);
    expect(await focused(firstLink)).toBe(true);
    await ui.accessible(`the end of a list of ${count}`);
    await page.keyboard.press('Home');
    await eventually(() => inView(firstLink), `${first} at the top`);
    expect(await focused(firstLink)).toBe(true);
  };

  /**
   * Runs `body` on a 360 px phone, back to the desktop's size and the page's top after it: a
   * screen opened next by its address would take the position this page load left (React
   * Router's scroll restoration keys every page load's first entry 'default').
   */
  const onPhone = async (body: () => Promise<void>) => {
    await e2e.page.setViewportSize({ width: 360, height: 740 });
    try {
      await body();
    } finally {
      await e2e.page.evaluate(() => window.scrollTo(0, 0));
      await e2e.page.setViewportSize({ width: 1280, height: 800 });
    }
  };

  /** Whether the page fits a 360 px phone's width (nothing overflows sideways). */
  const fitsPhone = async () =>
    (await e2e.page.evaluate(() => document.documentElement.scrollWidth)) <= 360;

  /** The first row entirely in view: its data-index and its top in the viewport. */
  const rowInView = () =>
    e2e.page.evaluate(() => {
      for (const row of document.querySelectorAll('tbody [data-index]')) {
        const { top } = row.getBoundingClientRect();
        if (top >= 0) return { index: row.getAttribute('data-index') ?? '', top };
      }
      throw new Error('no row in view');
    });

  /** Where the row of `index` is in the viewport (null when it is not rendered). */
  const topOf = (index: string) =>
    e2e.page.evaluate(
      (index) =>
        document.querySelector(`tbody [data-index="${index}"]`)?.getBoundingClientRect().top ??
        null,
      index,
    );

  it('renders a window of the 1,000 meetings of a day, and switches days', () =>
    e2e.capture('long-schedule', async () => {
      const { page } = e2e;
      await e2e.goto(`${href}/meetings`);
      await page.getByRole('heading', { name: 'Расписание', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: 'Расписание' });
      await checkTable(table, MEETINGS, 1, 'Сессия 0001', 'Сессия 1000');

      // Tab goes from row to row past the rows first rendered (a key press a frame).
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        await frames(1);
      }
      expect(await focused(table.getByRole('link', { name: /^Сессия 0041/ }))).toBe(true);

      // The second day's three meetings, and back to the first day's.
      await page.getByRole('tab', { name: /2 июл/ }).click();
      await table.getByRole('link', { name: 'Второй день 1', exact: true }).waitFor();
      expect(await table.getAttribute('aria-rowcount')).toBe('4');
      expect(await table.getByRole('row').count()).toBe(4);
      await page.getByRole('tab', { name: /1 июл/ }).click();
      await table.getByRole('link', { name: 'Сессия 0001', exact: true }).waitFor();
      expect(await table.getAttribute('aria-rowcount')).toBe(String(MEETINGS + 1));
    }));

  it('keeps the rows in view where they were scrolled on a 360 px phone', () =>
    e2e.capture('long-schedule-narrow', () =>
      onPhone(async () => {
        const { page, ui } = e2e;
        await e2e.goto(`${href}/meetings`);
        const table = page.getByRole('table', { name: 'Расписание' });
        await table.getByRole('link', { name: 'Сессия 0001', exact: true }).waitFor();
        expect(await fitsPhone()).toBe(true);
        // The names keep their room: with the desktop's time and update-time columns a 360 px
        // screen left them 32 px, a letter a line, and a row taller than the screen.
        const nameCell = table.getByRole('cell').filter({ hasText: 'Сессия 0001' });
        expect(
          await nameCell.evaluate((cell) => cell.getBoundingClientRect().width),
        ).toBeGreaterThan(120);
        await ui.accessible('the schedule on a phone');

        // Far down at once (the rows on the way are never rendered, so never measured), then up
        // a bit at a time: each row coming in above the view is measured taller than its
        // estimate, and the rows in view move as far as the page was scrolled, no more.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
        await frames(3);
        for (let step = 0; step < 12; step++) {
          const before = await rowInView();
          await page.evaluate(() => window.scrollBy(0, -250));
          await frames(3);
          expect({ step, top: await topOf(before.index) }).toEqual({
            step,
            top: before.top + 250,
          });
        }

        // A row rendered above the view grows (a live change): the rows in view stay.
        const { index, top } = await rowInView();
        const above = String(Number(index) - 2);
        expect(await topOf(above)).toBeLessThan(0);
        const annotation = 'Длинная аннотация, '.repeat(20).trim();
        await grow(Number(above), annotation);
        await table.getByText(annotation).waitFor({ state: 'attached' });
        await frames(3);
        expect(await topOf(index)).toBe(top);
        expect(await table.getByRole('row').count()).toBeLessThan(TABLE_WINDOW);

        // The page moved after the virtualizer last saw it, as when the browser animates a scroll
        // (Home, a fling) off the main thread on a slow phone: rows rendered for where the page
        // was are measured once it is at the top. Their difference from their estimates is not
        // the page's to move by: written from where the page had been, it sent the page back.
        const first = table.getByRole('link', { name: 'Сессия 0001', exact: true });
        await page.evaluate(
          () =>
            new Promise<void>((resolve) => {
              window.scrollTo(0, window.scrollY / 2);
              // After the frame's scroll event (the rows for that place rendered), before its
              // layout and the rows' measuring.
              requestAnimationFrame(() => {
                window.scrollTo(0, 0);
                resolve();
              });
            }),
        );
        await frames(5);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        expect(await inView(first)).toBe(true);

        // The end of the day, as on a desktop.
        const last = table.getByRole('link', { name: 'Сессия 1000', exact: true });
        await scrollToEnd(last, 'the last meeting on a phone');
        await ui.accessible('the end of the schedule on a phone');
      }),
    ));

  it('renders a window of 150 speakers, on a 360 px phone', () =>
    e2e.capture('long-speakers', () =>
      onPhone(async () => {
        const { page } = e2e;
        await e2e.goto(`${href}/speakers`);
        await page.getByRole('heading', { name: 'Спикеры', level: 1 }).waitFor();
        const table = page.getByRole('table', { name: 'Спикеры' });
        await checkTable(table, SPEAKERS, 0, `Спикер ${number(SPEAKERS)}`, 'Спикер 0001');
        expect(await fitsPhone()).toBe(true);
      }),
    ));

  it('renders a window of 150 posts', () =>
    e2e.capture('long-posts', async () => {
      const { page } = e2e;
      await e2e.goto(`${href}/posts`);
      await page.getByRole('heading', { name: 'Уведомления', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: 'Уведомления' });
      await checkTable(table, POSTS, 1, `Новость ${number(POSTS)}`, 'Новость 0001');
    }));

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
