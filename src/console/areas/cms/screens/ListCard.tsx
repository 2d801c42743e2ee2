// A card with a titled table of rows that open an editor, each with a confirmed delete, and
// an Add button (the place's sections and locations, the info page's sections). Empty tables
// read 'No data available'.
import { Badge, Box, Card, Flex, Heading, IconButton, Link, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PlusIcon, TrashIcon } from '../../../ui/editIcons';

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
  const { t } = useTranslation('cms');
  const titleId = `${props.id}-title`;
  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Flex align="center" justify="space-between" gap={3} wrap="wrap">
          <Heading as="h2" size="md" id={titleId}>
            {props.title}
          </Heading>
          <IconButton
            asChild
            aria-label={props.addLabel}
            title={props.addLabel}
            colorPalette="primary"
            size="sm"
          >
            <RouterLink to={props.addTo}>
              <PlusIcon />
            </RouterLink>
          </IconButton>
        </Flex>
      </Card.Header>
      <Card.Body overflowX="auto">
        <Table.Root size="sm" aria-labelledby={titleId}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{props.columns[0]}</Table.ColumnHeader>
              <Table.ColumnHeader>{props.columns[1]}</Table.ColumnHeader>
              <Table.ColumnHeader w="56px">
                <Box srOnly>{t('actions')}</Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {props.rows.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={3} textAlign="center" color="fg.muted">
                  {t('noData')}
                </Table.Cell>
              </Table.Row>
            )}
            {props.rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell wordBreak="break-word">
                  <Link asChild colorPalette="primary">
                    <RouterLink to={row.to}>{row.name || '—'}</RouterLink>
                  </Link>
                  {row.pending && (
                    <Badge ms={2} size="xs" variant="outline" colorPalette="gray">
                      {t('pending')}
                    </Badge>
                  )}
                  {row.refusal && (
                    <Text textStyle="sm" color="fg.error">
                      {row.refusal}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell wordBreak="break-word">{row.detail}</Table.Cell>
                <Table.Cell textAlign="end">
                  <IconButton
                    aria-label={props.deleteLabel(row.name)}
                    variant="ghost"
                    colorPalette="red"
                    size="sm"
                    onClick={() => props.onDelete(row)}
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
