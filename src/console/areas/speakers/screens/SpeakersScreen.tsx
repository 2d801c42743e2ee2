// Speakers list (spec/content.md §2.5): avatar (150 px size), name ('(not active)' when hidden),
// 'position, short bio' beneath; a row opens its editor, the add button a new one.
import { Badge, Box, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { useAppSelector } from '../../../app/hooks';
import { useEditedEvent } from '../../../entities/events';
import { selectSpeakerViews } from '../../../entities/speakers';
import { useLiveTarget } from '../../../live/useLiveTarget';
import { SpeakerAvatar } from './SpeakerAvatar';
import { AddLink, ScreenHeading } from '../../../ui/ScreenHeading';

export function SpeakersScreen() {
  const { t } = useTranslation('speakers');
  const navigate = useNavigate();
  const { eventId } = useEditedEvent();
  useLiveTarget(LIVE_TARGETS.speakers.path({ eventId }));
  const speakers = useAppSelector((s) => selectSpeakerViews(s, eventId));
  return (
    <Stack px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }} gap={5} maxW="4xl">
      <ScreenHeading id="speakers-title" title={t('title')}>
        <AddLink label={t('add')} />
      </ScreenHeading>
      <Box overflowX="auto" tabIndex={0} aria-labelledby="speakers-title" role="region">
        <Table.Root size="sm" aria-labelledby="speakers-title" interactive>
          <Table.Body>
            {speakers.length === 0 && (
              <Table.Row>
                <Table.Cell textAlign="center" color="fg.muted">
                  {t('noData')}
                </Table.Cell>
              </Table.Row>
            )}
            {speakers.map((s) => {
              const name = s.isHidden ? `${t('notActive')} ${s.name}` : s.name;
              const subtitle = [s.positionName, s.companyName].filter(Boolean).join(', ');
              return (
                <Table.Row
                  key={s.speakerId}
                  cursor="pointer"
                  onClick={() => void navigate(s.speakerId)}
                  color={s.isHidden ? 'fg.muted' : undefined}
                >
                  <Table.Cell w="64px">
                    <SpeakerAvatar eventId={eventId} speaker={s} />
                  </Table.Cell>
                  <Table.Cell>
                    <Link asChild fontWeight="medium" wordBreak="break-word">
                      <RouterLink to={s.speakerId} onClick={(e) => e.stopPropagation()}>
                        {name}
                      </RouterLink>
                    </Link>
                    {subtitle && (
                      <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
                        {subtitle}
                      </Text>
                    )}
                    {s.pending && (
                      <Badge size="xs" variant="outline" colorPalette="gray">
                        {t('pending')}
                      </Badge>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
