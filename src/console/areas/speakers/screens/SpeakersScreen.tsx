// Speakers list (spec/content.md §2.5): avatar (150 px size), name ('(not active)' when hidden),
// 'position, short bio' beneath; a row opens its editor, the add button a new one. Only the
// rows on screen are rendered (ui/windowedRows); aria-rowcount and aria-rowindex give the size.
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
import { useWindowedRows } from '../../../ui/windowedRows';
import { WindowedTableRows } from '../../../ui/WindowedTableRows';

/** A row's height before it is measured: the 48 px avatar and the cell's padding. */
const ROW_ESTIMATE = 65;

export function SpeakersScreen() {
  const { t } = useTranslation('speakers');
  const navigate = useNavigate();
  const { eventId } = useEditedEvent();
  useLiveTarget(LIVE_TARGETS.speakers.path({ eventId }));
  const speakers = useAppSelector((s) => selectSpeakerViews(s, eventId));
  const { attachList, measure, listProps, ...windowed } = useWindowedRows({
    count: speakers.length,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (i) => speakers[i]?.speakerId ?? i,
  });
  return (
    <Stack px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }} gap={5} maxW="4xl">
      <ScreenHeading id="speakers-title" title={t('title')}>
        <AddLink label={t('add')} />
      </ScreenHeading>
      <Box overflowX="auto" tabIndex={0} aria-labelledby="speakers-title" role="region">
        <Table.Root
          size="sm"
          aria-labelledby="speakers-title"
          aria-rowcount={speakers.length || undefined}
          interactive
        >
          <Table.Body ref={attachList} {...listProps}>
            {speakers.length === 0 && (
              <Table.Row>
                <Table.Cell textAlign="center" color="fg.muted">
                  {t('noData')}
                </Table.Cell>
              </Table.Row>
            )}
            <WindowedTableRows windowed={windowed} colSpan={2}>
              {({ index }) => {
                const s = speakers[index];
                if (!s) return null;
                const name = s.isHidden ? `${t('notActive')} ${s.name}` : s.name;
                const subtitle = [s.positionName, s.companyName].filter(Boolean).join(', ');
                return (
                  <Table.Row
                    key={s.speakerId}
                    ref={measure}
                    data-index={index}
                    aria-rowindex={index + 1}
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
              }}
            </WindowedTableRows>
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
