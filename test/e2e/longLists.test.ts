// Long lists in Chromium (issue 31 item 2): the schedule of 1,000 meetings, 150 speakers, 150
// posts and a form of 100 fields, seeded over the API, each render only a window of their rows:
// screen readers still learn the whole size, the end of the list shows its last row, a focused
// row scrolled far away keeps the focus, dragging and the arrow buttons still reorder fields,
// and every list passes the axe check, on a desktop and on a 360 px phone.
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
/** 00:00 on July 1, 2026 in Moscow, the event's zone. */
const JULY_1 = Date.UTC(2026, 5, 30, 21) / 1000;
/** At most this many rows in the DOM: a screenful and the overscan, far from the whole list. */
const WINDOW = 60;

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
  let grow: (index: number, annotation: string) => Promise<unknown>;

  beforeAll(async () => {
    e2e = await E2E.start();
    // Signed up in the console (the page stays signed in), then the API as the organiser.
    const { api, o, eventId, key } = await organiserWithEvent(e2e, EMAIL, 'Длинные списки');
    href = `/edit/${key}`;
    // One day, one minute apart: 'Сессия 0001' opens the day, 'Сессия 1000' ends it. Every
    // third has an annotation, so rows differ in height.
    const meetingIds = Array.from({ length: MEETINGS }, () => uuidv7());
    const startAt = (i: number) => JULY_1 + 60 * (i + 1);
    /** Gives the meeting of row `index` a new annotation (a live change in the open console). */
    grow = (index, annotation) =>
      api.meetings.updateMeeting(
        {
          eventId,
          meetingId: meetingIds[index] ?? '',
          name: `Сессия ${number(index + 1)}`,
          startAt: startAt(index),
          endAt: startAt(index) + 1800,
          annotation,
          showLocationInListMeetings: false,
          updateMask: { paths: ['annotation'] },
        },
        o,
      );
    await inParallel(MEETINGS, (i) =>
      api.meetings.createMeeting(
        {
          eventId,
          meetingId: meetingIds[i] ?? '',
          name: `Сессия ${number(i + 1)}`,
          annotation: i % 3 === 0 ? `Аннотация сессии ${i + 1}, подробнее в программе.` : '',
          startAt: startAt(i),
          endAt: startAt(i) + 1800,
          speakerIds: [],
          showLocationInListMeetings: false,
        },
        o,
      ),
    );
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

  /** The form's field names in its order, on the server. */
  const fieldNames = async () => {
    const [form] = await e2e.rows<{ fields: string[] }>(
      sql`select array(select ff.field_name from unnest(f.sequence_of_fields)
        with ordinality s(id, n) join form_fields ff on ff.id = s.id::uuid order by s.n)
        as fields from forms f where f.form_id = ${FORM_ID}`,
    );
    return form?.fields ?? [];
  };

  const frame = () =>
    e2e.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));

  /** The first row whose top is in view: its index and its place in the viewport. */
  const rowAtTop = () =>
    e2e.page.evaluate(() => {
      for (const row of document.querySelectorAll('tbody [data-index]')) {
        const { top } = row.getBoundingClientRect();
        if (top >= 0) return { index: Number(row.getAttribute('data-index')), top };
      }
      return null;
    });

  /** Where the row of `index` is in the viewport (null when it is not rendered). */
  const topOf = (index: number) =>
    e2e.page.evaluate(
      (index) =>
        document.querySelector(`tbody [data-index="${index}"]`)?.getBoundingClientRect().top ??
        null,
      index,
    );

  const focused = (element: Locator) =>
    element.evaluate((el) => el.isConnected && el === document.activeElement);

  /**
   * A table of `count` rows (and `header` header rows): its size told to screen readers, a
   * window of rows in the DOM, the last row at the end, the first row's link keeping the focus.
   */
  const checkTable = async (
    table: Locator,
    count: number,
    header: number,
    first: string,
    last: string,
  ) => {
    const { page, ui } = e2e;
    const firstLink = table.getByRole('link', { name: first, exact: true });
    await firstLink.waitFor();
    expect(await table.getAttribute('aria-rowcount')).toBe(String(count + header));
    expect(await table.getByRole('row').count()).toBeLessThan(WINDOW);
    await ui.accessible(`the top of a list of ${count}`);

    await firstLink.focus();
    const lastLink = table.getByRole('link', { name: last, exact: true });
    await scrollToEnd(lastLink, `${last} at the end`);
    const lastRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: last, exact: true }) });
    expect(await lastRow.getAttribute('aria-rowindex')).toBe(String(count + header));
    expect(await table.getByRole('row').count()).toBeLessThan(WINDOW);
    // The focused row stays, off screen, with its focus: Tab goes on from it.
    expect(await focused(firstLink)).toBe(true);
    await ui.accessible(`the end of a list of ${count}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await focused(firstLink)).toBe(true);
  };

  it('renders a window of the 1,000 meetings of a day', () =>
    e2e.capture('long-schedule', async () => {
      const { page } = e2e;
      await e2e.goto(`${href}/meetings`);
      await page.getByRole('heading', { name: 'Расписание', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: 'Расписание' });
      await checkTable(table, MEETINGS, 1, 'Сессия 0001', 'Сессия 1000');

      // Tab goes from row to row past the rows first rendered (a key press a frame).
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      }
      expect(await focused(table.getByRole('link', { name: 'Сессия 0041', exact: true }))).toBe(
        true,
      );
    }));

  it('keeps the rows in view in place on a 360 px phone when a row above grows', () =>
    e2e.capture('long-schedule-narrow', async () => {
      const { page } = e2e;
      await page.setViewportSize({ width: 360, height: 740 });
      try {
        await e2e.goto(`${href}/meetings`);
        const table = page.getByRole('table', { name: 'Расписание' });
        await table.getByRole('link', { name: 'Сессия 0001', exact: true }).waitFor();
        // Down the day a screenful at a time, as a reader scrolls: rows wrap at this width and
        // are taller than estimated, each measured on the way.
        for (let i = 0; i < 30; i++) {
          await page.mouse.wheel(0, 600);
          await frame();
        }
        let at = await rowAtTop();
        await eventually(async () => {
          const now = await rowAtTop();
          const same = now !== null && now.index === at?.index && now.top === at.top;
          at = now;
          return same;
        }, 'the list to settle');
        if (!at) throw new Error('no row in view');
        const { index, top } = at;
        expect(index).toBeGreaterThan(20);
        expect(await table.getByRole('row').count()).toBeLessThan(WINDOW);

        // The row just above the view gets a long annotation: it grows, the rows in view stay.
        const annotation = 'Длинная аннотация, '.repeat(30);
        await grow(index - 1, annotation);
        await page.getByText(annotation.trim()).waitFor({ state: 'attached' });
        for (let i = 0; i < 3; i++) await frame();
        const moved = await topOf(index);
        expect(moved).not.toBeNull();
        expect(Math.abs((moved ?? 0) - top)).toBeLessThanOrEqual(1);

        // Turned to a desktop's width and back, the row is still in view.
        await page.setViewportSize({ width: 1280, height: 800 });
        for (let i = 0; i < 3; i++) await frame();
        await page.setViewportSize({ width: 360, height: 740 });
        for (let i = 0; i < 3; i++) await frame();
        const after = await topOf(index);
        expect(after).not.toBeNull();
        expect(after).toBeGreaterThan(-300);
        expect(after).toBeLessThan(740);
        await e2e.ui.accessible('the schedule far down on a phone');
      } finally {
        await page.setViewportSize({ width: 1280, height: 800 });
      }
    }));

  it('renders a window of 150 speakers, on a 360 px phone', () =>
    e2e.capture('long-speakers', async () => {
      const { page } = e2e;
      await page.setViewportSize({ width: 360, height: 740 });
      try {
        // Another list of the tab's previous page load was left far down: a screen opened by its
        // address still starts at its top, its first rows rendered.
        await e2e.goto(`${href}/posts`);
        await page.getByRole('link', { name: `Новость ${number(POSTS)}`, exact: true }).waitFor();
        await page.evaluate(() => window.scrollTo(0, 3000));
        await eventually(async () => (await page.evaluate(() => scrollY)) === 3000, 'posts down');
        await e2e.goto(`${href}/speakers`);
        await page.getByRole('heading', { name: 'Спикеры', level: 1 }).waitFor();
        const table = page.getByRole('table', { name: 'Спикеры' });
        await table
          .getByRole('link', { name: `Спикер ${number(SPEAKERS)}`, exact: true })
          .waitFor();
        expect(await page.evaluate(() => scrollY)).toBe(0);
        await checkTable(table, SPEAKERS, 0, `Спикер ${number(SPEAKERS)}`, 'Спикер 0001');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          360,
        );
      } finally {
        await page.setViewportSize({ width: 1280, height: 800 });
      }
    }));

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
        expect(await rows.count()).toBeLessThan(WINDOW / 2);
        await ui.accessible('the top of a form of 100 fields');

        // The keyboard way: the first field's 'down' button keeps its focus while the list is
        // scrolled to its end, and still moves its field.
        const down = page.getByRole('button', { name: 'Опустить поле «Поле 0001»' });
        await down.focus();
        await scrollToEnd(row('Поле 0100'), 'the last field at the end');
        expect(await row('Поле 0100').getAttribute('aria-posinset')).toBe(String(FIELDS));
        expect(await rows.count()).toBeLessThan(WINDOW / 2);
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
