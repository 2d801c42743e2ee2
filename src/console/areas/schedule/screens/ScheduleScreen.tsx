// Schedule list (spec/content.md §2.7): one tab per day that has meetings (short date and
// weekday, in the event's zone), each day's meetings as "start - end", name ('(not active)' and
// greyed when invisible) with the annotation beneath, and the update time. No pagination.
// Overlaps in one location or of one speaker are noted under the name (conflicts.ts); a
// calendar picker limited to the schedule's dates opens a day too.
import { Box, Flex, Spinner, Stack, Table, Tabs } from '@chakra-ui/react';
import { memo, useMemo, useState } from 'react';
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
import { useArrivalShown } from '../../../ui/useArrivalShown';
import { useLiveReady } from '../../../live/useLiveReady';
import { conflictNote } from './ConflictNotes';
import { DayCalendar } from './DayCalendar';
import { ScheduleRow, ScheduleRowStyles } from './ScheduleRow';
import type { RowTexts } from './ScheduleRow';
import { scheduleConflicts } from './conflicts';
import type { Conflict } from './conflicts';
import { dayLabel, scheduleDays } from './scheduleDays';
import { AddLink, ScreenHeading } from '../../../ui/ScreenHeading';
import { WindowedTable } from '../../../ui/WindowedTableRows';
import {
  TABLE_CELL_PADDING,
  itemRows,
  tableRowHeight,
  useWindowedRows,
  wrappedLines,
} from '../../../ui/windowedRows';
import { useT } from '../../../app/useT';

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

/**
 * The time and update-time columns' widths; the name takes the rest (table-layout: fixed). On a
 * phone (below Chakra's `sm` breakpoint) they are narrower and their texts wrap (scheduleRows.css):
 * at their desktop widths a 360 px screen left the names 32 px, a letter a line.
 */
const COLUMNS = { narrow: { time: 72, updated: 96 }, wide: { time: 120, updated: 160 } };
/** A table narrower than this is on a phone's screen: `sm` (480 px) less the page's margins. */
const NARROW_TABLE = 432;

/**
 * A row's height before it is measured: the name, annotation and notes wrapped in the name
 * column at this width. A close guess keeps the rows first rendered about a screenful and the
 * page's height about right; each row is measured once rendered.
 */
function rowEstimate(m: MeetingView, notes: readonly Conflict[], width: number, texts: RowTexts) {
  const { time, updated } = width < NARROW_TABLE ? COLUMNS.narrow : COLUMNS.wide;
  const column = width - time - updated - TABLE_CELL_PADDING;
  const name = m.name.length + (m.isVisible ? 0 : texts.notActive.length + 1);
  let lines = Math.max(1, wrappedLines(name, column)) + wrappedLines(m.annotation.length, column);
  // A note is a sentence of about 30 characters around the other meeting's name.
  for (const c of notes) lines += wrappedLines(32 + c.name.length, column);
  if (m.pending) lines += 1;
  return tableRowHeight(lines);
}

interface MeetingsTableProps {
  /** The chosen day's meetings (none when the schedule has none). */
  meetings: readonly MeetingView[];
  conflicts: ReadonlyMap<string, readonly Conflict[]>;
  texts: RowTexts;
  row: (m: MeetingView, index: number, measure: (element: Element | null) => void) => ReactNode;
}

/**
 * The chosen day's table, windowed (ui/windowedRows): a day of hundreds of meetings lays out and
 * styles the rows on screen only, so the screen opens and a day switches within a frame or two
 * (issues 10 and 31). Screen readers learn the size from aria-rowcount and each row's
 * aria-rowindex (the header row is the first).
 */
function MeetingsTable({ meetings, conflicts, texts, row }: MeetingsTableProps) {
  const t = useT('schedule');
  // The same options while the day's meetings are: the virtualizer lays every row out again
  // (each row's estimate) whenever its key function changes.
  const rows = useMemo(
    () =>
      itemRows(
        meetings,
        (m) => m.meetingId,
        (m, width) => rowEstimate(m, conflicts.get(m.meetingId) ?? [], width, texts),
      ),
    [meetings, conflicts, texts],
  );
  const list = useWindowedRows(rows);
  return (
    <>
      <ScheduleRowStyles />
      <WindowedTable
        windowed={list}
        labelledBy="schedule-title"
        count={meetings.length}
        head={
          <Table.Header>
            <Table.Row aria-rowindex={1}>
              <Table.ColumnHeader
                w={{ base: `${COLUMNS.narrow.time}px`, sm: `${COLUMNS.wide.time}px` }}
              >
                {t('column.time')}
              </Table.ColumnHeader>
              <Table.ColumnHeader>{t('column.name')}</Table.ColumnHeader>
              <Table.ColumnHeader
                w={{ base: `${COLUMNS.narrow.updated}px`, sm: `${COLUMNS.wide.updated}px` }}
              >
                {t('column.updatedAt')}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
        }
        headerRow
        empty={t('noData')}
        columns={3}
        css={ROW_TEXTS}
      >
        {({ index }) => {
          const m = meetings[index];
          return m && row(m, index, list.measure);
        }}
      </WindowedTable>
    </>
  );
}

/** The heading and the Add button, with the list's own tools before it. */
function ScheduleFrame(props: { tools?: ReactNode; children: ReactNode }) {
  const t = useT('schedule');
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
  const t = useT('schedule');
  const { eventId } = useEditedEvent();
  const meetingsReady = useLiveReady(LIVE_TARGETS.meetings.path({ eventId }));
  const speakersReady = useLiveReady(LIVE_TARGETS.speakers.path({ eventId }));
  // Ready after the screen opened (the snapshot came): the list mounts in a transition.
  const shown = useArrivalShown(meetingsReady && speakersReady);
  if (shown) return <ScheduleList />;
  return (
    <ScheduleFrame>
      <Spinner m={6} aria-label={t('listLoading')} />
    </ScheduleFrame>
  );
}

/**
 * Memoised: it takes no props, so the screen's render when its paths turn current (a resumed
 * copy checked against the server) does not render every row again (issue 31).
 */
const ScheduleList = memo(function ScheduleList() {
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
    <MeetingsTable
      key={current?.date}
      meetings={current?.meetings ?? []}
      conflicts={conflicts}
      texts={texts}
      row={(m, index, measure) => (
        <ScheduleRow
          key={m.meetingId}
          index={index}
          measure={measure}
          meeting={m}
          {...timesOf(m)}
          notes={(conflicts.get(m.meetingId) ?? []).map((c) => note(c).text)}
          texts={texts}
        />
      )}
    />
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
});
