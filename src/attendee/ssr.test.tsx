import type { PublicEvent, PublicMeeting } from '../common/publicEvent';
import { renderFirstScreen } from './ssr';

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
  title: 'Summer <Conf>',
  language: 'en',
  timeZone: 'UTC',
  dateLocale: 'en',
  startAt: DAY1,
  endAt: DAY1 + 86_400,
  slogan: '<p>Two days</p>',
  copyright: '',
  footer: { visible: false, link: '' },
  images: { cover: null, background: null, backgroundDesktop: null },
  menu: ['home', 'schedule'],
  wording: {},
  locations: [],
  speakers: [],
  registration: { required: false },
  meetings: [0, 1].flatMap((day) => Array.from({ length: 40 }, (_, i) => session(day, i))),
} as unknown as PublicEvent;

describe('the first screen rendered without a browser', () => {
  it('renders the home with the title, dates and menu links', () => {
    const html = renderFirstScreen(event, '/conf/', '', DAY1 * 1000) ?? '';
    expect(html).toContain('<h1 class="title">Summer &lt;Conf&gt;</h1>');
    expect(html).toContain('href="/conf/schedule"');
    expect(html).toContain('Two days');
  });

  it("renders the schedule at the day of `now`, every card of it, and the other day's button", () => {
    const html = renderFirstScreen(event, '/conf/', 'schedule', (DAY1 + 86_400) * 1000) ?? '';
    expect(html.match(/class="session"/g)).toHaveLength(40);
    expect(html).toContain('Day 1 talk 39');
    expect(html).not.toContain('Day 0 talk');
    // Before the event: its first day.
    const before = renderFirstScreen(event, '/conf/', 'schedule', (DAY1 - 86_400 * 30) * 1000);
    expect(before).toContain('Day 0 talk 0');
  });

  it('renders nothing for other pages, nor the schedule of a registration event', () => {
    expect(renderFirstScreen(event, '/conf/', 'speakers', DAY1 * 1000)).toBeNull();
    const gated = { ...event, registration: { required: true } } as unknown as PublicEvent;
    expect(renderFirstScreen(gated, '/conf/', 'schedule', DAY1 * 1000)).toBeNull();
    expect(renderFirstScreen(gated, '/conf/', '', DAY1 * 1000)).toContain('Summer');
  });
});
