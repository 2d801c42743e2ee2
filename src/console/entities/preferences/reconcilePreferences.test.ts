import { queuedWrite } from '../events/testing/eventTestData';
import { preferenceChanges, reconcilePreferences } from './reconcilePreferences';

const update = (key: string, payload: Record<string, string>, eventId = 'event-1') =>
  queuedWrite({
    service: 'events',
    method: 'updateEventPreferenceByKey',
    request: { eventId, key, preference: { payload } },
  });
const remove = (key: string) =>
  queuedWrite({
    service: 'events',
    method: 'deleteEventPreferenceByKey',
    request: { eventId: 'event-1', key },
  });

describe('reconcilePreferences', () => {
  it('replaces a preference by a queued update and adds a new one', () => {
    const view = reconcilePreferences(
      { 'ui.locale': { value: 'ru-RU' } },
      [update('ui.locale', { value: 'en-US' }), update('ui.icons.a', { src: 'x' })],
      'event-1',
    );
    expect(view).toEqual({ 'ui.locale': { value: 'en-US' }, 'ui.icons.a': { src: 'x' } });
  });

  it('drops a deleted preference, and a later update brings it back', () => {
    const remote = { 'ui.locale': { value: 'ru-RU' } };
    expect(reconcilePreferences(remote, [remove('ui.locale')], 'event-1')).toEqual({});
    expect(
      reconcilePreferences(
        remote,
        [remove('ui.locale'), update('ui.locale', { value: 'en-US' })],
        'event-1',
      ),
    ).toEqual({ 'ui.locale': { value: 'en-US' } });
    expect(remote).toEqual({ 'ui.locale': { value: 'ru-RU' } });
  });

  it('ignores other events, other calls and malformed payloads', () => {
    const theme = queuedWrite({
      service: 'events',
      method: 'setTheme',
      request: { eventId: 'event-1', key: 'ui.locale' },
    });
    const malformed = queuedWrite({
      service: 'events',
      method: 'updateEventPreferenceByKey',
      request: { eventId: 'event-1', key: 'ui.locale', preference: { payload: { value: 1 } } },
    });
    const writes = [update('ui.locale', { value: 'en-US' }, 'event-2'), theme, malformed];
    expect(reconcilePreferences({}, writes, 'event-1')).toEqual({});
    expect(preferenceChanges(writes, 'event-2')).toEqual([
      { key: 'ui.locale', payload: { value: 'en-US' } },
    ]);
  });
});
