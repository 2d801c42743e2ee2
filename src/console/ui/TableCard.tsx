// A titled card holding a table of an event's items (the place's sections and locations, the
// attachments, organizers and sponsors): an Add button in the header (a link to a new item's
// route, or a click that opens a dialog), the column heads, 'No data available' when empty,
// and the row pieces every such table uses: the name with its "waiting for the server" badge,
// and the labelled icon buttons of a row.
import { Badge, Box, Card, Flex, Heading, IconButton, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PlusIcon } from './editIcons';
import { useT } from '../app/useT';

export interface TableColumn {
  label: string;
  w?: string;
  /** Read by screen readers only (the actions column). */
  hidden?: boolean;
  end?: boolean;
}

export interface TableCardProps {
  /** Prefix of the heading's id, which names the table. */
  id: string;
  title: string;
  add: { label: string; to?: string; onClick?: () => void };
  columns: TableColumn[];
  /** No rows: the table says so. */
  empty: boolean;
  /** The rows (Table.Row elements). */
  children: ReactNode;
  /** Outside the table, inside the card (a dialog). */
  after?: ReactNode;
}

export function TableCard({ id, title, add, columns, empty, children, after }: TableCardProps) {
  const t = useT('widgets');
  const titleId = `${id}-title`;
  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Flex align="center" justify="space-between" gap={3} wrap="wrap">
          <Heading as="h2" size="md" id={titleId}>
            {title}
          </Heading>
          <IconButton
            asChild={!!add.to}
            aria-label={add.label}
            title={add.label}
            colorPalette="primary"
            size="sm"
            onClick={add.onClick}
          >
            {add.to ? (
              <RouterLink to={add.to}>
                <PlusIcon />
              </RouterLink>
            ) : (
              <PlusIcon />
            )}
          </IconButton>
        </Flex>
      </Card.Header>
      <Card.Body overflowX="auto">
        <Table.Root size="sm" aria-labelledby={titleId}>
          <Table.Header>
            <Table.Row>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.label} w={c.w} textAlign={c.end ? 'end' : undefined}>
                  {c.hidden ? <Box srOnly>{c.label}</Box> : c.label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {empty && (
              <Table.Row>
                <Table.Cell colSpan={columns.length} textAlign="center" color="fg.muted">
                  {t('table.noData')}
                </Table.Cell>
              </Table.Row>
            )}
            {children}
          </Table.Body>
        </Table.Root>
      </Card.Body>
      {after}
    </Card.Root>
  );
}

/** A row's "not on the server yet" mark. */
export function PendingBadge({ pending }: { pending: boolean }) {
  const t = useT('widgets');
  if (!pending) return null;
  return (
    <Badge ms={2} size="xs" variant="outline" colorPalette="gray">
      {t('table.pending')}
    </Badge>
  );
}

export interface RowActionProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}

/** One labelled icon button of a row (edit, delete, move). */
export function RowAction({ label, icon, onClick, disabled, danger }: RowActionProps) {
  return (
    <IconButton
      aria-label={label}
      variant="ghost"
      colorPalette={danger ? 'red' : undefined}
      size="sm"
      disabled={disabled}
      onClick={onClick}
    >
      {icon}
    </IconButton>
  );
}
