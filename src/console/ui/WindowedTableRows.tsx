// A windowed table (useWindowedRows, a table that scrolls with the page) and its rows: each
// rendered row after a spacer row as tall as the rows before it that are not rendered, and one
// for those after the last. A table row takes no margin, so the room is a row of its own; the
// spacers are hidden from screen readers, which learn the table's size from aria-rowcount and
// each row's aria-rowindex. The table lays its columns out by its header or column group
// (table-layout: fixed), or its columns would change width with the rows rendered, and the
// rows' heights with them.
import { Box, Table } from '@chakra-ui/react';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import type { SystemStyleObject } from '@chakra-ui/react';
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

interface RowsProps {
  windowed: Pick<WindowedRows, 'rows' | 'gapAfter'>;
  /** The table's number of columns. */
  columns: number;
  /** One row: a tr with data-index, aria-rowindex and the hook's `measure` as its ref. */
  children: (row: WindowedRow) => ReactNode;
}

export function WindowedTableRows({ windowed, columns, children }: RowsProps) {
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

interface TableProps extends RowsProps {
  /** useWindowedRows' result for the table's items. */
  windowed: WindowedRows & { attachList: (element: HTMLElement | null) => void };
  /** The id of the heading that names the table (and its scrolling region). */
  labelledBy: string;
  /** How many items the table has (rendered or not). */
  count: number;
  /** The header row (Table.Header) or the column widths (Table.ColumnGroup). */
  head: ReactNode;
  /** Whether `head` is a row that screen readers count (a header, not a column group). */
  headerRow: boolean;
  /** What the table says when it has no items. */
  empty: ReactNode;
  css?: SystemStyleObject;
}

/**
 * A windowed table in its horizontally scrolling region: the head, then a body of the rendered
 * rows, or one row across the table saying it is empty.
 */
export function WindowedTable({
  windowed,
  labelledBy,
  count,
  head,
  headerRow,
  empty,
  columns,
  css,
  children,
}: TableProps) {
  const { attachList, listProps } = windowed;
  const first = headerRow ? 2 : 1;
  return (
    <Box overflowX="auto" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <Table.Root
        size="sm"
        aria-labelledby={labelledBy}
        aria-rowcount={first - 1 + Math.max(1, count)}
        interactive
        tableLayout="fixed"
        css={css}
      >
        {head}
        <Table.Body ref={attachList} {...listProps}>
          {count === 0 && (
            <Table.Row aria-rowindex={first}>
              <Table.Cell colSpan={columns} textAlign="center" color="fg.muted">
                {empty}
              </Table.Cell>
            </Table.Row>
          )}
          <WindowedTableRows windowed={windowed} columns={columns}>
            {children}
          </WindowedTableRows>
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
