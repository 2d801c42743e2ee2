// The wording view of an event the server has not seen yet (issue 16, item 3): every queued
// write shows, whatever the state of its event.
import { makeStore } from '../../app/store';
import { preloaded, queuedWrite } from '../events/testing/eventTestData';
import { selectPendingTranslationKeys, selectTranslationView } from './translationsSelectors';

const created = queuedWrite({
  service: 'events',
  method: 'createEvent',
  request: { eventId: 'offline', title: 'Offline forum', language: 'en' },
});
// Sent without a language, as a field left while the edit shell closes: the server writes it
// in the event's language.
const edited = queuedWrite({
  service: 'translations',
  method: 'upsertTranslate',
  request: { eventId: 'offline', key: 'tr.footer', value: '© Offline forum' },
});

describe('the wording of an event created offline', () => {
  it('shows a queued edit in the language the event was created in', () => {
    const { store } = makeStore(preloaded([], { pending: [created, edited] }), { readOnly: true });
    const state = store.getState();
    expect(selectTranslationView(state, 'offline', 'en')).toEqual({
      'tr.footer': '© Offline forum',
    });
    expect([...selectPendingTranslationKeys(state, 'offline', 'en')]).toEqual(['tr.footer']);
    expect(selectTranslationView(state, 'offline', 'ru')).toEqual({});
  });
});
