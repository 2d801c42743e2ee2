// Speakers list (spec/content.md §2.5): avatar (150 px size), name ('(not active)' when hidden),
// 'position, short bio' beneath; a row opens its editor, the add button a new one. Only the
// rows on screen are rendered (ui/windowedRows); aria-rowcount and aria-rowindex give the size.
import { Badge, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { useAppSelector } from '../../../app/hooks';
import { useEditedEvent } from '../../../entities/events';
import { selectSpeakerViews } from '../../../entities/speakers';
import { useLiveTarget } from '../../../live/useLiveTarget';
import { SpeakerAvatar } from './SpeakerAvatar';
import { AddLink, ScreenHeading } from '../../../ui/ScreenHeading';
import { WindowedTable } from '../../../ui/WindowedTableRows';
import {
  TABLE_CELL_PADDING,
  itemRows,
  tableRowHeight,
  useWindowedRows,
  wrappedLines,
} from '../../../ui/windowedRows';
import type { SpeakerView } from '../../../entities/speakers';
import { useT } from '../../../app/useT';

/** The avatar's column (the avatar is 48 px tall). */
const AVATAR_WIDTH = 64;

/** A row's height before it is measured: the avatar, or the name and subtitle if taller. */
function rowEstimate(s: SpeakerView, name: string, width: number) {
  const column = width - AVATAR_WIDTH - TABLE_CELL_PADDING;
  const lines =
    Math.max(1, wrappedLines(name.length, column)) +
    wrappedLines(subtitleOf(s).length, column) +
    (s.pending ? 1 : 0);
  return tableRowHeight(lines, 48);
}

const subtitleOf = (s: SpeakerView) => [s.positionName, s.companyName].filter(Boolean).join(', ');

export function SpeakersScreen() {
  const t = useT('speakers');
  const navigate = useNavigate();
  const { eventId } = useEditedEvent();
  useLiveTarget(LIVE_TARGETS.speakers.path({ eventId }));
  const speakers = useAppSelector((s) => selectSpeakerViews(s, eventId));
  const nameOf = (s: SpeakerView) => (s.isHidden ? `${t('notActive')} ${s.name}` : s.name);
  const list = useWindowedRows(
    itemRows(
      speakers,
      (s) => s.speakerId,
      (s, width) => rowEstimate(s, nameOf(s), width),
    ),
  );
  return (
    <Stack px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }} gap={5} maxW="4xl">
      <ScreenHeading id="speakers-title" title={t('title')}>
        <AddLink label={t('add')} />
      </ScreenHeading>
      <WindowedTable
        windowed={list}
        labelledBy="speakers-title"
        count={speakers.length}
        // The columns' widths: the first row may be a spacer across both.
        head={
          <Table.ColumnGroup>
            <Table.Column w={`${AVATAR_WIDTH}px`} />
            <Table.Column />
          </Table.ColumnGroup>
        }
        headerRow={false}
        empty={t('noData')}
        columns={2}
      >
        {({ index }) => {
          const s = speakers[index];
          if (!s) return null;
          const subtitle = subtitleOf(s);
          return (
            <Table.Row
              key={s.speakerId}
              ref={list.measure}
              data-index={index}
              aria-rowindex={index + 1}
              cursor="pointer"
              onClick={() => void navigate(s.speakerId)}
              color={s.isHidden ? 'fg.muted' : undefined}
            >
              <Table.Cell>
                <SpeakerAvatar eventId={eventId} speaker={s} />
              </Table.Cell>
              <Table.Cell>
                <Link asChild fontWeight="medium" wordBreak="break-word">
                  <RouterLink to={s.speakerId} onClick={(e) => e.stopPropagation()}>
                    {nameOf(s)}
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
      </WindowedTable>
    </Stack>
  );
}
