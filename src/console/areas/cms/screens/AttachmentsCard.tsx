// The "files and links" card of a section or a location (spec §2.10, §2.11, §2.13): its items
// by sort number, each with move up / down (writes numSort), edit and a confirmed delete, and
// the item dialog. Saving and deleting only notify on failure.
import { Box, Table } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { itemKeyOf } from '../../../../common/cms';
import { useAppSelector } from '../../../app/hooks';
import { CONFIRM_SAVE, useConfirm } from '../../../ui/confirm';
import { DownIcon, EditIcon, TrashIcon, UpIcon } from '../../../ui/editIcons';
import { PendingBadge, RowAction, TableCard } from '../../../ui/TableCard';
import {
  selectCmsView,
  useCreateItemMutation,
  useDeleteItemMutation,
  useUpdateItemMutation,
} from '../../../entities/cms';
import type { ItemArgs, ItemFields, ItemView } from '../../../entities/cms';
import { useEditedEvent } from '../../../entities/events';
import { AttachmentDialog } from './AttachmentDialog';
import type { AttachmentValues } from './AttachmentDialog';
import { moved } from './attachmentOrder';
import { useAreaFailure } from '../../../ui/itemForm';
import { useT } from '../../../app/useT';

const EMPTY: AttachmentValues = {
  title: '',
  contentType: 1,
  linkUrl: '',
  text: '',
  imageId: '',
  imageTitle: '',
  fileId: '',
  numSort: '',
};

const valuesOf = (item: ItemView): AttachmentValues => ({
  title: item.title,
  contentType: item.contentType === 0 ? 1 : item.contentType,
  linkUrl: item.contentType === 1 ? item.linkUrl : '',
  text: item.text,
  imageId: item.imageId,
  imageTitle: item.imageTitle,
  fileId: item.fileId,
  numSort: String(item.numSort),
});

interface Editing {
  item: ItemView | null;
  seq: number;
}

export function AttachmentsCard({ owner }: { owner: ItemArgs['owner'] }) {
  const t = useT('cms');
  const event = useEditedEvent();
  const { eventId } = event;
  const confirm = useConfirm();
  const notifyFailure = useAreaFailure('');
  const itemKey =
    'groupId' in owner
      ? itemKeyOf({ kind: 'section', groupId: owner.groupId })
      : itemKeyOf({ kind: 'location', locationId: owner.locationId });
  const items = useAppSelector((s) => selectCmsView(s, event)).items.filter(
    (i) => i.itemKey === itemKey,
  );
  const [createItem] = useCreateItemMutation();
  const [updateItem] = useUpdateItemMutation();
  const [deleteItem] = useDeleteItemMutation();
  const [editing, setEditing] = useState<Editing>({ item: null, seq: 0 });
  const [open, setOpen] = useState(false);
  const reset = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);

  const openDialog = (item: ItemView | null) => {
    clearTimeout(reset.current);
    setEditing((current) => ({ item, seq: current.seq + 1 }));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    // The dialog keeps its fields while it fades out, then starts afresh (spec §2.13).
    reset.current = setTimeout(() => setEditing((c) => ({ item: null, seq: c.seq + 1 })), 300);
  };
  /** `item`: the attachment as the organiser saw it; an update sends what `fields` change. */
  const write = (item: ItemView | null, fields: ItemFields) =>
    item
      ? updateItem({ eventId, owner, itemId: item.itemId, ...fields, shown: item }).unwrap()
      : createItem({ eventId, owner, itemId: uuidv7(), ...fields }).unwrap();
  const save = async (fields: ItemFields) => {
    try {
      await write(editing.item, fields);
      close();
    } catch (error) {
      notifyFailure(error);
    }
  };
  const remove = async (item: ItemView) => {
    // A delete without an id is ignored (spec §2.13).
    if (!item.itemId || (await confirm({ type: 'delete' })) !== CONFIRM_SAVE) return;
    await deleteItem({ eventId, owner, itemId: item.itemId }).unwrap().catch(notifyFailure);
  };
  const move = async (item: ItemView, step: -1 | 1) => {
    for (const changed of moved(items, item.itemId, step)) {
      const shown = items.find((i) => i.itemId === changed.itemId) ?? changed;
      await write(shown, changed).catch(notifyFailure);
    }
  };

  const name = (item: ItemView) => item.title || t('attachments.untitled');
  return (
    <TableCard
      id="attachments"
      title={t('attachments.title')}
      add={{ label: t('attachments.add'), onClick: () => openDialog(null) }}
      columns={[
        { label: t('dialog.title') },
        { label: t('dialog.type') },
        { label: t('dialog.sort') },
        { label: t('actions'), end: true },
      ]}
      empty={items.length === 0}
      after={
        <AttachmentDialog
          key={editing.seq}
          open={open}
          mode={editing.item ? 'edit' : 'new'}
          eventId={eventId}
          initial={editing.item ? valuesOf(editing.item) : EMPTY}
          onSave={save}
          onClose={close}
        />
      }
    >
      {items.map((item, index) => (
        <Table.Row key={item.itemId}>
          <Table.Cell wordBreak="break-word">
            <Box>{name(item)}</Box>
            <PendingBadge pending={item.pending} />
          </Table.Cell>
          <Table.Cell>
            {item.contentType ? t(`attachments.type.${item.contentType}`) : ''}
          </Table.Cell>
          <Table.Cell>{item.numSort}</Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            <RowAction
              label={t('attachments.up', { name: name(item) })}
              icon={<UpIcon />}
              disabled={index === 0}
              onClick={() => void move(item, -1)}
            />
            <RowAction
              label={t('attachments.down', { name: name(item) })}
              icon={<DownIcon />}
              disabled={index === items.length - 1}
              onClick={() => void move(item, 1)}
            />
            <RowAction
              label={t('attachments.edit', { name: name(item) })}
              icon={<EditIcon />}
              onClick={() => openDialog(item)}
            />
            <RowAction
              label={t('attachments.delete', { name: name(item) })}
              icon={<TrashIcon />}
              onClick={() => void remove(item)}
              danger
            />
          </Table.Cell>
        </Table.Row>
      ))}
    </TableCard>
  );
}
