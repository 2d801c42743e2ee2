// One table of the organizers screen (spec/console.md §2.22): logo, name, and edit / delete per
// row; 'No data available' when empty. A row still waiting for the server says so.
import { Badge, Box, Card, Flex, Heading, IconButton, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EditIcon, PlusIcon, TrashIcon } from '../../../ui/editIcons';
import type { PartyKind, PartyView } from '../../../entities/parties';
import { PartyLogo } from './PartyLogo';

interface PartyTableProps {
  kind: PartyKind;
  rows: PartyView[];
  onCreate: () => void;
  onEdit: (row: PartyView) => void;
  onDelete: (row: PartyView) => void;
}

export function PartyTable({ kind, rows, onCreate, onEdit, onDelete }: PartyTableProps) {
  const { t } = useTranslation('organizers');
  const titleId = `${kind}-title`;
  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Flex align="center" justify="space-between" gap={3} wrap="wrap">
          <Heading as="h2" size="md" id={titleId}>
            {t(`${kind}.title`)}
          </Heading>
          <IconButton
            aria-label={t(`${kind}.add`)}
            title={t(`${kind}.add`)}
            colorPalette="primary"
            size="sm"
            onClick={onCreate}
          >
            <PlusIcon />
          </IconButton>
        </Flex>
      </Card.Header>
      <Card.Body overflowX="auto">
        <Table.Root size="sm" aria-labelledby={titleId}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="96px">{t('column.logo')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('column.name')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('column.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={3} textAlign="center" color="fg.muted">
                  {t('noData')}
                </Table.Cell>
              </Table.Row>
            )}
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>
                  <PartyLogo row={row} />
                </Table.Cell>
                <Table.Cell>
                  <Box wordBreak="break-word">{row.name}</Box>
                  {row.pending && (
                    <Badge size="xs" variant="outline" colorPalette="gray">
                      {t('pending')}
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  <IconButton
                    aria-label={t('edit', { name: row.name })}
                    variant="ghost"
                    size="sm"
                    onClick={() => onEdit(row)}
                  >
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('delete', { name: row.name })}
                    variant="ghost"
                    colorPalette="red"
                    size="sm"
                    onClick={() => onDelete(row)}
                  >
                    <TrashIcon />
                  </IconButton>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}
