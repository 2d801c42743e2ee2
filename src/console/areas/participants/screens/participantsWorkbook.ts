// The 'Скачать (XLS)' file: a real XLSX (write-excel-file) from the rows the console already
// holds, so the download works offline and the server streams nothing. One column per field,
// in the table's order, whatever columns the table shows; text as given (Cyrillic intact), the
// dates as spreadsheet dates.
import type { SheetData } from 'write-excel-file/browser';
import type { SnapshotRow } from '../../../../common/participantsSnapshot';
import type { Column } from './columns';

export interface WorkbookTexts {
  header: (column: Column) => string;
  suspended: string;
  yes: string;
}

const DATE = 'dd.mm.yyyy';
const DATE_TIME = 'dd.mm.yyyy hh:mm';

/**
 * The columns a file holds: a user-data answer that a fixed column holds too (the name and the
 * phone) once, in the fixed column, so no header comes twice (issue 30, item 19).
 */
export const fileColumns = (columns: readonly Column[]): Column[] =>
  columns.filter((c) => c.sameAs === undefined || !columns.some((o) => o.key === c.sameAs));

/** The sheet: a header row, then one row per participant. */
export function participantsSheet(
  rows: readonly SnapshotRow[],
  all: readonly Column[],
  texts: WorkbookTexts,
): SheetData {
  const columns = fileColumns(all);
  const head = [...columns.map(texts.header), texts.suspended].map((value) => ({
    value,
    fontWeight: 'bold' as const,
  }));
  const body = rows.map((row) => [
    ...columns.map((c) => {
      switch (c.key) {
        case 'clientName':
          return `${row[1]} ${row[2]}`.trim();
        case 'clientPhone':
          return row[3];
        case 'createdAt':
          return { value: new Date(row[5] * 1000), type: Date, format: DATE };
        case 'checkedIn':
          return row[7] > 0
            ? { value: new Date(row[7] * 1000), type: Date, format: DATE_TIME }
            : null;
        default:
          return c.answerAt === undefined ? null : row[6][c.answerAt] || null;
      }
    }),
    row[4] === 1 ? texts.yes : null,
  ]);
  return [head, ...body];
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
