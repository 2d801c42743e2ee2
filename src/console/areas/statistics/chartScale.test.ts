import { filledDays, summarise, xTicks, yScale } from './chartScale';

const row = (date: string, users: number, sessions = users, pageViews = users) => ({
  date,
  users,
  sessions,
  pageViews,
});

describe('chart scale', () => {
  it('fills the days without a row with zeros', () => {
    expect(filledDays([row('2026-02-27', 2), row('2026-03-02', 1)])).toEqual([
      row('2026-02-27', 2),
      row('2026-02-28', 0),
      row('2026-03-01', 0),
      row('2026-03-02', 1),
    ]);
    expect(filledDays([])).toEqual([]);
  });

  it('ends the y axis on a round number', () => {
    expect(yScale(0)).toEqual({ top: 1, step: 1 });
    expect(yScale(3)).toEqual({ top: 3, step: 1 });
    expect(yScale(7)).toEqual({ top: 8, step: 2 });
    expect(yScale(37)).toEqual({ top: 40, step: 10 });
    expect(yScale(1234)).toEqual({ top: 1500, step: 500 });
  });

  it('spreads the x ticks from the first day to the last', () => {
    expect(xTicks(1, 5)).toEqual([0]);
    expect(xTicks(3, 5)).toEqual([0, 1, 2]);
    expect(xTicks(31, 5)).toEqual([0, 8, 15, 23, 30]);
  });

  it('sums each series and finds its highest day', () => {
    const rows = [row('2026-03-01', 2, 3, 9), row('2026-03-02', 5, 5, 6)];
    expect(summarise(rows, ['users', 'pageViews'])).toEqual([
      { key: 'users', total: 7, peak: 5, peakDate: '2026-03-02' },
      { key: 'pageViews', total: 15, peak: 9, peakDate: '2026-03-01' },
    ]);
  });
});
