// Active clients now: the attendee devices seen in the last five minutes.
import { Card, Heading, Skeleton, Text } from '@chakra-ui/react';
import type { StatsFormat } from './useStatsFormat';
import { useT } from '../../../app/useT';

interface ActiveClientsCardProps {
  count: number | undefined;
  answeredAt: number | undefined;
  format: StatsFormat;
}

export function ActiveClientsCard({ count, answeredAt, format }: ActiveClientsCardProps) {
  const t = useT('statistics');
  return (
    <Card.Root as="section" aria-labelledby="stats-active-title" maxW="sm">
      <Card.Header pb={1}>
        <Heading as="h2" size="md" id="stats-active-title">
          {t('active.title')}
        </Heading>
      </Card.Header>
      <Card.Body pt={1}>
        {count === undefined ? (
          <Skeleton height="10" width="16" />
        ) : (
          <Text fontSize="4xl" fontWeight="semibold" lineHeight="1" data-testid="active-clients">
            {format.number(count)}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted" mt={2}>
          {t('active.hint')}
          {answeredAt !== undefined && ` ${t('active.asOf', { time: format.time(answeredAt) })}`}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
