import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { PublicEvent, PublicMeeting } from '../../common/publicEvent';
import { AppContext } from '../appContext';
import { textsFor } from '../texts';
import { SchedulePage } from './SchedulePage';

/** 09:00 UTC on 1 June 2030, the first day. */
const DAY1 = Date.UTC(2030, 5, 1, 9) / 1000;
const session = (day: number, i: number) =>
  ({
    id: `d${day}-${i}`,
    name: `Day ${day} talk ${i}`,
    icon: '',
    startAt: DAY1 + day * 86_400 + i * 600,
    endAt: DAY1 + day * 86_400 + i * 600 + 600,
    locationId: '',
    showLocation: false,
    speakerIds: [],
  }) as unknown as PublicMeeting;

const event = {
  eventKey: 'conf',
  timeZone: 'UTC',
  dateLocale: 'en',
  wording: {},
  locations: [],
  speakers: [],
  // Two long days: more cards than the first screen draws.
  meetings: [0, 1].flatMap((day) => Array.from({ length: 60 }, (_, i) => session(day, i))),
} as unknown as PublicEvent;

const names = () =>
  within(screen.getByRole('region'))
    .getAllByRole('listitem')
    .map((li) => within(li).getByRole('link').textContent);

/** Lets the frames pass in which the day's remaining cards are drawn. */
async function frames(n: number) {
  for (let i = 0; i < n; i += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

describe('the schedule page', () => {
  beforeEach(() => localStorage.clear());

  it("lists every session of the day in time order, and another day's when chosen", async () => {
    render(
      <AppContext.Provider value={{ event, texts: textsFor('en'), base: '/conf/' }}>
        <SchedulePage />
      </AppContext.Provider>,
    );
    await frames(10);
    expect(names()).toEqual(event.meetings.slice(0, 60).map((m) => m.name));
    fireEvent.click(screen.getByRole('button', { name: /June 2/ }));
    await frames(10);
    expect(names()).toEqual(event.meetings.slice(60).map((m) => m.name));
  });

  it('stars a session from the list', async () => {
    render(
      <AppContext.Provider value={{ event, texts: textsFor('en'), base: '/conf/' }}>
        <SchedulePage />
      </AppContext.Provider>,
    );
    const star = screen.getByRole('button', { name: 'Favorite: Day 0 talk 3' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    const stored = JSON.parse(localStorage.getItem('attendee.favorites:conf') ?? '{}') as {
      marks: Record<string, { on: boolean }>;
    };
    expect(stored.marks).toEqual({ 'd0-3': { on: true, at: expect.any(Number) } });
  });
});
