import { create } from '@bufbuild/protobuf';
import { DocumentSchema } from '../../../../generated/live/live_pb';
import {
  DefaultKeySchema,
  MeetingSchema,
  TranslationSchema,
} from '../../../../generated/manager/model_pb';
import { liveChanged, liveReset } from '../../../client/live';
import { LIVE_TARGETS } from '../../../common/liveTargets';
import { makeStore } from '../../app/store';
import { SHIPPED_DEFAULT_KEYS } from '../../../common/defaultKeys';
import { defaultKeysSeeded, selectDefaultKeys, selectTranslationMap } from '../translations';
import { signedOut } from '../session';
import { createLiveCollectionSlice } from './liveCollection';

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

  it('applies a batch to an unsorted slice as its adapter would, resume point included', () => {
    // Unsorted slices apply a batch on plain copies (issue 31); a sorted one through the
    // adapter. Both must hold the same documents, the unsorted one in arrival order.
    const options = {
      docCase: 'meeting' as const,
      target: LIVE_TARGETS.meetings,
      idOf: (m: { meetingId: string }) => m.meetingId,
      heldBy: (params: { eventId: string }, m: { eventId: string }) => m.eventId === params.eventId,
    };
    const plain = createLiveCollectionSlice({ ...options, name: 'plainMeetingsTest' });
    const sorted = createLiveCollectionSlice({
      ...options,
      name: 'sortedMeetingsTest',
      sortComparer: (a, b) => a.meetingId.localeCompare(b.meetingId),
    });
    const path = LIVE_TARGETS.meetings.path({ eventId: 'e1' });
    const meeting = (meetingId: string, title: string) => ({
      kind: 'added' as const,
      docId: meetingId,
      document: create(DocumentSchema, {
        doc: {
          case: 'meeting',
          value: create(MeetingSchema, { meetingId, eventId: 'e1', title }),
        },
      }),
    });
    const removed = (docId: string) => ({ kind: 'removed' as const, docId });
    const batches = [
      liveChanged({
        path,
        changes: [meeting('c', 'C'), meeting('a', 'A'), meeting('b', 'B')],
        resumeToken: '3',
      }),
      liveChanged({
        path,
        changes: [removed('a'), meeting('d', 'D'), meeting('c', 'C2'), removed('x')],
        resumeToken: '6',
      }),
      liveChanged({
        path: LIVE_TARGETS.meetings.path({ eventId: 'e2' }),
        changes: [],
        resumeToken: '7',
      }),
      liveChanged({ path, changes: [meeting('a', 'A2'), removed('d')], resumeToken: '9' }),
      // A path the slices do not hold changes nothing.
      liveChanged({
        path: LIVE_TARGETS.event.path({ eventId: 'e1' }),
        changes: [meeting('z', 'Z')],
        resumeToken: '10',
      }),
    ];
    let plainState = plain.reducer(undefined, { type: 'init' });
    let sortedState = sorted.reducer(undefined, { type: 'init' });
    const unchanged = plainState;
    expect(plain.reducer(plainState, batches[4]!)).toBe(unchanged);
    for (const batch of batches) {
      plainState = plain.reducer(plainState, batch);
      sortedState = sorted.reducer(sortedState, batch);
    }
    const titles = (state: typeof plainState) =>
      state.ids.map((id) => `${id}:${state.entities[id]?.title}`);
    expect(titles(plainState)).toEqual(['c:C2', 'b:B', 'a:A2']);
    expect(titles(sortedState)).toEqual(['a:A2', 'b:B', 'c:C2']);
    expect(plainState.entities).toEqual(sortedState.entities);
    expect(plainState.resume).toEqual({
      [path]: '9',
      [LIVE_TARGETS.meetings.path({ eventId: 'e2' })]: '7',
    });
    expect(plainState.resume).toEqual(sortedState.resume);
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
