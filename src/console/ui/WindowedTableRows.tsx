// The rows of a windowed table body (useWindowedRows): each rendered row after the room of the
// rows before it that are not rendered, and the room of those after. The room is an empty row
// hidden from screen readers, which learn the table's size from aria-rowcount and aria-rowindex.
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import type { WindowedRow, WindowedRows } from './windowedRows';

function GapRow({ height, colSpan }: { height: number; colSpan: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" data-gap="" style={{ height }}>
      <td colSpan={colSpan} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

interface Props {
  windowed: Pick<WindowedRows, 'rows' | 'gapAfter'>;
  /** The table's number of columns. */
  colSpan: number;
  /** One row (a tr with data-index, aria-rowindex and `measure` as its ref). */
  children: (row: WindowedRow) => ReactNode;
}

export function WindowedTableRows({ windowed, colSpan, children }: Props) {
  return (
    <>
      {windowed.rows.map((row) => (
        <Fragment key={row.key}>
          <GapRow height={row.gapBefore} colSpan={colSpan} />
          {children(row)}
        </Fragment>
      ))}
      <GapRow height={windowed.gapAfter} colSpan={colSpan} />
    </>
  );
}
