import { create } from '@bufbuild/protobuf';
import { DocumentSchema } from '../../../../generated/live/live_pb';
import { DefaultKeySchema, TranslationSchema } from '../../../../generated/manager/model_pb';
import { liveChanged, liveReset } from '../../../client/live';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { makeStore } from '../../app/store';
import { SHIPPED_DEFAULT_KEYS } from '../../../common/defaultKeys';
import { defaultKeysSeeded, selectDefaultKeys, selectTranslationMap } from '../translations';
import { signedOut } from '../session';

const text = (eventId: string, lang: string, key: string, value: string) => ({
  kind: 'added' as const,
  docId: key,
  document: create(DocumentSchema, {
    doc: { case: 'translation', value: create(TranslationSchema, { eventId, lang, key, value }) },
  }),
});

describe('live collection slices', () => {
  it('keeps each path’s documents apart, drops removed ones, and drops only a reset path’s', () => {
    const { store } = makeStore();
    const ru = LIVE_TARGETS.translations.path({ eventId: 'e1', lang: 'ru' });
    store.dispatch(
      liveChanged({
        path: ru,
        changes: [text('e1', 'ru', 'events.title', 'Форум'), text('e1', 'ru', 'footer', 'Низ')],
        resumeToken: '1',
      }),
    );
    store.dispatch(
      liveChanged({
        path: LIVE_TARGETS.translations.path({ eventId: 'e1', lang: 'en' }),
        changes: [text('e1', 'en', 'events.title', 'Forum')],
        resumeToken: '2',
      }),
    );
    expect(selectTranslationMap(store.getState(), 'e1', 'ru')).toEqual({
      'events.title': 'Форум',
      footer: 'Низ',
    });

    store.dispatch(
      liveChanged({
        path: ru,
        changes: [{ kind: 'removed', docId: 'footer' }],
        resumeToken: '3',
      }),
    );
    expect(selectTranslationMap(store.getState(), 'e1', 'ru')).toEqual({ 'events.title': 'Форум' });
    expect(selectTranslationMap(store.getState(), 'e1', 'en')).toEqual({ 'events.title': 'Forum' });

    store.dispatch(liveReset({ path: ru }));
    expect(selectTranslationMap(store.getState(), 'e1', 'ru')).toEqual({});
    expect(selectTranslationMap(store.getState(), 'e1', 'en')).toEqual({ 'events.title': 'Forum' });

    store.dispatch(signedOut());
    expect(selectTranslationMap(store.getState(), 'e1', 'en')).toEqual({});
  });

  it('applies a batch in order: the last change of each document wins', () => {
    const { store } = makeStore();
    const ru = LIVE_TARGETS.translations.path({ eventId: 'e1', lang: 'ru' });
    const removed = (docId: string) => ({ kind: 'removed' as const, docId });
    store.dispatch(
      liveChanged({
        path: ru,
        changes: [
          text('e1', 'ru', 'gone', 'Было'),
          text('e1', 'ru', 'back', 'Было'),
          text('e1', 'ru', 'twice', 'Первое'),
        ],
        resumeToken: '1',
      }),
    );
    store.dispatch(
      liveChanged({
        path: ru,
        changes: [
          removed('back'),
          text('e1', 'ru', 'gone', 'Снова'),
          text('e1', 'ru', 'twice', 'Второе'),
          text('e1', 'ru', 'back', 'Вернулось'),
          removed('gone'),
          text('e1', 'ru', 'twice', 'Третье'),
        ],
        resumeToken: '2',
      }),
    );
    expect(selectTranslationMap(store.getState(), 'e1', 'ru')).toEqual({
      back: 'Вернулось',
      twice: 'Третье',
    });
  });

  it('ignores documents of paths it does not hold', () => {
    const { store } = makeStore();
    store.dispatch(
      liveChanged({
        path: LIVE_TARGETS.event.path({ eventId: 'e1' }),
        changes: [text('e1', 'ru', 'events.title', 'Форум')],
        resumeToken: '1',
      }),
    );
    expect(selectTranslationMap(store.getState(), 'e1', 'ru')).toEqual({});
  });

  it('holds the shipped default keys until the feed delivers, and again after sign-out', () => {
    const { store } = makeStore();
    const path = LIVE_TARGETS.defaultKeys.path({});
    const shipped = SHIPPED_DEFAULT_KEYS.map((k) => create(DefaultKeySchema, k));
    store.dispatch(defaultKeysSeeded(shipped));
    const held = selectDefaultKeys(store.getState());
    expect(held.find((k) => k.key === 'ui.speakers')).toMatchObject({ group: 'menu' });
    expect(held.find((k) => k.key === 'tr.speakers')?.texts.ru?.value).toBe('Спикеры');

    // The server's list replaces them whole; a later seed never overwrites what it delivered.
    store.dispatch(liveReset({ path }));
    const served = create(DefaultKeySchema, { key: 'tr.speakers', group: 'menu', sort: 1 });
    store.dispatch(
      liveChanged({
        path,
        changes: [
          {
            kind: 'added',
            docId: 'tr.speakers',
            document: create(DocumentSchema, { doc: { case: 'defaultKey', value: served } }),
          },
        ],
        resumeToken: '1',
      }),
    );
    expect(selectDefaultKeys(store.getState()).map((k) => k.key)).toEqual(['tr.speakers']);
    store.dispatch(defaultKeysSeeded(shipped));
    expect(selectDefaultKeys(store.getState()).find((k) => k.key === 'tr.speakers')).toBe(served);

    // Signed out: nothing of the server's stays; the screens seed the shipped ones again.
    store.dispatch(signedOut());
    expect(selectDefaultKeys(store.getState())).toHaveLength(0);
    store.dispatch(defaultKeysSeeded(shipped));
    expect(selectDefaultKeys(store.getState())).toHaveLength(shipped.length);
  });
});
