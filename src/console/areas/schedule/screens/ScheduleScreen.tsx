// Schedule list (spec/content.md §2.7): one tab per day that has meetings (short date and
// weekday, in the event's zone), each day's meetings as "start - end", name ('(not active)' and
// greyed when invisible) with the annotation beneath, and the update time. No pagination.
// Overlaps in one location or of one speaker are noted under the name (conflicts.ts); a
// calendar picker limited to the schedule's dates opens a day too.
import { Box, Flex, Spinner, Stack, Table, Tabs } from '@chakra-ui/react';
import { useDeferredValue, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE } from '../../../../common/constants';
import { LIVE_TARGETS } from '../../../../common/liveTargets';
import { zonedParts } from '../../../../common/zonedTime';
import { useAppSelector } from '../../../app/hooks';
import { useEditedEvent } from '../../../entities/events';
import { selectMeetingViews } from '../../../entities/meetings';
import type { MeetingView } from '../../../entities/meetings';
import { selectSpeakerViews } from '../../../entities/speakers';
import { useLiveReady } from '../../../live/useLiveReady';
import { conflictNote } from './ConflictNotes';
import { DayCalendar } from './DayCalendar';
import { ScheduleRow } from './ScheduleRow';
import { scheduleConflicts } from './conflicts';
import { dayLabel, scheduleDays } from './scheduleDays';
import { AddLink, ScreenHeading } from '../../../ui/ScreenHeading';

/** The rows' annotation and overlap notes (ScheduleRow); orange.fg: the warning colour with
 * enough contrast for text, light and dark. */
const ROW_TEXTS = {
  '& .schedule-annotation': { textStyle: 'sm', color: 'fg.muted', wordBreak: 'break-word' },
  '& .schedule-note': { textStyle: 'sm', color: 'orange.fg' },
} as const;

/** A row's time texts, formatted once per meeting version: Intl is the costly part of a row. */
function rowTimes(zone: string, updated: Intl.DateTimeFormat) {
  const cache = new WeakMap<MeetingView, { time: string; updated: string }>();
  const at = (s: number | undefined) => (s === undefined ? '' : zonedParts(s, zone).time);
  return (m: MeetingView) => {
    let times = cache.get(m);
    if (!times) {
      times = {
        time: `${at(m.timetableStartAt)} - ${at(m.timetableEndAt)}`,
        updated: updated.format(m.updatedAt * 1000),
      };
      cache.set(m, times);
    }
    return times;
  };
}

/** Rows a day shows in its first render: more than a screenful. */
const FIRST_ROWS = 30;

/**
 * A day's rows: the first screenful at once, the rest in a deferred render that React may
 * interrupt, so a day with hundreds of meetings shows its first rows within a frame or two of
 * the switch (issue 10: ≤ 100 ms) and stays responsive while the rest is added.
 */
function DayRows(props: { meetings: readonly MeetingView[]; row: (m: MeetingView) => ReactNode }) {
  const { meetings, row } = props;
  const shown = useDeferredValue(meetings.length, Math.min(meetings.length, FIRST_ROWS));
  return meetings.slice(0, shown).map(row);
}

/** The heading and the Add button, with the list's own tools before it. */
function ScheduleFrame(props: { tools?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('schedule');
  return (
    <Stack px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }} gap={5} maxW="5xl">
      <ScreenHeading id="schedule-title" title={t('title')}>
        <Flex gap={2} align="center">
          {props.tools}
          <AddLink label={t('add')} />
        </Flex>
      </ScreenHeading>
      {props.children}
    </Stack>
  );
}

/**
 * The list renders once its meetings and speakers are in (or from the stored copy at once):
 * during a first sync it shows a spinner instead of rendering every row per live batch.
 */
export function ScheduleScreen() {
  const { t } = useTranslation('schedule');
  const { eventId } = useEditedEvent();
  const meetingsReady = useLiveReady(LIVE_TARGETS.meetings.path({ eventId }));
  const speakersReady = useLiveReady(LIVE_TARGETS.speakers.path({ eventId }));
  if (meetingsReady && speakersReady) return <ScheduleList />;
  return (
    <ScheduleFrame>
      <Spinner m={6} aria-label={t('listLoading')} />
    </ScheduleFrame>
  );
}

function ScheduleList() {
  const { t, i18n } = useTranslation('schedule');
  const event = useEditedEvent();
  const zone = event.timeZone || DEFAULT_TIME_ZONE;
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
  const dates = useMemo(() => days.map((d) => d.date), [days]);
  const [chosen, setChosen] = useState<string | null>(null);
  const current = days.find((d) => d.date === chosen) ?? days[0];
  const updated = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }),
    [i18n.language],
  );
  const timesOf = useMemo(() => rowTimes(zone, updated), [zone, updated]);
  const texts = useMemo(() => ({ notActive: t('notActive'), pending: t('pending') }), [t]);
  const note = useMemo(() => conflictNote(t, speakerNames), [t, speakerNames]);

  const table = (
    <Box overflowX="auto" tabIndex={0} role="region" aria-labelledby="schedule-title">
      <Table.Root size="sm" aria-labelledby="schedule-title" interactive css={ROW_TEXTS}>
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
          {current && (
            <DayRows
              key={current.date}
              meetings={current.meetings}
              row={(m) => (
                <ScheduleRow
                  key={m.meetingId}
                  meeting={m}
                  {...timesOf(m)}
                  notes={(conflicts.get(m.meetingId) ?? []).map((c) => note(c).text)}
                  texts={texts}
                />
              )}
            />
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );

  return (
    <ScheduleFrame
      tools={current && <DayCalendar dates={dates} current={current.date} onChoose={setChosen} />}
    >
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
    </ScheduleFrame>
  );
}
