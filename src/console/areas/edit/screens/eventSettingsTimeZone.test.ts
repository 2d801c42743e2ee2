import { eventDoc } from '../../../entities/events/testing/eventTestData';
import { eventSettingsSchema, eventSettingsUpdate, eventSettingsValues } from './eventSettingsForm';

const view = (timeZone: string) => ({ ...eventDoc({ timeZone }), pendingWrites: 0 });

describe('the event time zone in the general settings', () => {
  it('starts from the event zone, UTC while the event has none', () => {
    expect(eventSettingsValues(view('Europe/Moscow'), 'conf').timeZone).toBe('Europe/Moscow');
    expect(eventSettingsValues(view(''), 'conf').timeZone).toBe('UTC');
  });

  it('sends the zone only when it changed', () => {
    const initial = eventSettingsValues(view('Europe/Moscow'), 'conf');
    expect(eventSettingsUpdate('event-1', initial, initial)).toBeNull();
    expect(eventSettingsUpdate('event-1', initial, { ...initial, timeZone: 'Asia/Tokyo' })).toEqual(
      { eventId: 'event-1', key: 'conf', timeZone: 'Asia/Tokyo' },
    );
  });

  it('refuses a zone that is not an IANA name', () => {
    const values = { ...eventSettingsValues(view('UTC'), 'conf'), timeZone: 'GMT+3:00' };
    expect(() => eventSettingsSchema.validateSync(values)).toThrow();
  });
});
