// One row of the participants table, memoised: a virtualised row keeps its place (index × row
// height), so while the table scrolls the rows already shown render nothing again and only
// the rows coming into view are made. Plain elements styled by the table's container, and a
// plain link (no Chakra or router component per row): scrolling 100,000 rows made long tasks
// of their styles and hooks (bench/README.md (f)).
import { memo } from 'react';
import type { MouseEvent } from 'react';
import type { SnapshotRow } from '../../../../common/participantsSnapshot';
import type { Column } from './columns';

export interface ParticipantRowProps {
  row: SnapshotRow;
  /** The row's place in the list (data-index); aria-rowindex counts the header row too. */
  index: number;
  top: number;
  height: number;
  width: number;
  selectWidth: number;
  columns: Column[];
  checked: boolean;
  pending: boolean;
  /** The list's own path: a row's link is `${listPath}/${id}`. */
  listPath: string;
  cellText: (row: SnapshotRow, key: string, answerAt?: number) => string;
  labels: { select: (name: string) => string; suspended: string; pending: string };
  onSelect: (ids: string[], on: boolean) => void;
  onOpen: (id: string) => void;
}

/** A plain click opens in the page; with a modifier (new tab, window) the browser does it. */
const opensHere = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export const ParticipantRow = memo(function ParticipantRow(props: ParticipantRowProps) {
  const { row, columns, cellText, labels, onOpen } = props;
  const [id, , , , suspended] = row;
  const name = cellText(row, 'clientName');
  const widthOf = (c: Column) => ({ width: c.width, minWidth: c.width });
  return (
    <div
      role="row"
      data-index={props.index}
      aria-rowindex={props.index + 2}
      data-suspended={suspended === 1 ? '' : undefined}
      data-pending={props.pending ? '' : undefined}
      style={{ width: props.width, height: props.height, transform: `translateY(${props.top}px)` }}
      onClick={() => onOpen(id)}
    >
      <div role="cell" style={{ width: props.selectWidth, minWidth: props.selectWidth }}>
        <input
          type="checkbox"
          aria-label={labels.select(name)}
          checked={props.checked}
          onClick={(e) => e.stopPropagation()}
          onChange={(e) => props.onSelect([id], e.target.checked)}
        />
      </div>
      {columns.map((c) =>
        c.key === 'clientName' ? (
          <div role="cell" key={c.key} style={widthOf(c)}>
            <a
              href={`${props.listPath}/${id}`}
              onClick={(e) => {
                e.stopPropagation();
                if (!opensHere(e)) return;
                e.preventDefault();
                onOpen(id);
              }}
            >
              {name || '—'}
              {suspended === 1 && <span data-sr=""> {labels.suspended}</span>}
              {props.pending && <span data-sr=""> ({labels.pending})</span>}
            </a>
          </div>
        ) : (
          <div role="cell" key={c.key} style={widthOf(c)}>
            {cellText(row, c.key, c.answerAt)}
          </div>
        ),
      )}
    </div>
  );
});
