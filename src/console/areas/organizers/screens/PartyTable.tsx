// One table of the organizers screen (spec/console.md §2.22): logo, name, and edit / delete per
// row; 'No data available' when empty. A row still waiting for the server says so.
import { Box, Table } from '@chakra-ui/react';
import { EditIcon, TrashIcon } from '../../../ui/editIcons';
import { PendingBadge, RowAction, TableCard } from '../../../ui/TableCard';
import type { PartyKind, PartyView } from '../../../entities/parties';
import { PartyLogo } from './PartyLogo';
import { useT } from '../../../app/useT';

interface PartyTableProps {
  kind: PartyKind;
  rows: PartyView[];
  onCreate: () => void;
  onEdit: (row: PartyView) => void;
  onDelete: (row: PartyView) => void;
}

export function PartyTable({ kind, rows, onCreate, onEdit, onDelete }: PartyTableProps) {
  const t = useT('organizers');
  return (
    <TableCard
      id={kind}
      title={t(`${kind}.title`)}
      add={{ label: t(`${kind}.add`), onClick: onCreate }}
      columns={[
        { label: t('column.logo'), w: '96px' },
        { label: t('column.name') },
        { label: t('column.actions'), end: true },
      ]}
      empty={rows.length === 0}
    >
      {rows.map((row) => (
        <Table.Row key={row.id}>
          <Table.Cell>
            <PartyLogo row={row} />
          </Table.Cell>
          <Table.Cell>
            <Box wordBreak="break-word">{row.name}</Box>
            <PendingBadge pending={row.pending} />
          </Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            <RowAction
              label={t('edit', { name: row.name })}
              icon={<EditIcon />}
              onClick={() => onEdit(row)}
            />
            <RowAction
              label={t('delete', { name: row.name })}
              icon={<TrashIcon />}
              onClick={() => onDelete(row)}
              danger
            />
          </Table.Cell>
        </Table.Row>
      ))}
    </TableCard>
  );
}
