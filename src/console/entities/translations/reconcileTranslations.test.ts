import { queuedWrite } from '../events/testing/eventTestData';
import { reconcileTranslations, translationUpserts } from './reconcileTranslations';

const target = { eventId: 'event-1', lang: 'ru', eventLanguage: 'ru' };
const upsert = (key: string, value: string, language?: string, eventId = 'event-1') =>
  queuedWrite({
    service: 'translations',
    method: 'upsertTranslate',
    request: { eventId, key, value },
    ...(language ? { meta: { language } } : {}),
  });

describe('reconcileTranslations', () => {
  it('shows queued upserts over the confirmed texts, the last write of a key winning', () => {
    const view = reconcileTranslations(
      { 'tr.footer': 'Old', 'tr.bio': 'Био' },
      [
        upsert('tr.footer', 'New', 'ru'),
        upsert('tr.main_menu', 'Меню', 'ru'),
        upsert('tr.footer', 'Newer', 'ru'),
      ],
      target,
    );
    expect(view).toEqual({ 'tr.footer': 'Newer', 'tr.bio': 'Био', 'tr.main_menu': 'Меню' });
  });

  it('ignores writes to another event, another language and other calls', () => {
    const other = queuedWrite({
      service: 'events',
      method: 'updateEvent',
      request: { eventId: 'event-1', key: 'tr.footer', value: 'x' },
    });
    const view = reconcileTranslations(
      { 'tr.footer': 'Old' },
      [upsert('tr.footer', 'English', 'en'), upsert('tr.footer', 'Other', 'ru', 'event-2'), other],
      target,
    );
    expect(view).toEqual({ 'tr.footer': 'Old' });
  });

  it('takes a write sent without a language as one in the event language', () => {
    expect(reconcileTranslations({}, [upsert('tr.bio', 'Био')], target)).toEqual({
      'tr.bio': 'Био',
    });
    expect(reconcileTranslations({}, [upsert('tr.bio', 'Bio')], { ...target, lang: 'en' })).toEqual(
      {},
    );
  });

  it('lists the upserts in queue order and leaves the confirmed map untouched', () => {
    const remote = { 'tr.bio': 'Био' };
    const writes = [upsert('tr.bio', 'A', 'ru'), upsert('tr.bio', 'B', 'ru')];
    expect(translationUpserts(writes, target).map((u) => u.value)).toEqual(['A', 'B']);
    reconcileTranslations(remote, writes, target);
    expect(remote).toEqual({ 'tr.bio': 'Био' });
  });
});
