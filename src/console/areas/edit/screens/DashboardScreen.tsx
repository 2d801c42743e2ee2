// The event dashboard (spec/console.md §2.16): name, dates and URL cards, each with an edit link
// to the general settings, the status card with the publish toggle, and on a copy what it carried.
import {
  Button,
  Card,
  Heading,
  HStack,
  IconButton,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CopyIcon, EditIcon, ExternalLinkIcon } from '../../../ui/editIcons';
import { publicEventUrl } from '../../../entities/events';
import { EventDates } from '../../../ui/event';
import { useEditedEvent } from '../../../entities/events';
import { CarriedCard } from './CarriedCard';
import { EventStatusCard } from './EventStatusCard';
import { useCopyLink } from './useCopyLink';
import { useT } from '../../../app/useT';

function InfoCard({
  id,
  title,
  editLabel,
  children,
}: {
  id: string;
  title: string;
  editLabel: string;
  children: ReactNode;
}) {
  const t = useT('edit');
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header>
        <HStack justify="space-between" gap={2}>
          <Heading as="h2" size="md" id={id}>
            {title}
          </Heading>
          <Button asChild size="sm" variant="ghost" colorPalette="primary">
            <RouterLink to="settings/general" aria-label={editLabel}>
              <EditIcon boxSize={4} />
              {t('dashboard.edit')}
            </RouterLink>
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body pt={0}>{children}</Card.Body>
    </Card.Root>
  );
}

export function DashboardScreen() {
  const t = useT('edit');
  const event = useEditedEvent();
  const copy = useCopyLink();
  // The public app is served by this host unless a verified custom domain serves it.
  const url = publicEventUrl(event, window.location.origin);
  return (
    <Stack gap={5}>
      <Heading as="h1" size="xl">
        {t('dashboard.title')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <InfoCard
          id="dashboard-name"
          title={t('dashboard.name')}
          editLabel={t('dashboard.editName')}
        >
          <Text fontSize="lg" fontWeight="semibold" wordBreak="break-word">
            {event.title.trim() || t('layout.untitled')}
          </Text>
        </InfoCard>
        <InfoCard
          id="dashboard-dates"
          title={t('dashboard.dates')}
          editLabel={t('dashboard.editDates')}
        >
          <EventDates startAt={event.startAt} endAt={event.endAt} showNone />
        </InfoCard>
        <InfoCard id="dashboard-url" title={t('dashboard.url')} editLabel={t('dashboard.editUrl')}>
          {url ? (
            <HStack gap={1} minW={0}>
              <Link
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                display="block"
                truncate
                flex="1"
                minW={0}
                colorPalette="primary"
              >
                {url}
              </Link>
              <IconButton
                aria-label={t('dashboard.copy')}
                variant="ghost"
                size="sm"
                onClick={() => void copy(url)}
              >
                <CopyIcon boxSize={4} />
              </IconButton>
              <IconButton asChild aria-label={t('dashboard.open')} variant="ghost" size="sm">
                <a href={url} target="_blank" rel="noopener noreferrer">
                  <ExternalLinkIcon boxSize={4} />
                </a>
              </IconButton>
            </HStack>
          ) : (
            <Text color="fg.muted">{t('dashboard.noUrl')}</Text>
          )}
        </InfoCard>
        <EventStatusCard titleKey="dashboard.status" />
        <CarriedCard carried={event.carried} />
      </SimpleGrid>
    </Stack>
  );
}
