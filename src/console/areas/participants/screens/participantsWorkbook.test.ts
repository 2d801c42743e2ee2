// The download's two files, written by the libraries the browser uses (their Node builds here)
// and read back with other libraries: the XLSX with read-excel-file (its formulas straight from
// the sheet's XML), the CSV with csv-parse as a spreadsheet splits it. Both hold the same cells:
// Cyrillic intact, one column per field, dates as the event's wall clock, files as links.
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import type { SnapshotRow } from '../../../../common/participantsSnapshot';
import {
  exportFileIds,
  participantsTable,
  sheetOptions,
  tableCsv,
  tableSheet,
} from './participantsWorkbook';
import type { Column } from './columns';

const columns: Column[] = [
  { key: 'clientName', label: null, width: 150 },
  { key: 'registration/fio', label: 'ФИО', width: 180, answerAt: 2, sameAs: 'clientName' },
  { key: 'registration/f1', label: 'Город', width: 180, answerAt: 1 },
  { key: 'registration/tel', label: 'Телефон', width: 180, answerAt: 3, sameAs: 'clientPhone' },
  { key: 'registration/photo', label: 'Фото', width: 180, answerAt: 4, file: true },
  { key: 'basic_survey_form/s1', label: 'Откуда узнали', width: 180, answerAt: 0 },
  { key: 'clientPhone', label: null, width: 150 },
  { key: 'createdAt', label: null, width: 135 },
  { key: 'checkedIn', label: null, width: 135 },
];
const LABELS: Record<string, string> = {
  clientName: 'Имя',
  clientPhone: 'Телефон',
  createdAt: 'Дата регистрации',
  checkedIn: 'Отмечен на входе',
};
const texts = {
  header: (c: Column) => c.label ?? LABELS[c.key] ?? c.key,
  suspended: 'Приостановлен',
  yes: 'да',
};
const PHOTO = '0193a6c0-0000-7000-8000-000000000001';
const LINK = `http://console.test/api/v1/event_resources/e/${PHOTO}?sig=1790000000.abc_-`;
const links = new Map([[PHOTO, LINK]]);
const at = Date.UTC(2026, 10, 24, 9, 30) / 1000;
const rows: SnapshotRow[] = [
  [
    'id-1',
    'Анна Ёлкина',
    '',
    '+7(912) 345-67-89',
    0,
    at,
    ['Из соцсетей', 'Москва', 'Анна Ёлкина', '+7(912) 345-67-89', PHOTO],
    at + 60,
  ],
  [
    'id-2',
    'Пётр',
    'Щукин',
    '8(900) 000-00-00',
    1,
    at,
    ['Друг; "Вася"', '=1+2', 'Пётр Щукин', '8(900) 000-00-00', ''],
    0,
  ],
];

const seconds = (cell: unknown) => Math.round((cell as Date).getTime() / 1000);

/** A spreadsheet date (a fraction of days, read back a hair off) as its "YYYY-MM-DD HH:MM". */
const minute = (date: Date) =>
  new Date(Math.round(date.getTime() / 60_000) * 60_000)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');

async function workbook(zone: string) {
  const table = participantsTable(rows, columns, texts, { zone, links });
  const buffer = await writeXlsxFile(tableSheet(table), sheetOptions(columns)).toBuffer();
  const [first] = await readXlsxFile(buffer);
  const xml = strFromU8(unzipSync(new Uint8Array(buffer))['xl/worksheets/sheet1.xml']!);
  const formulas = [...xml.matchAll(/<f>([^<]*)<\/f>/g)].map((m) =>
    (m[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
  );
  return { table, data: first?.data ?? [], formulas };
}

describe('the participants download', () => {
  it('writes the workbook: the name and phone once, dates as dates, the photo as a link', async () => {
    const { data, formulas } = await workbook('UTC');
    expect(data[0]).toEqual([
      'Имя',
      'Город',
      'Фото',
      'Откуда узнали',
      'Телефон',
      'Дата регистрации',
      'Отмечен на входе',
      'Приостановлен',
    ]);
    expect(data[1]?.slice(0, 2)).toEqual(['Анна Ёлкина', 'Москва']);
    expect(data[1]?.slice(3, 5)).toEqual(['Из соцсетей', '+7(912) 345-67-89']);
    // A spreadsheet date is a fraction of days: compared to the second.
    expect(seconds(data[1]?.[5])).toBe(at);
    expect(seconds(data[1]?.[6])).toBe(at + 60);
    expect(data[1]?.[7]).toBeNull();
    // The photo is a formula the spreadsheet runs to show a link (no cached value to read).
    expect(formulas).toEqual([`HYPERLINK("${LINK}")`]);
    // A formula-like answer stays text: the library writes strings as strings.
    expect(data[2]?.slice(0, 5)).toEqual([
      'Пётр Щукин',
      '=1+2',
      null,
      'Друг; "Вася"',
      '8(900) 000-00-00',
    ]);
    expect(data[2]?.[6]).toBeNull();
    expect(data[2]?.[7]).toBe('да');
  });

  it('writes the same cells to the CSV, in the event zone, with formulas defused', async () => {
    const { table, data, formulas } = await workbook('Europe/Moscow');
    const csv = await tableCsv(table);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const records = parse(csv, { delimiter: ';', bom: true }) as string[][];
    // The workbook's cells as text: a date as its wall clock, a link as its URL.
    const asText = (cell: unknown) => {
      if (cell === null) return '';
      if (cell instanceof Date) return minute(cell);
      return String(cell);
    };
    // What differs by design: the CSV defuses what a spreadsheet would run (the XLSX's cells
    // are typed: text stays text there).
    const defused = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
    const expected = data.map((row) => row.map((cell) => defused(asText(cell))));
    expected[1]![2] = /^HYPERLINK\("(.*)"\)$/.exec(formulas[0] ?? '')?.[1] ?? 'no formula';
    expect(records).toEqual(expected);
    expect(records[2]?.[1]).toBe("'=1+2");
    expect(records[1]?.[4]).toBe("'+7(912) 345-67-89");
    expect(records[1]?.[2]).toBe(LINK);
    expect(records[1]?.slice(5, 7)).toEqual(['2026-11-24 12:30', '2026-11-24 12:31']);
  });

  it('names the files to sign once each, and only of file columns the file holds', () => {
    const twice: SnapshotRow = ['id-3', 'Вера', '', '', 0, at, ['', '', '', '', PHOTO], 0];
    expect(exportFileIds([...rows, twice], columns)).toEqual([PHOTO]);
    expect(
      exportFileIds(
        rows,
        columns.filter((c) => !c.file),
      ),
    ).toEqual([]);
  });
});
