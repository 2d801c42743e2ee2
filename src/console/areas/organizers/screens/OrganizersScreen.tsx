// Organizers (spec/console.md §2.22), at settings/organizers: the organizer entries (newest
// first) and the sponsors, each in a table with a create / edit dialog and a confirmed delete.
// Follows both live targets while open; rows show from the optimistic views.
import { Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { useLiveTarget } from '../../../live/useLiveTarget';
import type { CallError } from '../../../../client/transport';
import { CONFIRM_SAVE, useConfirm } from '../../../ui/confirm';
import { failureNotified } from '../../../ui/notificationsSlice';
import { useEditedEvent } from '../../../entities/events';
import {
  useAddPartyMutation,
  useDeletePartyMutation,
  useUpdatePartyMutation,
} from '../../../entities/parties';
import { selectOrgViews, selectSponsorViews } from '../../../entities/parties';
import type { PartyKind, PartyView } from '../../../entities/parties';
import { PartyDialog } from './PartyDialog';
import type { PartyDraft } from './PartyDialog';
import { PartyTable } from './PartyTable';
import { useT } from '../../../app/useT';

interface Editing {
  kind: PartyKind;
  /** The row being edited; null for a new one. */
  row: PartyView | null;
  /** Remounts the dialog's form for each opening. */
  seq: number;
}

export function OrganizersScreen() {
  const t = useT('organizers');
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const { eventId } = useEditedEvent();
  useLiveTarget(LIVE_TARGETS.orgs.path({ eventId }));
  useLiveTarget(LIVE_TARGETS.sponsors.path({ eventId }));
  const orgs = useAppSelector((s) => selectOrgViews(s, eventId));
  const sponsors = useAppSelector((s) => selectSponsorViews(s, eventId));
  const [addParty] = useAddPartyMutation();
  const [updateParty] = useUpdatePartyMutation();
  const [deleteParty] = useDeletePartyMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [open, setOpen] = useState(false);

  const notifyFailure = (error: unknown) => dispatch(failureNotified((error as CallError).message));
  const openDialog = (kind: PartyKind, row: PartyView | null) => {
    setEditing((current) => ({ kind, row, seq: (current?.seq ?? 0) + 1 }));
    setOpen(true);
  };

  const save = async ({ name, logoId }: PartyDraft) => {
    if (!editing) return;
    const { kind, row } = editing;
    // An edit writes only what differs from what the dialog showed: the row as it opened.
    const write = row
      ? updateParty({
          kind,
          eventId,
          id: row.id,
          name,
          logoId,
          shown: { name: row.name, logoId: row.logoId },
        })
      : addParty({ kind, eventId, id: uuidv7(), name, logoId });
    try {
      await write.unwrap();
      setOpen(false);
    } catch (error) {
      notifyFailure(error);
    }
  };

  const remove = async (kind: PartyKind, row: PartyView) => {
    // A row without an id cannot be deleted (spec/console.md §2.22): nothing to do.
    if (!row.id || (await confirm({ type: 'delete' })) !== CONFIRM_SAVE) return;
    try {
      await deleteParty({ kind, eventId, id: row.id }).unwrap();
    } catch (error) {
      notifyFailure(error);
    }
  };

  const table = (kind: PartyKind, rows: PartyView[]) => (
    <PartyTable
      kind={kind}
      rows={rows}
      onCreate={() => openDialog(kind, null)}
      onEdit={(row) => openDialog(kind, row)}
      onDelete={(row) => void remove(kind, row)}
    />
  );

  return (
    <Stack gap={5} maxW="3xl">
      <Heading as="h1" size="xl">
        {t('title')}
      </Heading>
      {table('orgs', orgs)}
      {table('sponsors', sponsors)}
      {editing && (
        <PartyDialog
          key={editing.seq}
          open={open}
          mode={editing.row ? 'edit' : 'create'}
          eventId={eventId}
          initial={{ name: editing.row?.name ?? '', logoId: editing.row?.logoId ?? '' }}
          onSave={save}
          onClose={() => setOpen(false)}
        />
      )}
    </Stack>
  );
}
