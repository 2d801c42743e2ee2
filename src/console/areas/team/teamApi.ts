// The team's calls (issue 24). The list is a read; the changes are direct calls, not queued
// writes: a team change is the owner's deliberate act that must be refused or done while they
// watch (an invitation to someone already in the team is answered on the e-mail field), and an
// invitation or removal held back offline would surprise everyone concerned.
import { api } from '../../app/api';
import { connectCall } from '../../../client/transport';
import type { ResponseOf } from '../../../client/transport';

export type TeamList = ResponseOf<'team', 'listTeam'>;
export type TeamMember = TeamList['members'][number];
export type TeamInvitation = TeamList['invitations'][number];
export type TeamAuditEntry = TeamList['audit'][number];

export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTeam: build.query<TeamList, { eventId: string }>({
      query: ({ eventId }) => connectCall('team', 'listTeam', { eventId }),
      keepUnusedDataFor: 0,
    }),
    inviteMember: build.mutation<
      unknown,
      { eventId: string; email: string; role: string; invitationId: string }
    >({
      query: (request) => connectCall('team', 'inviteMember', request),
    }),
    changeMemberRole: build.mutation<unknown, { eventId: string; userId: string; role: string }>({
      query: (request) => connectCall('team', 'changeMemberRole', request),
    }),
    removeMember: build.mutation<unknown, { eventId: string; userId: string }>({
      query: (request) => connectCall('team', 'removeMember', request),
    }),
    revokeInvitation: build.mutation<unknown, { eventId: string; invitationId: string }>({
      query: (request) => connectCall('team', 'revokeInvitation', request),
    }),
    transferOwnership: build.mutation<unknown, { eventId: string; userId: string }>({
      query: (request) => connectCall('team', 'transferOwnership', request),
    }),
    acceptInvitation: build.mutation<ResponseOf<'team', 'acceptInvitation'>, { code: string }>({
      query: (request) => connectCall('team', 'acceptInvitation', request),
    }),
  }),
});

export const {
  useListTeamQuery,
  useInviteMemberMutation,
  useChangeMemberRoleMutation,
  useRemoveMemberMutation,
  useRevokeInvitationMutation,
  useTransferOwnershipMutation,
  useAcceptInvitationMutation,
} = teamApi;
