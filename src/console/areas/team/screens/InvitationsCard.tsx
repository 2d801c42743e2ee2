// The invitations still waiting for their invitee, each with its expiry and a Revoke.
import { Box, Card, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { TrashIcon } from '../../../ui/editIcons';
import { useEventDateFormat } from '../../../ui/event';
import type { TeamInvitation } from '../teamApi';
import { useT } from '../../../app/useT';

interface InvitationsCardProps {
  invitations: readonly TeamInvitation[];
  onRevoke: (invitation: TeamInvitation) => void;
}

export function InvitationsCard({ invitations, onRevoke }: InvitationsCardProps) {
  const t = useT('team');
  const formatDate = useEventDateFormat();
  return (
    <Card.Root as="section" aria-labelledby="team-invitations-title">
      <Card.Header>
        <Heading as="h2" size="md" id="team-invitations-title">
          {t('invitations.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        {invitations.length === 0 ? (
          <Text color="fg.muted">{t('invitations.none')}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap={3} aria-labelledby="team-invitations-title">
            {invitations.map((invitation) => (
              <Box
                as="li"
                key={invitation.invitationId}
                borderWidth="1px"
                rounded="md"
                p={3}
                data-testid="team-invitation"
              >
                <Flex gap={3} align="center" justify="space-between">
                  <Stack gap={0} minW={0}>
                    <Text fontWeight="semibold" wordBreak="break-all">
                      {invitation.email}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t(`role.${invitation.role}`)} ·{' '}
                      {t('invitations.expires', {
                        date: formatDate(Number(invitation.expiresAt)),
                      })}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t('invitations.by', { email: invitation.invitedByEmail })}
                    </Text>
                  </Stack>
                  <IconButton
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('invitations.revoke', { email: invitation.email })}
                    onClick={() => onRevoke(invitation)}
                  >
                    <TrashIcon />
                  </IconButton>
                </Flex>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
