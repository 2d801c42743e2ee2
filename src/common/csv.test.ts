// The CSV dialect read back by csv-parse as a spreadsheet splits it: RFC 4180 quoting of the
// separator, quotes and line breaks, spaces at either end kept, formulas defused, CRLF lines.
import { parse } from 'csv-parse/sync';
import { CSV_BOM, csvLine, csvText } from './csv';

const read = (text: string) =>
  parse(text, { delimiter: ';', bom: true, relax_column_count: true }) as string[][];

describe('the CSV dialect', () => {
  it('quotes what would split a cell and keeps every character', () => {
    const cells = ['Анна "Аня" Ли', 'a;b', 'line\r\nbreak', 'lf\nonly', ' padded ', 'plain', ''];
    const text = csvText([cells, ['ещё', 'строка']]);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').at(-2)).toBe('ещё;строка');
    expect(read(CSV_BOM + text)).toEqual([cells, ['ещё', 'строка']]);
  });

  it('prefixes cells a spreadsheet would run as a formula with an apostrophe', () => {
    const risky = ['=1+2', '+7 999', '-5', '@SUM(A1)', '\tx', '\rx'];
    expect(read(csvLine([...risky, 'a=b', '8(900)']))).toEqual([
      [...risky.map((c) => `'${c}`), 'a=b', '8(900)'],
    ]);
  });
});
