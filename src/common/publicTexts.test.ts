import type { PublicEvent, PublicMeeting, PublicSpeaker } from './publicEvent';
import { MAX_PART_BYTES, mergeTexts, splitTexts, withTexts } from './publicTexts';

const DAY1 = Date.UTC(2030, 5, 1, 22, 30) / 1000;

const event = (meetings: Partial<PublicMeeting>[], speakers: Partial<PublicSpeaker>[] = []) =>
  ({ timeZone: 'Europe/Moscow', meetings, speakers }) as PublicEvent;

describe("the public snapshot's texts parts", () => {
  it("parts the meetings' texts by day in the event's zone, the bios apart", () => {
    const whole = event(
      [
        { id: 'late', startAt: DAY1, annotation: 'a', text: 't' },
        { id: 'next', startAt: DAY1 + 3600 * 24, annotation: '', text: 'u' },
        { id: 'bare', startAt: DAY1, annotation: '', text: '' },
      ],
      [
        { id: 's1', bio: 'b' },
        { id: 's2', bio: '' },
      ],
    );
    const { home, parts } = splitTexts(whole);
    // 22:30 UTC is past midnight in Moscow.
    expect(parts).toEqual({
      '2030-06-02': { meetings: { late: { annotation: 'a', text: 't' } }, speakers: {} },
      '2030-06-03': { meetings: { next: { annotation: '', text: 'u' } }, speakers: {} },
      speakers: { meetings: {}, speakers: { s1: 'b' } },
    });
    expect(JSON.stringify(home)).not.toMatch(/"(t|u|b)"/);
    expect(withTexts(home, mergeTexts(Object.values(parts)))).toEqual(whole);
  });

  it('cuts a day whose texts pass the limit into parts each under it', () => {
    // Two and four bytes a character in UTF-8: the limit is in bytes, not characters.
    const long = 'Ж'.repeat(5_000) + '🎉'.repeat(100);
    const meetings = Array.from({ length: 40 }, (_, i) => ({
      id: `m${i}`,
      startAt: DAY1 + 60 * i,
      annotation: '',
      text: long,
    }));
    const { parts } = splitTexts(event(meetings));
    expect(Object.keys(parts)).toEqual([
      '2030-06-02',
      '2030-06-02-2',
      '2030-06-02-3',
      '2030-06-02-4',
    ]);
    for (const part of Object.values(parts))
      expect(new TextEncoder().encode(JSON.stringify(part)).length).toBeLessThanOrEqual(
        MAX_PART_BYTES,
      );
    expect(Object.keys(mergeTexts(Object.values(parts)).meetings)).toHaveLength(40);
  });
});
