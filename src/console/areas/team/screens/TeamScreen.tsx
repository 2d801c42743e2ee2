// The Team screen (issue 24), under the event's settings, for the owner alone: invite by e-mail
// and role, the members with their roles (change, remove, hand the event over), the pending
// invitations (revoke) and the membership audit. The list is read again after each change.
import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CallError } from '../../../../client/transport';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { dashboardPath, useEditedEvent } from '../../../entities/events';
import { selectUser } from '../../../entities/session';
import { CONFIRM_SAVE, useConfirm } from '../../../ui/confirm';
import { notified } from '../../../ui/notificationsSlice';
import { refusalNotified } from '../../../ui/serverRefusal';
import {
  useChangeMemberRoleMutation,
  useListTeamQuery,
  useRemoveMemberMutation,
  useRevokeInvitationMutation,
  useTransferOwnershipMutation,
} from '../teamApi';
import { AuditCard } from './AuditCard';
import { InvitationsCard } from './InvitationsCard';
import { InviteCard } from './InviteCard';
import { MembersCard } from './MembersCard';
import type { MemberActions } from './MembersCard';
import { useT } from '../../../app/useT';

export function TeamScreen() {
  const t = useT('team');
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const event = useEditedEvent();
  const { eventId } = event;
  const uid = useAppSelector(selectUser)?.uid ?? '';
  const team = useListTeamQuery({ eventId });
  const [changeRole] = useChangeMemberRoleMutation();
  const [removeMember] = useRemoveMemberMutation();
  const [revokeInvitation] = useRevokeInvitationMutation();
  const [transferOwnership] = useTransferOwnershipMutation();
  const refetch = team.refetch;
  const onChanged = useCallback(() => void refetch(), [refetch]);

  /** Runs a team change, says it is done, and reads the team again; a refusal is told. */
  const run = async (call: () => Promise<unknown>, done: string, values = {}) => {
    try {
      await call();
    } catch (error) {
      dispatch(refusalNotified(error as CallError));
      onChanged();
      return false;
    }
    dispatch(notified({ text: `team:${done}`, values }));
    onChanged();
    return true;
  };

  const actions: MemberActions = {
    changeRole: (member, role) =>
      void run(
        () => changeRole({ eventId, userId: member.userId, role }).unwrap(),
        'members.roleChanged',
      ),
    remove: async (member) => {
      const name = member.email;
      const answer = await confirm({
        type: 'delete',
        title: t('members.removeTitle', { name }),
        text: t('members.removeText'),
        saveText: t('members.remove'),
      });
      if (answer !== CONFIRM_SAVE) return;
      await run(
        () => removeMember({ eventId, userId: member.userId }).unwrap(),
        'members.removed',
        { name },
      );
    },
    transfer: async (member) => {
      const name = member.email;
      const answer = await confirm({
        title: t('members.transferTitle', { name }),
        text: t('members.transferText', { name }),
        saveText: t('members.transferSave'),
      });
      if (answer !== CONFIRM_SAVE) return;
      const done = await run(
        () => transferOwnership({ eventId, userId: member.userId }).unwrap(),
        'members.transferred',
        { name },
      );
      // The team is the new owner's now: back to the event, as an editor.
      if (done) void navigate(dashboardPath(event));
    },
  };

  return (
    <Stack gap={5} maxW="3xl">
      <Heading as="h1" size="xl">
        {t('title')}
      </Heading>
      <Text color="fg.muted">{t('hint')}</Text>
      <InviteCard eventId={eventId} onChanged={onChanged} />
      {team.isError && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Title flex="1">{t('failed')}</Alert.Title>
          <Button size="sm" variant="outline" onClick={onChanged}>
            {t('retry')}
          </Button>
        </Alert.Root>
      )}
      {team.isLoading && <Text role="status">{t('loading')}</Text>}
      {team.data && (
        <>
          <MembersCard members={team.data.members} uid={uid} actions={actions} />
          <InvitationsCard
            invitations={team.data.invitations}
            onRevoke={(invitation) =>
              void run(
                () => revokeInvitation({ eventId, invitationId: invitation.invitationId }).unwrap(),
                'invitations.revoked',
              )
            }
          />
          <AuditCard audit={team.data.audit} />
        </>
      )}
    </Stack>
  );
}
