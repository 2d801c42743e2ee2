// The download's sheet written by the library the browser uses (its Node build here) and read
// back with another library: Cyrillic intact, one column per field, dates as dates.
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import type { SnapshotRow } from '../../../../common/participantsSnapshot';
import { participantsSheet, sheetOptions } from './participantsWorkbook';
import type { Column } from './columns';

const columns: Column[] = [
  { key: 'clientName', label: null, width: 150 },
  { key: 'registration/fio', label: 'ФИО', width: 180, answerAt: 2, sameAs: 'clientName' },
  { key: 'registration/f1', label: 'Город', width: 180, answerAt: 1 },
  { key: 'registration/tel', label: 'Телефон', width: 180, answerAt: 3, sameAs: 'clientPhone' },
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
const at = Date.UTC(2026, 10, 24, 9, 30) / 1000;
const rows: SnapshotRow[] = [
  [
    'id-1',
    'Анна Ёлкина',
    '',
    '+7(912) 345-67-89',
    0,
    at,
    ['Из соцсетей', 'Москва', 'Анна Ёлкина', '+7(912) 345-67-89'],
    at + 60,
  ],
  [
    'id-2',
    'Пётр',
    'Щукин',
    '8(900) 000-00-00',
    1,
    at,
    ['', '=1+2', 'Пётр Щукин', '8(900) 000-00-00'],
    0,
  ],
];

const seconds = (cell: unknown) => Math.round((cell as Date).getTime() / 1000);

describe('the participants workbook', () => {
  it('reads back as written, the name and phone once', async () => {
    const sheet = participantsSheet(rows, columns, {
      header: (c) => c.label ?? LABELS[c.key] ?? c.key,
      suspended: 'Приостановлен',
      yes: 'да',
    });
    const buffer = await writeXlsxFile(sheet, sheetOptions(columns)).toBuffer();
    const [first] = await readXlsxFile(buffer);
    const data = first?.data ?? [];
    expect(data[0]).toEqual([
      'Имя',
      'Город',
      'Откуда узнали',
      'Телефон',
      'Дата регистрации',
      'Отмечен на входе',
      'Приостановлен',
    ]);
    expect(data[1]?.slice(0, 4)).toEqual([
      'Анна Ёлкина',
      'Москва',
      'Из соцсетей',
      '+7(912) 345-67-89',
    ]);
    // A spreadsheet date is a fraction of days: compared to the second.
    expect(seconds(data[1]?.[4])).toBe(at);
    expect(seconds(data[1]?.[5])).toBe(at + 60);
    expect(data[1]?.[6]).toBeNull();
    // A formula-like answer stays text: the library writes strings as strings.
    expect(data[2]?.slice(0, 4)).toEqual(['Пётр Щукин', '=1+2', null, '8(900) 000-00-00']);
    expect(data[2]?.[5]).toBeNull();
    expect(data[2]?.[6]).toBe('да');
  });
});
