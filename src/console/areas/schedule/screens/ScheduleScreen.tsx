// Schedule list (spec/content.md §2.7): one tab per day that has meetings (short date and
// weekday, in the event's zone), each day's meetings as "start - end", name ('(not active)' and
// greyed when invisible) with the annotation beneath, and the update time. No pagination.
// Overlaps in one location or of one speaker are noted under the name (conflicts.ts); a
// calendar picker limited to the schedule's dates opens a day too.
import {
  Badge,
  Box,
  Button,
  Flex,
  Heading,
  Link,
  Stack,
  Table,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DEFAULT_TIME_ZONE } from '../../../../common/constants';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { zonedParts } from '../../../../common/zonedTime';
import { useAppSelector } from '../../../app/hooks';
import { useEditedEvent } from '../../../entities/events';
import { selectMeetingViews } from '../../../entities/meetings';
import type { MeetingView } from '../../../entities/meetings';
import { selectSpeakerViews } from '../../../entities/speakers';
import { useLiveTarget } from '../../../live/useLiveTarget';
import { ConflictNotes } from './ConflictNotes';
import { DayCalendar } from './DayCalendar';
import { scheduleConflicts } from './conflicts';
import { dayLabel, scheduleDays } from './scheduleDays';

export function ScheduleScreen() {
  const { t, i18n } = useTranslation('schedule');
  const navigate = useNavigate();
  const event = useEditedEvent();
  const zone = event.timeZone || DEFAULT_TIME_ZONE;
  useLiveTarget(LIVE_TARGETS.meetings.path({ eventId: event.eventId }));
  useLiveTarget(LIVE_TARGETS.speakers.path({ eventId: event.eventId }));
  const meetings = useAppSelector((s) => selectMeetingViews(s, event.eventId));
  const speakers = useAppSelector((s) => selectSpeakerViews(s, event.eventId));
  const conflicts = useMemo(() => scheduleConflicts(meetings), [meetings]);
  const speakerNames = useMemo(
    () => new Map(speakers.map((s) => [s.speakerId, s.name])),
    [speakers],
  );
  // 'Today' (where a meeting without a start goes) as of the screen's opening.
  const [openedAt] = useState(() => Date.now());
  const days = useMemo(() => scheduleDays(meetings, zone, openedAt), [meetings, zone, openedAt]);
  const [chosen, setChosen] = useState<string | null>(null);
  const current = days.find((d) => d.date === chosen) ?? days[0];
  const updated = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }),
    [i18n.language],
  );
  const time = (m: MeetingView) =>
    [m.timetableStartAt, m.timetableEndAt]
      .map((s) => (s === undefined ? '' : zonedParts(s, zone).time))
      .join(' - ');

  const table = (
    <Box overflowX="auto" tabIndex={0} role="region" aria-labelledby="schedule-title">
      <Table.Root size="sm" aria-labelledby="schedule-title" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="120px">{t('column.time')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('column.name')}</Table.ColumnHeader>
            <Table.ColumnHeader w="160px">{t('column.updatedAt')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {!current && (
            <Table.Row>
              <Table.Cell colSpan={3} textAlign="center" color="fg.muted">
                {t('noData')}
              </Table.Cell>
            </Table.Row>
          )}
          {current?.meetings.map((m) => (
            <Table.Row
              key={m.meetingId}
              cursor="pointer"
              onClick={() => void navigate(m.meetingId)}
              color={m.isVisible ? undefined : 'fg.muted'}
            >
              <Table.Cell whiteSpace="nowrap">{time(m)}</Table.Cell>
              <Table.Cell>
                <Link asChild fontWeight="medium" wordBreak="break-word" color="inherit">
                  <RouterLink to={m.meetingId} onClick={(e) => e.stopPropagation()}>
                    {m.isVisible ? m.name : `${t('notActive')} ${m.name}`}
                  </RouterLink>
                </Link>
                {m.annotation && (
                  <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
                    {m.annotation}
                  </Text>
                )}
                <ConflictNotes
                  conflicts={conflicts.get(m.meetingId) ?? []}
                  speakerNames={speakerNames}
                />
                {m.pending && (
                  <Badge size="xs" variant="outline" colorPalette="gray">
                    {t('pending')}
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{updated.format(m.updatedAt * 1000)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );

  return (
    <Stack px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }} gap={5} maxW="5xl">
      <Flex align="center" justify="space-between" gap={3} wrap="wrap">
        <Heading as="h1" size="xl" id="schedule-title">
          {t('title')}
        </Heading>
        <Flex gap={2} align="center">
          {current && (
            <DayCalendar
              dates={days.map((d) => d.date)}
              current={current.date}
              onChoose={setChosen}
            />
          )}
          <Button asChild colorPalette="primary" size="sm">
            <RouterLink to="new">{t('add')}</RouterLink>
          </Button>
        </Flex>
      </Flex>
      {days.length === 0 ? (
        table
      ) : (
        <Tabs.Root
          value={current?.date ?? null}
          onValueChange={(d) => setChosen(d.value)}
          variant="enclosed"
        >
          <Box overflowX="auto">
            <Tabs.List aria-label={t('days')}>
              {days.map((d) => (
                <Tabs.Trigger key={d.date} value={d.date}>
                  {dayLabel(d.date, i18n.language)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Box>
          {/* One panel per tab (each tab names its panel); only the chosen day's is filled. */}
          {days.map((d) => (
            <Tabs.Content key={d.date} value={d.date}>
              {d.date === current?.date && table}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Stack>
  );
}
