// Hostile input for the team calls of issue 24: malformed ids and addresses, roles outside the
// member roles, oversized fields. Each label starts with the method it covers; the hostile
// suite runs them on the caller's own event.
import { v7 as uuidv7 } from 'uuid';
import type { Clients } from '../support/harness';

type Case = [string, string, () => Promise<unknown>];
type CallOptions = { headers: Record<string, string> };

export function teamCases(
  clients: () => Clients,
  eventId: () => string,
  o: () => CallOptions,
  big: (bytes: number) => string,
  badIds: readonly string[],
): Case[] {
  const team = () => clients().team;
  const invite = (fields: object) => ({
    eventId: eventId(),
    email: 'invitee@example.org',
    role: 'editor',
    invitationId: uuidv7(),
    ...fields,
  });
  return [
    ...['not-an-address', '', `${big(300)}@example.org`].map(
      (email): Case => [
        `inviteMember email '${email.slice(0, 20)}'`,
        'email',
        () => team().inviteMember(invite({ email }), o()),
      ],
    ),
    ...['owner', 'admin', '', big(5000)].map(
      (role): Case => [
        `inviteMember role '${role.slice(0, 20)}'`,
        'role',
        () => team().inviteMember(invite({ role }), o()),
      ],
    ),
    ...badIds.map(
      (id): Case => [
        `inviteMember invitationId '${id}'`,
        'invitationId',
        () => team().inviteMember(invite({ invitationId: id || 'x' }), o()),
      ],
    ),
    ...badIds.map(
      (id): Case => [
        `listTeam eventId '${id}'`,
        'eventId',
        () => team().listTeam({ eventId: id }, o()),
      ],
    ),
    ...badIds.map(
      (id): Case => [
        `changeMemberRole userId '${id}'`,
        'userId',
        () => team().changeMemberRole({ eventId: eventId(), userId: id, role: 'viewer' }, o()),
      ],
    ),
    [
      'changeMemberRole role owner',
      'role',
      () => team().changeMemberRole({ eventId: eventId(), userId: uuidv7(), role: 'owner' }, o()),
    ],
    ...badIds.map(
      (id): Case => [
        `removeMember userId '${id}'`,
        'userId',
        () => team().removeMember({ eventId: eventId(), userId: id }, o()),
      ],
    ),
    ...badIds.map(
      (id): Case => [
        `revokeInvitation invitationId '${id}'`,
        'invitationId',
        () => team().revokeInvitation({ eventId: eventId(), invitationId: id }, o()),
      ],
    ),
    ...badIds.map(
      (id): Case => [
        `transferOwnership userId '${id}'`,
        'userId',
        () => team().transferOwnership({ eventId: eventId(), userId: id }, o()),
      ],
    ),
  ];
}
