// Default keys as migration 0001 seeds them (a few of each group), for component tests.
import type { MessageInitShape } from '@bufbuild/protobuf';
import type { DefaultKeySchema } from '../../../../../generated/manager/model_pb';

type Texts = Record<string, { label: string; placeholder: string; value: string }>;
type DefaultKeyInit = MessageInitShape<typeof DefaultKeySchema>;

const text = (ru: [string, string], en: [string, string]): Texts => ({
  ru: { label: ru[0], placeholder: ru[1], value: ru[1] },
  en: { label: en[0], placeholder: en[1], value: en[1] },
});

const menu = (item: string, sort: number): DefaultKeyInit => ({
  key: `ui.${item}`,
  group: 'menu',
  sort,
  texts: {},
  show: 'true',
});

export const TEST_DEFAULT_KEYS: DefaultKeyInit[] = [
  menu('home', 1),
  menu('schedule', 2),
  menu('speakers', 3),
  menu('locations', 4),
  menu('info', 5),
  menu('sponsors', 6),
  menu('notifications', 7),
  menu('favorites', 8),
  {
    key: 'tr.main_menu',
    group: 'event',
    sort: 9,
    texts: text(['Заголовок меню', 'Главное меню'], ['Menu title', 'Main menu']),
  },
  {
    key: 'tr.home',
    group: 'event',
    sort: 12,
    texts: text(['Пункт меню «Главная»', 'Главная'], ['Menu item "Home"', 'Home']),
  },
  {
    key: 'tr.schedule',
    group: 'event',
    sort: 13,
    texts: text(['Пункт меню «Расписание»', 'Расписание'], ['Menu item "Schedule"', 'Schedule']),
  },
  {
    key: 'tr.bio',
    group: 'other',
    sort: 22,
    texts: text(['Биография спикера', 'Биография'], ['Speaker biography', 'Biography']),
  },
  {
    key: 'tr.news_pt',
    group: 'notifications',
    sort: 25,
    texts: text(['Тип «Новости»', 'Новости'], ['Type "News"', 'News']),
  },
  {
    key: 'tr.footer',
    group: 'footer',
    sort: 26,
    texts: {
      ru: { label: 'Подвал', placeholder: '', value: '' },
      en: { label: 'Footer', placeholder: '', value: '' },
    },
  },
];

/** The default keys as [docId, doc] pairs for test/console/liveDocs.ts deliver(). */
export const defaultKeyDocs = () =>
  TEST_DEFAULT_KEYS.map((k): [string, { case: 'defaultKey'; value: DefaultKeyInit }] => [
    k.key ?? '',
    { case: 'defaultKey', value: k },
  ]);
