// Reads a chosen file into a table of text cells. CSV: UTF-8 (with or without BOM), else
// Windows-1251 (what Excel in a Russian locale saves as 'CSV'); ';', ',' or tab between cells,
// whichever the header line uses most; quoted cells may hold newlines. XLSX: the first sheet.
// Both parsers load only when a file is read, so no route carries them.
import type { Table } from './importTable';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const isXlsx = (file: File) => file.type === XLSX_TYPE || /\.xlsx$/i.test(file.name);

function decoded(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

/** The separator the header line uses most (outside quotes), ',' when it has none. */
function delimiterOf(text: string): string {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && (ch === ';' || ch === ',' || ch === '\t')) {
      counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ',';
}

/** The file's bytes through FileReader, which every browser (and jsdom, unlike Blob.arrayBuffer) has. */
function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

async function csvCells(file: File): Promise<string[][]> {
  const text = decoded(await bytesOf(file)).replace(/^\uFEFF/, '');
  const { parse } = await import(/* webpackChunkName: "csv-parse" */ 'csv-parse/browser/esm/sync');
  return parse(text, {
    delimiter: delimiterOf(text),
    relax_column_count: true,
    skip_empty_lines: true,
  });
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell);
}

async function xlsxCells(file: File): Promise<string[][]> {
  const { readSheet } = await import(/* webpackChunkName: "xlsx-read" */ 'read-excel-file/browser');
  return (await readSheet(file)).map((row) => row.map(cellText));
}

export async function readTable(file: File): Promise<Table> {
  const cells = isXlsx(file) ? await xlsxCells(file) : await csvCells(file);
  const lines = cells.filter((row) => row.some((c) => c.trim() !== ''));
  const [header = [], ...rows] = lines;
  return { header: header.map((h) => h.trim()), rows };
}
