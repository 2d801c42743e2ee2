// The rows of a windowed table body (useWindowedRows, a table that scrolls with the page): each
// rendered row after a spacer row as tall as the rows before it that are not rendered, and one
// for those after the last. A table row takes no margin, so the room is a row of its own; the
// spacers are hidden from screen readers, which learn the table's size from aria-rowcount and
// each row's aria-rowindex. The table should lay its columns out by its header (table-layout:
// fixed), or its columns would change width with the rows rendered, and the rows' heights with
// them.
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import type { WindowedRow, WindowedRows } from './windowedRows';

/** Inline, so the table's hover style (interactive tables) does not colour it. */
function SpacerRow({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" data-spacer="" style={{ height, background: 'transparent' }}>
      <td colSpan={columns} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

interface Props {
  windowed: Pick<WindowedRows, 'rows' | 'gapAfter'>;
  /** The table's number of columns. */
  columns: number;
  /** One row: a tr with data-index, aria-rowindex and the hook's `measure` as its ref. */
  children: (row: WindowedRow) => ReactNode;
}

export function WindowedTableRows({ windowed, columns, children }: Props) {
  return (
    <>
      {windowed.rows.map((row) => (
        <Fragment key={row.key}>
          <SpacerRow height={row.gapBefore} columns={columns} />
          {children(row)}
        </Fragment>
      ))}
      <SpacerRow height={windowed.gapAfter} columns={columns} />
    </>
  );
}
