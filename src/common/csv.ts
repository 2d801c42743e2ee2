// CSV that Excel (Russian locale) and LibreOffice open as a table: ';' between cells (the list
// separator of the Russian locale; LibreOffice asks and detects it), CRLF, RFC 4180 quoting,
// written by csv-stringify (the writer of the csv-parse project the console reads CSV with).
// Cells that a spreadsheet would run as a formula (= + - @, tab, CR first) get a leading
// apostrophe (its escape_formulas); cells with a line break or spaces at either end are quoted,
// so no reader splits or trims them. A file starts with CSV_BOM: Excel reads UTF-8 only with it. The browser build is
// the one module for console and server: the Node build uses Buffer, which browsers lack.
import { stringify } from 'csv-stringify/browser/esm/sync';

export const CSV_BOM = '\uFEFF';

const DIALECT = {
  delimiter: ';',
  record_delimiter: 'windows',
  escape_formulas: true,
  // csv-stringify quotes a line break only as the whole record delimiter (CRLF); a lone CR or LF
  // splits the row in every reader unless quoted too.
  quoted_match: /[\r\n]|^\s|\s$/,
} as const;

/** Rows as CSV text, each ended by CRLF. */
export const csvText = (rows: readonly (readonly string[])[]): string =>
  stringify(
    rows.map((r) => [...r]),
    DIALECT,
  );

export const csvLine = (cells: readonly string[]): string => csvText([cells]);
