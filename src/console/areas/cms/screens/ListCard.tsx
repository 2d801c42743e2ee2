// A card with a titled table of rows that open an editor, each with a confirmed delete, and
// an Add button (the place's sections and locations, the info page's sections). Empty tables
// read 'No data available'.
import { Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { TrashIcon } from '../../../ui/editIcons';
import { PendingBadge, RowAction, TableCard } from '../../../ui/TableCard';
import { useT } from '../../../app/useT';

export interface ListRow {
  id: string;
  name: string;
  /** Where the row opens. */
  to: string;
  /** A second column (sort number, address). */
  detail?: string;
  pending: boolean;
  /** Why the server refused a change of this row (in the interface language), if it did. */
  refusal?: string;
}

interface ListCardProps {
  id: string;
  title: string;
  addLabel: string;
  /** The route of a new row. */
  addTo: string;
  columns: [name: string, detail: string];
  rows: ListRow[];
  deleteLabel: (name: string) => string;
  onDelete: (row: ListRow) => void;
}

export function ListCard(props: ListCardProps) {
  const t = useT('cms');
  return (
    <TableCard
      id={props.id}
      title={props.title}
      add={{ label: props.addLabel, to: props.addTo }}
      columns={[
        { label: props.columns[0] },
        { label: props.columns[1] },
        { label: t('actions'), w: '56px', hidden: true },
      ]}
      empty={props.rows.length === 0}
    >
      {props.rows.map((row) => (
        <Table.Row key={row.id}>
          <Table.Cell wordBreak="break-word">
            <Link asChild colorPalette="primary">
              <RouterLink to={row.to}>{row.name || '—'}</RouterLink>
            </Link>
            <PendingBadge pending={row.pending} />
            {row.refusal && (
              <Text textStyle="sm" color="fg.error">
                {row.refusal}
              </Text>
            )}
          </Table.Cell>
          <Table.Cell wordBreak="break-word">{row.detail}</Table.Cell>
          <Table.Cell textAlign="end">
            <RowAction
              label={props.deleteLabel(row.name)}
              icon={<TrashIcon />}
              onClick={() => props.onDelete(row)}
              danger
            />
          </Table.Cell>
        </Table.Row>
      ))}
    </TableCard>
  );
}
