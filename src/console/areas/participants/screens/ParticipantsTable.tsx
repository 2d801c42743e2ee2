// The participants table, windowed in a box of its own (ui/windowedRows): only the rows in view
// and a few beyond are in the DOM, so 100,000 rows scroll without long tasks. Rows are plain
// elements styled once by the container (no per-row style objects for the CSS-in-JS layer to
// hash while scrolling); the ARIA table roles and row indexes tell screen readers the size.
import { Box } from '@chakra-ui/react';
import { useCallback, useMemo, useRef } from 'react';
import { useNavigate, useResolvedPath } from 'react-router-dom';
import type { SnapshotRow } from '../../../../common/participantsSnapshot';
import type { ParticipantsList } from '../../../entities/participantsList';
import type { Column } from './columns';
import { ParticipantRow } from './ParticipantRow';
import { useCellText } from './useCellText';
import { useBoxedRows } from '../../../ui/windowedRows';
import { useT } from '../../../app/useT';

const ROW_HEIGHT = 40;
const SELECT_WIDTH = 44;

interface ParticipantsTableProps {
  list: ParticipantsList;
  /** Row indexes into list.rows to show, or null for all. */
  matches: number[] | null;
  columns: Column[];
  labelledBy: string;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
}

export function ParticipantsTable(props: ParticipantsTableProps) {
  const { list, matches, columns, selected, onSelect } = props;
  const t = useT('participants');
  const navigate = useNavigate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const cellText = useCellText();
  const count = matches ? matches.length : list.rows.length;
  const rowAt = (i: number): SnapshotRow | undefined => list.rows[matches ? (matches[i] ?? -1) : i];
  // Re-renders this component itself on scroll; nothing below is memoised on it.
  const windowed = useBoxedRows({ count, scrollRef, estimateSize: () => ROW_HEIGHT });
  const width = SELECT_WIDTH + columns.reduce((sum, c) => sum + c.width, 0);
  const shownIds = () =>
    Array.from({ length: count }, (_, i) => rowAt(i)?.[0] ?? '').filter(Boolean);
  const allSelected =
    count > 0 && selected.size >= count && shownIds().every((id) => selected.has(id));
  const widthOf = (c: Column) => ({ width: c.width, minWidth: c.width });
  // Stable between scroll frames, so the memoised rows already shown are not rendered again.
  const listPath = useResolvedPath('.').pathname.replace(/\/$/, '');
  const labels = useMemo(
    () => ({
      select: (name: string) => t('selectRow', { name }),
      suspended: t('suspended'),
      pending: t('pending'),
    }),
    [t],
  );
  const open = useCallback((id: string) => void navigate(id), [navigate]);
  return (
    <Box
      ref={scrollRef}
      role="region"
      aria-labelledby={props.labelledBy}
      tabIndex={0}
      overflow="auto"
      h={{ base: '65vh', md: 'calc(100dvh - 280px)' }}
      minH="320px"
      borderWidth="1px"
      borderRadius="md"
      css={{
        '& [role=row]': { display: 'flex', alignItems: 'center', borderBottomWidth: '1px' },
        '& [role=cell], & [role=columnheader]': {
          px: 2,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          textStyle: 'sm',
        },
        '& [role=columnheader]': { fontWeight: 'semibold', py: 2 },
        '& [data-body] [role=row]': { position: 'absolute', left: 0, top: 0, cursor: 'pointer' },
        '& [data-body] [role=row]:hover': { bg: 'bg.muted' },
        '& [data-body] a': { color: 'inherit', fontWeight: 'medium', textDecoration: 'none' },
        '& [data-body] a:hover': { textDecoration: 'underline' },
        '& [data-body] a:focus-visible': {
          outline: '2px solid',
          outlineColor: 'primary',
          outlineOffset: '2px',
        },
        '& [data-suspended]': { color: 'fg.muted' },
        '& [data-pending]': { fontStyle: 'italic' },
        '& [data-sr]': { srOnly: true },
      }}
    >
      <div
        role="table"
        aria-labelledby={props.labelledBy}
        aria-rowcount={count + 1}
        style={{ width, minWidth: '100%' }}
      >
        <Box role="rowgroup" position="sticky" top={0} zIndex={1} bg="bg">
          <div role="row" aria-rowindex={1}>
            <div role="columnheader" style={{ width: SELECT_WIDTH, minWidth: SELECT_WIDTH }}>
              <input
                type="checkbox"
                aria-label={t('selectAll')}
                checked={allSelected}
                onChange={(e) => onSelect(shownIds(), e.target.checked)}
              />
            </div>
            {columns.map((c) => (
              <div role="columnheader" key={c.key} style={widthOf(c)} title={c.label ?? undefined}>
                {c.label ?? t(`columns.${c.key}`)}
              </div>
            ))}
          </div>
        </Box>
        <div
          role="rowgroup"
          data-body=""
          style={{ position: 'relative', height: windowed.totalSize }}
          {...windowed.listProps}
        >
          {count === 0 && (
            <div role="row" aria-rowindex={2} style={{ position: 'static', cursor: 'default' }}>
              <div role="cell" style={{ width: '100%' }}>
                {t('noData')}
              </div>
            </div>
          )}
          {windowed.rows.map((v) => {
            const row = rowAt(v.index);
            if (!row) return null;
            return (
              <ParticipantRow
                key={row[0]}
                row={row}
                index={v.index}
                top={v.start}
                height={ROW_HEIGHT}
                width={width}
                selectWidth={SELECT_WIDTH}
                columns={columns}
                checked={selected.has(row[0])}
                pending={list.pending.has(row[0])}
                listPath={listPath}
                cellText={cellText}
                labels={labels}
                onSelect={onSelect}
                onOpen={open}
              />
            );
          })}
        </div>
      </div>
    </Box>
  );
}
