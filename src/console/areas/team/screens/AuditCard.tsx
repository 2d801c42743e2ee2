// The membership audit (issue 24 item 5): who invited whom, who joined, role changes,
// removals, revocations and hand-overs, with who did each and when, newest first.
import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useEventDateFormat } from '../../../ui/event';
import type { TeamAuditEntry } from '../teamApi';
import { useT } from '../../../app/useT';

const ACTIONS = new Set([
  'invited',
  'joined',
  'role_changed',
  'removed',
  'revoked',
  'ownership_transferred',
]);

export function AuditCard({ audit }: { audit: readonly TeamAuditEntry[] }) {
  const t = useT('team');
  const formatDate = useEventDateFormat();
  const role = (name: string) => (name ? t(`role.${name}`) : '');
  return (
    <Card.Root as="section" aria-labelledby="team-audit-title">
      <Card.Header>
        <Heading as="h2" size="md" id="team-audit-title">
          {t('audit.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        {audit.length === 0 ? (
          <Text color="fg.muted">{t('audit.none')}</Text>
        ) : (
          <Stack as="ol" listStyleType="none" gap={2} aria-labelledby="team-audit-title">
            {audit.map((entry, i) => (
              <li key={`${String(entry.at)}-${String(i)}`} data-testid="team-audit">
                <Text fontSize="sm" color="fg.muted">
                  {formatDate(Number(entry.at))}
                </Text>
                <Text wordBreak="break-word">
                  {ACTIONS.has(entry.action)
                    ? t(`audit.${entry.action}`, {
                        actor: entry.actorEmail,
                        subject: entry.subject,
                        role: role(entry.role),
                        previous: role(entry.previousRole),
                      })
                    : entry.action}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
