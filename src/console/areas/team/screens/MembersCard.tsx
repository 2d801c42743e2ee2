// The team's members, the owner first: each member's role can be changed, the member removed
// (their access ends at once, an open console included) or made the owner, each asked first
// where it cannot be undone by the owner alone.
import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  HStack,
  Heading,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { isMemberRole, MEMBER_ROLES } from '../../../../common/teamRights';
import type { MemberRole } from '../../../../common/teamRights';
import type { TeamMember } from '../teamApi';
import { useEventDateFormat } from '../../../ui/event';
import { useT } from '../../../app/useT';

export interface MemberActions {
  changeRole: (member: TeamMember, role: MemberRole) => void;
  remove: (member: TeamMember) => void;
  transfer: (member: TeamMember) => void;
}

interface MembersCardProps {
  members: readonly TeamMember[];
  /** The signed-in user's id: their own row says so. */
  uid: string;
  actions: MemberActions;
}

export function MembersCard({ members, uid, actions }: MembersCardProps) {
  const t = useT('team');
  const formatDate = useEventDateFormat();
  return (
    <Card.Root as="section" aria-labelledby="team-members-title">
      <Card.Header>
        <Heading as="h2" size="md" id="team-members-title">
          {t('members.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" listStyleType="none" gap={3} aria-labelledby="team-members-title">
          {members.map((member) => {
            const name = member.email;
            return (
              <Box
                as="li"
                key={member.userId}
                borderWidth="1px"
                rounded="md"
                p={3}
                data-testid="team-member"
              >
                <Flex gap={3} wrap="wrap" align="center" justify="space-between">
                  <Stack gap={0} minW={0}>
                    <HStack gap={2} wrap="wrap">
                      <Text fontWeight="semibold" wordBreak="break-all">
                        {name}
                      </Text>
                      {member.userId === uid && (
                        <Badge size="sm" variant="outline">
                          {t('members.you')}
                        </Badge>
                      )}
                    </HStack>
                    {member.orgName && (
                      <Text fontSize="sm" color="fg.muted">
                        {member.orgName}
                      </Text>
                    )}
                    {member.joinedAt > 0n && (
                      <Text fontSize="sm" color="fg.muted">
                        {t('members.joined', { date: formatDate(Number(member.joinedAt)) })}
                      </Text>
                    )}
                  </Stack>
                  {member.role === 'owner' || !isMemberRole(member.role) ? (
                    <Badge colorPalette="primary">{t('role.owner')}</Badge>
                  ) : (
                    <MemberControls member={member} role={member.role} actions={actions} />
                  )}
                </Flex>
              </Box>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function MemberControls({
  member,
  role,
  actions,
}: {
  member: TeamMember;
  role: MemberRole;
  actions: MemberActions;
}) {
  const t = useT('team');
  return (
    <Flex gap={2} wrap="wrap" align="center" w={{ base: 'full', md: 'auto' }}>
      <NativeSelect.Root size="sm" width={{ base: 'full', sm: '14rem' }}>
        <NativeSelect.Field
          aria-label={t('members.changeRole', { name: member.email })}
          value={role}
          onChange={(e) => {
            if (isMemberRole(e.target.value)) actions.changeRole(member, e.target.value);
          }}
        >
          {MEMBER_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`role.${r}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button
        size="sm"
        variant="outline"
        onClick={() => actions.transfer(member)}
        aria-label={`${t('members.transfer')}: ${member.email}`}
      >
        {t('members.transfer')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        onClick={() => actions.remove(member)}
        aria-label={`${t('members.remove')}: ${member.email}`}
      >
        {t('members.remove')}
      </Button>
    </Flex>
  );
}
