// The history in words: values in the event's zone and the interface's language, ids and long
// texts kept short, the changed fields only.
import i18next from 'i18next';
import ruHistory from '../../../../locales/ru/history.json';
import enHistory from '../../../../locales/en/history.json';
import * as csv from '../../../common/csv';
import { historyCsvLines } from './screens/useHistoryExport';
import { changeLines, instantText, valueText } from './historyText';
import type { HistoryChange, HistoryEntry } from './historyApi';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'ru',
    fallbackLng: 'en',
    resources: { ru: { history: ruHistory }, en: { history: enHistory } },
    interpolation: { escapeValue: false },
  });
});

const format = (lng = 'ru') => ({
  t: i18n.getFixedT(lng, 'history'),
  locale: lng === 'ru' ? 'ru-RU' : 'en-GB',
  timeZone: 'Asia/Kolkata',
});

const change = (fields: Partial<HistoryChange>): HistoryChange =>
  ({
    $typeName: 'manager.HistoryChange',
    id: '7',
    table: 'meetings',
    docId: 'm1',
    op: 'changed',
    label: 'Открытие',
    beforeJson: '',
    afterJson: '',
    ...fields,
  }) as HistoryChange;

it('says which item changed and each field before → after, in the event zone', () => {
  const lines = changeLines(
    change({
      beforeJson: JSON.stringify({ start_at: '2027-04-04T04:30:00+00:00', location_id: 'a' }),
      afterJson: JSON.stringify({ start_at: '2027-04-04T05:00:00+00:00', location_id: 'b' }),
    }),
    format(),
  );
  expect(lines.summary).toBe('Изменено: Сессия «Открытие»');
  // Kolkata is UTC+5:30.
  expect(lines.fields).toEqual([
    'место: … → …',
    'время начала: 04.04.2027, 10:00 → 04.04.2027, 10:30',
  ]);
});

it('keeps each zone and language apart when one formats after another', () => {
  const at = Date.UTC(2027, 3, 4, 4, 30);
  const moscow = { locale: 'ru-RU', timeZone: 'Europe/Moscow' };
  expect(instantText(at, format())).toBe('04.04.2027, 10:00');
  expect(instantText(at, moscow)).toBe('04.04.2027, 07:30');
  expect(instantText(at, { locale: 'en-GB', timeZone: 'Europe/Moscow' })).toBe('04/04/2027, 07:30');
  expect(instantText(at, format())).toBe('04.04.2027, 10:00');
  expect(valueText('capacity', 12500, format())).toBe('12\u00a0500');
  expect(valueText('capacity', 12500, format('en'))).toBe('12,500');
});

it('lists no fields for an added or removed item', () => {
  const lines = changeLines(
    change({ op: 'removed', table: 'speakers', label: 'Ада', beforeJson: '{"name":"Ада"}' }),
    format('en'),
  );
  expect(lines).toEqual({ summary: 'Removed: Speaker “Ада”', fields: [] });
});

it('shows flags, lists, empty values and long rich texts briefly', () => {
  const f = format();
  expect(valueText('is_visible', false, f)).toBe('нет');
  expect(valueText('speaker_ids', ['a', 'b', 'c'], f)).toBe('3 элемента');
  expect(valueText('title', '', f)).toBe('пусто');
  expect(valueText('text', `<p>${'слово '.repeat(40)}</p>`, f)).toMatch(/^слово слово .{60,}…$/);
  expect(valueText('text', '<p>Bring <i>ID</i></p>', f)).toBe('Bring ID');
});

it('writes one CSV line per changed field, quoting what a spreadsheet would run', () => {
  const entry = {
    $typeName: 'manager.HistoryEntry',
    id: '9',
    at: Date.UTC(2027, 3, 4, 4, 30),
    actorId: 'u',
    actorName: 'anna@example.com',
    actorRole: 'owner',
    method: 'UpdateMeeting',
    changes: [
      change({
        beforeJson: JSON.stringify({ name: 'Открытие', title: '' }),
        afterJson: JSON.stringify({ name: '=HYPERLINK()', title: 'Главный зал' }),
      }),
    ],
  } as HistoryEntry;
  expect(historyCsvLines(entry, format(), csv)).toEqual([
    "04.04.2027, 10:00;anna@example.com;владелец;Расписание;Изменено;Сессия Открытие;название;Открытие;'=HYPERLINK()\r\n",
    '04.04.2027, 10:00;anna@example.com;владелец;Расписание;Изменено;Сессия Открытие;заголовок;пусто;Главный зал\r\n',
  ]);
});
