import { addDays, defaultRange, rangeProblem } from './statsRange';

describe('statistics range', () => {
  it('defaults to the last 30 UTC days, today included', () => {
    // 01:30 in Moscow is still the previous day in UTC, the server's day.
    expect(defaultRange(new Date('2026-03-01T22:30:00Z'))).toEqual({
      startDate: '2026-01-31',
      endDate: '2026-03-01',
    });
  });

  it('steps over month and leap-year ends', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('says which end is wrong, when they are out of order and when it is too long', () => {
    expect(rangeProblem({ startDate: '', endDate: '2026-01-01' })).toBe('startDate');
    expect(rangeProblem({ startDate: '2026-01-01', endDate: '2026-02-30' })).toBe('endDate');
    expect(rangeProblem({ startDate: '2026-01-02', endDate: '2026-01-01' })).toBe('order');
    expect(rangeProblem({ startDate: '2026-01-01', endDate: '2026-01-01' })).toBeNull();
    // Three years with a leap day (1096 days) is the longest the server answers.
    expect(rangeProblem({ startDate: '2024-01-01', endDate: '2026-12-31' })).toBeNull();
    expect(rangeProblem({ startDate: '2023-12-31', endDate: '2026-12-31' })).toBe('tooLong');
  });
});
