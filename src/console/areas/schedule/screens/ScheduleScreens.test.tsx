import { create } from '@bufbuild/protobuf';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DocumentSchema } from '../../../../../generated/live/live_pb';
import { liveChanged, liveCurrent, liveStatusChanged } from '../../../../client/live';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { deliver } from '../../../../../test/console/liveDocs';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { makeStore } from '../../../app/store';
import { EditLayout } from '../../edit/screens';
import { eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import { MeetingEditorScreen } from './MeetingEditorScreen';
import { ScheduleScreen } from './ScheduleScreen';

const routes = [
  {
    path: '/edit/:eventKey',
    element: <EditLayout />,
    children: [
      { path: 'meetings', element: <ScheduleScreen /> },
      { path: 'meetings/new', element: <MeetingEditorScreen /> },
      { path: 'meetings/:meetingId', element: <MeetingEditorScreen /> },
    ],
  },
];
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** 2026-07-01 09:00 in Moscow (UTC+3). */
const JULY_1_9 = Date.UTC(2026, 6, 1, 6, 0) / 1000;
const HOUR = 3600;

function setUp(path: string) {
  const { store } = makeStore(preloaded([eventDoc({ timeZone: 'Europe/Moscow' })]), {
    readOnly: true,
  });
  const meeting = (meetingId: string, name: string, start: number, end: number, more = {}) =>
    [
      meetingId,
      {
        case: 'meeting',
        value: {
          meetingId,
          eventId: 'event-1',
          name,
          timetableStartAt: start,
          timetableEndAt: end,
          isVisible: true,
          createdAt: 100,
          updatedAt: 100,
          ...more,
        },
      },
    ] as [string, { case: 'meeting'; value: Record<string, unknown> }];
  deliver(store, LIVE_TARGETS.meetings.path({ eventId: 'event-1' }), [
    meeting('m1', 'Доклад', JULY_1_9, JULY_1_9 + 2 * HOUR, { annotation: 'Коротко' }),
    meeting('m2', 'Кофе', JULY_1_9, JULY_1_9 + HOUR / 2, { isVisible: false }),
    // 23:30 UTC on July 1 is 02:30 on July 2 in Moscow.
    meeting('m3', 'Ночной', JULY_1_9 + 17.5 * HOUR, JULY_1_9 + 18 * HOUR, { speakerIds: ['s1'] }),
  ]);
  deliver(store, LIVE_TARGETS.speakers.path({ eventId: 'event-1' }), [
    ['s1', { case: 'speaker', value: { speakerId: 's1', eventId: 'event-1', name: 'Ада' } }],
    [
      's2',
      {
        case: 'speaker',
        value: { speakerId: 's2', eventId: 'event-1', name: 'Алан', isHidden: true },
      },
    ],
  ]);
  return renderRoutes(routes, path, { store });
}

const queued = (store: ReturnType<typeof setUp>['store']) =>
  store.getState().queue.pending.map((w) => [w.call.method, w.call.request]);
const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => [
      within(r).getAllByRole('cell')[0]?.textContent,
      within(r).getByRole('link').textContent,
    ]);

