// A form's fields in the form's order (spec/content.md §2.15, §2.20): each row links to its
// editor and marks a required field with an asterisk. The arrows (the keyboard way) move a field
// up or down and dragging a row moves it with the pointer; either saves the order with
// SetSequenceOfFields. An "add field" button opens the field-create screen. Only the rows on
// screen are rendered (ui/windowedRows), the dragged one kept wherever it is; aria-setsize and
// aria-posinset give the list's size.
import { Badge, Box, Button, Flex, Heading, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSetSequenceMutation } from '../../../entities/forms';
import { ArrowDownIcon, ArrowUpIcon } from '../../../ui/widgetIcons';
import { itemRows, useWindowedRows } from '../../../ui/windowedRows';
import type { FieldView } from '../../../entities/forms';
import { useT } from '../../../app/useT';

interface FieldListProps {
  eventId: string;
  formId: string;
  title: string;
  fields: readonly FieldView[];
  /** The path of the form's fields, relative to the screen ('…/fields'). */
  fieldsPath: string;
  /** Why fields cannot be added yet, or null when they can. */
  addBlocked?: string | null;
}

/** A row's height before it is measured: the name and the type beneath. */
const ROW_ESTIMATE = 61;

export function FieldList({
  eventId,
  formId,
  title,
  fields,
  fieldsPath,
  addBlocked,
}: FieldListProps) {
  const t = useT('forms');
  const [setSequence] = useSetSequenceMutation();
  const [announced, setAnnounced] = useState('');
  const titleId = `fields-${formId}`;

  // The row being dragged (pointer), or null.
  const [dragged, setDragged] = useState<number | null>(null);
  const { attachList, measure, listProps, ...windowed } = useWindowedRows({
    ...itemRows(
      fields,
      (f) => f.fieldId,
      () => ROW_ESTIMATE,
    ),
    keep: dragged,
  });

  /** Puts the field at `from` at position `to`, saves the order and says where it went. */
  const move = (from: number, to: number) => {
    const order = fields.map((f) => f.fieldId);
    const [moved] = order.splice(from, 1);
    if (moved === undefined || from === to) return;
    order.splice(to, 0, moved);
    void setSequence({ eventId, formId, sequenceOfFields: order });
    const name = fields[from]?.fieldName ?? '';
    setAnnounced(t('fields.moved', { name, position: to + 1, count: order.length }));
  };

  return (
    <Stack as="section" aria-labelledby={titleId} gap={3}>
      <Flex align="center" justify="space-between" gap={3} wrap="wrap">
        <Heading as="h2" size="md" id={titleId}>
          {title}
        </Heading>
        {addBlocked ? (
          <Text textStyle="sm" color="fg.muted">
            {addBlocked}
          </Text>
        ) : (
          <Button asChild size="sm" variant="outline" colorPalette="primary">
            <RouterLink to={`${fieldsPath}/create`} relative="path">
              {t('fields.add')}
            </RouterLink>
          </Button>
        )}
      </Flex>
      {fields.length === 0 ? (
        <Text color="fg.muted">{t('fields.empty')}</Text>
      ) : (
        <Box
          as="ol"
          ref={attachList}
          listStyleType="none"
          borderWidth="1px"
          rounded="md"
          style={{ paddingBottom: windowed.gapAfter }}
          {...listProps}
        >
          {windowed.rows.map(({ index, gapBefore }) => {
            const field = fields[index];
            if (!field) return null;
            return (
              <Flex
                as="li"
                key={field.fieldId}
                ref={measure}
                data-index={index}
                aria-posinset={index + 1}
                aria-setsize={fields.length}
                style={{ marginTop: gapBefore }}
                align="center"
                gap={2}
                px={3}
                py={2}
                borderTopWidth={index === 0 ? 0 : '1px'}
                draggable
                cursor="grab"
                opacity={dragged === index ? 0.5 : 1}
                onDragStart={(e) => {
                  e.dataTransfer.effectAllowed = 'move';
                  setDragged(index);
                }}
                onDragOver={(e) => {
                  if (dragged !== null) e.preventDefault();
                }}
                onDrop={(e) => {
                  e.preventDefault();
                  if (dragged !== null) move(dragged, index);
                  setDragged(null);
                }}
                onDragEnd={() => setDragged(null)}
              >
                <Box flex="1" minW={0}>
                  <Link asChild fontWeight="medium" wordBreak="break-word">
                    <RouterLink to={`${fieldsPath}/${field.fieldId}`} relative="path">
                      {field.fieldName}
                      {field.fieldRequired && (
                        <>
                          {' '}
                          <Text
                            as="abbr"
                            title={t('fields.required')}
                            color="fg.error"
                            textDecoration="none"
                          >
                            *
                          </Text>
                        </>
                      )}
                    </RouterLink>
                  </Link>
                  <Text textStyle="xs" color="fg.muted">
                    {t(`types.${field.fieldType}`)}
                  </Text>
                </Box>
                {field.pending && (
                  <Badge size="xs" variant="outline" colorPalette="gray">
                    {t('fields.pending')}
                  </Badge>
                )}
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('fields.up', { name: field.fieldName })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUpIcon />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('fields.down', { name: field.fieldName })}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDownIcon />
                </IconButton>
              </Flex>
            );
          })}
        </Box>
      )}
      <Text srOnly aria-live="polite">
        {announced}
      </Text>
    </Stack>
  );
}
