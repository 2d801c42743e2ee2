import { act, screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '../../../app/store';
import type { AppStore } from '../../../app/store';
import { renderRoutes } from '../../../../../test/console/renderWithProviders';
import { liveStatusChanged } from '../../../../client/live';
import { EditLayout } from '../../edit/screens';
import { eventDoc, preloaded } from '../../../entities/events/testing/eventTestData';
import { statisticsApi } from '../statisticsApi';
import type { DayRow, DaysPage } from '../statisticsApi';
import { defaultRange } from '../statsRange';
import { StatisticsScreen } from './StatisticsScreen';

const routes = [
  {
    path: '/edit/:eventKey',
    element: <EditLayout />,
    children: [{ path: 'statistics', element: <StatisticsScreen /> }],
  },
];

const day = (date: string, users: number, sessions: number, pageViews: number): DayRow => ({
  date,
  users,
  sessions,
  pageViews,
});

/** The answers the server gave, put where the screen looks for them (no server here). */
async function answered(pages: DaysPage[], active = 3, clientId = ''): Promise<AppStore> {
  const { store } = makeStore(preloaded([eventDoc({ eventId: 'event-1', extKey: 'conf' })]), {
    readOnly: true,
  });
  const range = { eventId: 'event-1', clientId, ...defaultRange(new Date()) };
  await store.dispatch(
    statisticsApi.util.upsertQueryData('getActiveClients', { eventId: 'event-1' }, active),
  );
  let pageToken = '';
  for (const page of pages) {
    await store.dispatch(
      statisticsApi.util.upsertQueryData('listDays', { ...range, pageToken }, page),
    );
    pageToken = page.nextPageToken;
  }
  return store;
}

const open = (store: AppStore) =>
  renderRoutes(routes, '/edit/conf/statistics', { store, locale: 'en' });

const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('statistics screen', () => {
  it('shows the active clients, and the daily figures as a chart and a table', async () => {
    const store = await answered([
      { rows: [day('2026-03-08', 2, 3, 6), day('2026-03-10', 1, 2, 1234)], nextPageToken: '' },
    ]);
    const { user } = open(store);
    expect(screen.getByRole('heading', { name: 'Statistics', level: 1 })).toBeTruthy();
    const active = screen.getByRole('region', { name: 'Active clients now' });
    expect(within(active).getByText('3')).toBeTruthy();
    expect(tableRows()).toEqual([
      ['Mar 8, 2026', '2', '3', '6'],
      ['Mar 10, 2026', '1', '2', '1,234'],
    ]);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Date', 'Users', 'Sessions', 'Page views']);

    const chart = screen.getByRole('img', { name: /Daily users, sessions and page views/ });
    expect(chart.querySelector('desc')?.textContent).toBe(
      'From Mar 8, 2026 to Mar 10, 2026: 2 days with data. ' +
        'Users: 3 in total, at most 2 (Mar 8, 2026). ' +
        'Sessions: 5 in total, at most 3 (Mar 8, 2026). ' +
        'Page views: 1,240 in total, at most 1,234 (Mar 10, 2026).',
    );
    // A line per series, over every day of the span (the 9th had no visits: 0).
    expect(chart.querySelectorAll('polyline')).toHaveLength(3);
    expect(
      chart.querySelector('[data-series="users"] polyline')?.getAttribute('points')?.split(' '),
    ).toHaveLength(3);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Users', 'Sessions', 'Page views']);

    // The keyboard reads the days out one by one.
    const focusable = screen.getByRole('group', { name: 'Chart of the daily figures' });
    focusable.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('chart-readout').textContent).toBe(
      'Mar 8, 2026: 2 users, 3 sessions, 6 page views.',
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('chart-readout').textContent).toBe(
      'Mar 10, 2026: 1 users, 2 sessions, 1,234 page views.',
    );
    expect(store.getState().notifications.queue).toEqual([]);
  });

  it('says there is no data, without a chart', async () => {
    const store = await answered([{ rows: [], nextPageToken: '' }], 0);
    open(store);
    expect(tableRows()).toEqual([['No data available']]);
    expect(screen.queryByRole('img', { name: /Daily users/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('loads the next page with the token of the page before', async () => {
    const store = await answered([
      { rows: [day('2026-03-01', 1, 1, 1), day('2026-03-02', 2, 2, 2)], nextPageToken: 'after-02' },
      { rows: [day('2026-03-03', 3, 3, 3)], nextPageToken: '' },
    ]);
    const { user } = open(store);
    expect(tableRows().map((r) => r[0])).toEqual(['Mar 1, 2026', 'Mar 2, 2026']);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(tableRows().map((r) => r[0])).toEqual(['Mar 1, 2026', 'Mar 2, 2026', 'Mar 3, 2026']),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('explains a range it cannot ask for, and keeps showing the last good one', async () => {
    const store = await answered([{ rows: [day('2026-03-08', 2, 3, 6)], nextPageToken: '' }]);
    const { user } = open(store);
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '01/01/2000');
    expect(await screen.findByText('The end date must not be before the start date.')).toBeTruthy();
    expect(tableRows()).toEqual([['Mar 8, 2026', '2', '3', '6']]);

    await user.type(screen.getByLabelText('Client id'), 'short{Enter}');
    expect(
      await screen.findByText("A client id has 16 to 64 characters: letters, digits, '_' or '-'."),
    ).toBeTruthy();
  });

  it('offline, keeps the last figures with a note that they may be out of date', async () => {
    const store = await answered([{ rows: [day('2026-03-08', 2, 3, 6)], nextPageToken: '' }]);
    open(store);
    expect(screen.queryByText(/may be out of date/)).toBeNull();
    act(() => {
      store.dispatch(liveStatusChanged('offline'));
    });
    expect(await screen.findByText(/the last ones loaded and may be out of date/)).toBeTruthy();
    expect(tableRows()).toEqual([['Mar 8, 2026', '2', '3', '6']]);
    expect(
      within(screen.getByRole('region', { name: 'Active clients now' })).getByText('3'),
    ).toBeTruthy();
  });

  it('keeps the figures when a refresh finds no server, says they may be old, and notifies nothing', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = await answered([{ rows: [day('2026-03-08', 2, 3, 6)], nextPageToken: '' }]);
    const { user } = open(store);
    // Nothing listens at the test page's origin: the calls fail as they do offline.
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(/the last ones loaded and may be out of date/)).toBeTruthy();
    expect(tableRows()).toEqual([['Mar 8, 2026', '2', '3', '6']]);
    expect(
      within(screen.getByRole('region', { name: 'Active clients now' })).getByText('3'),
    ).toBeTruthy();
    expect(store.getState().notifications.queue).toEqual([]);
  });
});
