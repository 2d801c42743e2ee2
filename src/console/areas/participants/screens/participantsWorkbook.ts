// The participants download, as XLSX (write-excel-file) and as CSV (src/common/csv.ts), both
// from one table made of the rows the console already holds: the two files hold the same cells.
// One column per field, in the table's order, whatever columns the table shows; text as given
// (Cyrillic intact), dates as the event's wall clock (spreadsheet dates in the XLSX), file
// answers as signed links to the file (a HYPERLINK formula in the XLSX, the URL in the CSV).
// An XLSX cell is typed, so an answer like '=1+2' stays text there; the CSV writer defuses it.
import type { SheetData } from 'write-excel-file/browser';
import { csvWriter } from '../../../ui/csvWriter';
import type { SnapshotRow } from '../../../../common/participantsSnapshot';
import { zonedParts } from '../../../../common/zonedTime';
import type { ZonedParts } from '../../../../common/zonedTime';
import type { Column } from './columns';

export interface WorkbookTexts {
  header: (column: Column) => string;
  suspended: string;
  yes: string;
}

/** A cell of the download: text, an instant as the event's wall clock, or a link to a file. */
export type ExportCell = string | null | { at: ZonedParts; time: boolean } | { link: string };

export interface ExportTable {
  head: string[];
  body: ExportCell[][];
}

export interface ExportOptions {
  /** The event's time zone: dates are its wall clock. */
  zone: string;
  /** The signed links of the file answers, by file id (useFileDownloadLinks). */
  links: ReadonlyMap<string, string>;
}

const DATE = 'dd.mm.yyyy';
const DATE_TIME = 'dd.mm.yyyy hh:mm';

/**
 * The columns a file holds: a user-data answer that a fixed column holds too (the name and the
 * phone) once, in the fixed column, so no header comes twice (issue 30, item 19).
 */
export const fileColumns = (columns: readonly Column[]): Column[] =>
  columns.filter((c) => c.sameAs === undefined || !columns.some((o) => o.key === c.sameAs));

/** The ids of the files the rows' answers name: what needs a signed link. */
export function exportFileIds(rows: readonly SnapshotRow[], all: readonly Column[]): string[] {
  const at = fileColumns(all).flatMap((c) =>
    c.file && c.answerAt !== undefined ? [c.answerAt] : [],
  );
  return [...new Set(rows.flatMap((row) => at.map((i) => row[6][i] ?? '').filter(Boolean)))];
}

/** The table: a header row, then one row per participant. */
export function participantsTable(
  rows: readonly SnapshotRow[],
  all: readonly Column[],
  texts: WorkbookTexts,
  { zone, links }: ExportOptions,
): ExportTable {
  const columns = fileColumns(all);
  const instant = (seconds: number, time: boolean) => ({ at: zonedParts(seconds, zone), time });
  const body = rows.map((row) => [
    ...columns.map((c): ExportCell => {
      switch (c.key) {
        case 'clientName':
          return `${row[1]} ${row[2]}`.trim();
        case 'clientPhone':
          return row[3];
        case 'createdAt':
          return instant(row[5], false);
        case 'checkedIn':
          return row[7] > 0 ? instant(row[7], true) : null;
        default: {
          const answer = c.answerAt === undefined ? '' : (row[6][c.answerAt] ?? '');
          const link = c.file ? links.get(answer) : undefined;
          return link ? { link } : answer || null;
        }
      }
    }),
    row[4] === 1 ? texts.yes : null,
  ]);
  return { head: [...columns.map(texts.header), texts.suspended], body };
}

/** The wall clock as a spreadsheet date: its serial number is read as UTC. */
const wallDate = ({ date, time }: ZonedParts) => new Date(`${date}T${time}:00Z`);

/** Excel takes at most this many characters in a formula's text argument. */
const FORMULA_TEXT_MAX = 255;

/** A link the spreadsheet opens on a click (its text as is when too long for a formula). */
const linkCell = (link: string) =>
  link.length > FORMULA_TEXT_MAX
    ? link
    : { type: 'Formula' as const, value: `HYPERLINK("${link.replace(/"/g, '""')}")` };

/** The XLSX sheet of the table. */
export function tableSheet({ head, body }: ExportTable): SheetData {
  const cell = (c: ExportCell) => {
    if (c === null || typeof c === 'string') return c;
    if ('link' in c) return linkCell(c.link);
    return { value: wallDate(c.at), type: Date, format: c.time ? DATE_TIME : DATE };
  };
  return [
    head.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...body.map((row) => row.map(cell)),
  ];
}

/** The CSV text of the table, with the byte order mark Excel needs. */
export async function tableCsv({ head, body }: ExportTable): Promise<string> {
  const { CSV_BOM, csvText } = await csvWriter();
  const text = (c: ExportCell) => {
    if (c === null) return '';
    if (typeof c === 'string') return c;
    return 'link' in c ? c.link : `${c.at.date} ${c.at.time}`;
  };
  return CSV_BOM + csvText([head, ...body.map((row) => row.map(text))]);
}

/** Column widths in characters (the table's pixels over an average glyph), the header fixed. */
export const sheetOptions = (columns: readonly Column[]) => ({
  columns: [...fileColumns(columns), { width: 100 }].map((c) => ({
    width: Math.round(c.width / 7),
  })),
  stickyRowsCount: 1,
  sheet: 'Participants',
});

/** Writes the sheet and hands it to the browser as a download (the library loads on demand). */
export async function downloadWorkbook(
  sheet: SheetData,
  options: ReturnType<typeof sheetOptions>,
  fileName: string,
): Promise<void> {
  const { default: writeXlsxFile } = await import(
    /* webpackChunkName: "xlsx" */ 'write-excel-file/browser'
  );
  await writeXlsxFile(sheet, options).toFile(fileName);
}