describe('schedule list', () => {
  it('groups meetings by day in the event zone, shorter first on a tie, with day tabs', async () => {
    const { user } = setUp('/edit/conf/meetings');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toHaveLength(2);
    expect(tabs[0]).toMatch(/1/);
    expect(tabs[1]).toMatch(/2/);
    expect(rowNames()).toEqual([
      ['09:00 - 09:30', '(не активно) Кофе'],
      ['09:00 - 11:00', 'Доклад'],
    ]);
    expect(screen.getByText('Коротко')).toBeTruthy();
    await user.click(screen.getAllByRole('tab')[1] as HTMLElement);
    expect(rowNames()).toEqual([['02:30 - 03:00', 'Ночной']]);
  });

  it('on a first sync, shows a spinner until both lists are current, then the rows at once', async () => {
    const { store } = makeStore(preloaded([eventDoc({ timeZone: 'Europe/Moscow' })]), {
      readOnly: true,
    });
    const meetingsPath = LIVE_TARGETS.meetings.path({ eventId: 'event-1' });
    const speakersPath = LIVE_TARGETS.speakers.path({ eventId: 'event-1' });
    renderRoutes(routes, '/edit/conf/meetings', { store });
    expect(screen.getByLabelText('Загрузка расписания')).toBeTruthy();
    // A batch of the first sync arrives: no table is rendered for it.
    act(() => {
      store.dispatch(
        liveChanged({
          path: meetingsPath,
          resumeToken: '7',
          changes: [
            {
              kind: 'added',
              docId: 'm1',
              document: create(DocumentSchema, {
                doc: {
                  case: 'meeting',
                  value: { meetingId: 'm1', eventId: 'event-1', name: 'Доклад', isVisible: true },
                },
              }),
            },
          ],
        }),
      );
      store.dispatch(liveCurrent({ path: meetingsPath, resumeToken: '7' }));
    });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByLabelText('Загрузка расписания')).toBeTruthy();
    act(() => {
      store.dispatch(liveCurrent({ path: speakersPath, resumeToken: '7' }));
    });
    expect(await screen.findByRole('link', { name: 'Доклад' })).toBeTruthy();
    expect(screen.queryByLabelText('Загрузка расписания')).toBeNull();
  });

  it('shows what the store holds when the feed is offline, without waiting for it', () => {
    const { store } = makeStore(preloaded([eventDoc({ timeZone: 'Europe/Moscow' })]), {
      readOnly: true,
    });
    renderRoutes(routes, '/edit/conf/meetings', { store });
    expect(screen.getByLabelText('Загрузка расписания')).toBeTruthy();
    act(() => {
      store.dispatch(liveStatusChanged('offline'));
    });
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('opens a day from the calendar, where only the days with meetings can be chosen', async () => {
    const { user } = setUp('/edit/conf/meetings');
    await user.click(screen.getByRole('button', { name: 'Выбрать день в календаре' }));
    const grid = await screen.findByRole('grid');
    // Weeks from Monday: the first column is Monday, 29 June.
    const cells = within(grid).getAllByRole('button');
    expect(cells[0]?.getAttribute('aria-label')).toMatch(/^Нет сессий: понедельник, 29 июня/);
    expect(within(grid).getByRole('button', { name: /^Нет сессий: пятница, 3 июля/ })).toBeTruthy();
    await user.click(within(grid).getByRole('button', { name: /^Выбрать четверг, 2 июля/ }));
    await waitFor(() => expect(rowNames()).toEqual([['02:30 - 03:00', 'Ночной']]));
    expect(screen.getAllByRole('tab')[1]?.getAttribute('aria-selected')).toBe('true');
  });

  it('warns under both meetings when two visible ones overlap in one location', () => {
    const { store } = setUp('/edit/conf/meetings');
    const path = LIVE_TARGETS.meetings.path({ eventId: 'event-1' });
    const at = (meetingId: string, name: string, start: number) =>
      [
        meetingId,
        {
          case: 'meeting',
          value: {
            meetingId,
            eventId: 'event-1',
            name,
            timetableStartAt: start,
            timetableEndAt: start + HOUR,
            locationId: 'l1',
            isVisible: true,
          },
        },
      ] as [string, { case: 'meeting'; value: Record<string, unknown> }];
    act(() =>
      deliver(store, path, [at('m4', 'Секция', JULY_1_9), at('m5', 'Обед', JULY_1_9 + HOUR / 2)]),
    );
    expect(screen.getByText('⚠ В том же месте в то же время, что и «Обед»')).toBeTruthy();
    expect(screen.getByText('⚠ В том же месте в то же время, что и «Секция»')).toBeTruthy();
    // Доклад overlaps both, but has no location: no warning for it.
    expect(screen.getAllByText(/⚠/)).toHaveLength(2);
  });
});

describe('meeting editor', () => {
  it('keeps the times disabled until their date, and refuses a missing start', async () => {
    const { user, store } = setUp('/edit/conf/meetings/new');
    expect((screen.getByLabelText(/Время начала/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/Дата окончания/) as HTMLInputElement).disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /Название/ }), 'Открытие');
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect((await screen.findAllByText('Заполните поле "Дата начала".')).length).toBeGreaterThan(0);
    expect(queued(store)).toEqual([]);
  });

  it('takes times as 24-hour HH:MM whatever the locale, and says when one is not', async () => {
    const { user, store } = setUp('/edit/conf/meetings/new');
    fireEvent.change(screen.getByLabelText(/Дата начала/), { target: { value: '01.07.2026' } });
    const start = screen.getByLabelText(/Время начала/) as HTMLInputElement;
    // Not the browser's time input, which follows the system's locale ("02:30 PM").
    expect(start.type).toBe('text');
    expect(start.placeholder).toBe('чч:мм');
    await user.type(start, '930');
    await user.tab();
    expect(start.value).toBe('09:30');
    await user.clear(start);
    await user.type(start, '25:00');
    await user.tab();
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(
      (await screen.findAllByText('Введите время в виде ЧЧ:ММ, от 00:00 до 23:59.')).length,
    ).toBeGreaterThan(0);
    expect(queued(store)).toEqual([]);
  });

  it('creates a meeting in the event zone with its speakers, then opens it', async () => {
    const { user, store } = setUp('/edit/conf/meetings/new');
    // A meeting is a «сессия», never the «мероприятие» the whole event is (issue 30, item 16).
    expect(screen.getByRole('heading', { name: 'Новая сессия', level: 1 })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Название/ }), 'Открытие');
    const set = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    set(/Дата начала/, '01.07.2026');
    set(/Время начала/, '10:00');
    set(/Дата окончания/, '01.07.2026');
    set(/Время окончания/, '11:30');
    // Moving the start past the end moves the end along.
    set(/Время начала/, '12:00');
    expect((screen.getByLabelText(/Время окончания/) as HTMLInputElement).value).toBe('12:00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Иконка' }), 'Важное событие');
    const add = screen.getByRole('combobox', { name: 'Добавить спикера' });
    expect(
      within(add)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Добавить спикера', '(не активно) Алан', 'Ада']);
    await user.selectOptions(add, 'Ада');
    expect(queued(store)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(queued(store)).toHaveLength(1));
    const [[method, request]] = queued(store) as [[string, Record<string, unknown>]];
    expect(method).toBe('createMeeting');
    expect(request).toEqual({
      eventId: 'event-1',
      meetingId: expect.stringMatching(UUID_V7) as string,
      name: 'Открытие',
      startAt: Date.UTC(2026, 6, 1, 9, 0) / 1000,
      endAt: Date.UTC(2026, 6, 1, 9, 0) / 1000,
      iconName: 'star',
      showLocationInListMeetings: false,
      speakerIds: ['s1'],
    });
    expect(await screen.findByRole('heading', { name: 'Сессия' })).toBeTruthy();
  });

  it('sets the location and warns when a speaker is in another meeting at the time', async () => {
    const { user, store } = setUp('/edit/conf/meetings/m3');
    act(() => {
      deliver(store, LIVE_TARGETS.locations.path({ eventId: 'event-1' }), [
        ['l1', { case: 'location', value: { locationId: 'l1', eventId: 'event-1', name: 'Зал' } }],
      ]);
      deliver(store, LIVE_TARGETS.meetings.path({ eventId: 'event-1' }), [
        [
          'm6',
          {
            case: 'meeting',
            value: {
              meetingId: 'm6',
              eventId: 'event-1',
              name: 'Утро',
              timetableStartAt: JULY_1_9 + 17 * HOUR,
              timetableEndAt: JULY_1_9 + 18 * HOUR,
              speakerIds: ['s1'],
              isVisible: true,
            },
          },
        ],
      ]);
    });
    const alert = await screen.findByRole('status', {
      name: 'Пересечения (сохранить всё равно можно)',
    });
    expect(alert.textContent).toContain('Ада в это же время участвует в «Утро»');
    // Moving the meeting away ends the warning.
    fireEvent.change(screen.getByLabelText(/Время окончания/), { target: { value: '04:00' } });
    fireEvent.change(screen.getByLabelText(/Время начала/), { target: { value: '03:00' } });
    await waitFor(() => expect(screen.queryByText(/участвует в «Утро»/)).toBeNull());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Место проведения' }), 'Зал');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    // The update, naming the fields the organiser changed; the display switch did not change,
    // so its call is not sent (it would overwrite another client's choice).
    await waitFor(() => expect(queued(store)).toHaveLength(1));
    const [[method, request]] = queued(store) as [[string, Record<string, unknown>]];
    expect(method).toBe('updateMeeting');
    expect(request).toMatchObject({ meetingId: 'm3', locationId: 'l1' });
    expect(request['updateMask']).toEqual({ paths: ['start_at', 'end_at', 'location_id'] });
  });

  it('saves speaker changes at once in edit mode', async () => {
    const { user, store } = setUp('/edit/conf/meetings/m3');
    expect((screen.getByLabelText(/Время начала/) as HTMLInputElement).value).toBe('02:30');
    await user.click(screen.getByRole('button', { name: 'Убрать спикера Ада' }));
    await waitFor(() =>
      expect(queued(store)).toEqual([
        ['removeSpeakers', { eventId: 'event-1', meetingId: 'm3', speakerIds: ['s1'] }],
      ]),
    );
    expect((screen.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
