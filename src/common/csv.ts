// CSV that Excel (Russian locale) and LibreOffice open as a table: ';' between cells (the list
// separator of the Russian locale; LibreOffice asks and detects it), CRLF, RFC 4180 quoting.
// Cells that a spreadsheet would run as a formula get a leading apostrophe. A file starts with
// CSV_BOM: Excel reads UTF-8 only with it.

export const CSV_BOM = '\uFEFF';

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(';')}\r\n`;
