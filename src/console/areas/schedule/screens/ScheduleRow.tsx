// One meeting of the schedule list. Memoised: a day holds up to hundreds of rows, and a live
// change or a day switch must not re-render the rows whose meeting, notes and texts are the
// same (bench/README.md, issue 10). Its texts come from the screen, so a row subscribes to
// nothing itself.
import { Badge, Link, Table } from '@chakra-ui/react';
import { memo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { MeetingView } from '../../../entities/meetings';

export interface RowTexts {
  notActive: string;
  pending: string;
}

interface Props {
  meeting: MeetingView;
  /** "start - end" in the event's zone. */
  time: string;
  updated: string;
  /** The overlap warnings, as sentences. */
  notes: readonly string[];
  texts: RowTexts;
}

function sameNotes(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((note, i) => note === b[i]);
}

export const ScheduleRow = memo(
  function ScheduleRow({ meeting: m, time, updated, notes, texts }: Props) {
    const navigate = useNavigate();
    return (
      <Table.Row
        cursor="pointer"
        onClick={() => void navigate(m.meetingId)}
        color={m.isVisible ? undefined : 'fg.muted'}
      >
        <Table.Cell whiteSpace="nowrap">{time}</Table.Cell>
        <Table.Cell>
          <Link asChild fontWeight="medium" wordBreak="break-word" color="inherit">
            <RouterLink to={m.meetingId} onClick={(e) => e.stopPropagation()}>
              {m.isVisible ? m.name : `${texts.notActive} ${m.name}`}
            </RouterLink>
          </Link>
          {/* Plain elements styled once by the table (ScheduleScreen): a Chakra element
              per note costs its style computation in every one of hundreds of rows. */}
          {m.annotation && <p className="schedule-annotation">{m.annotation}</p>}
          {notes.map((note, i) => (
            <p key={`${i}:${note}`} className="schedule-note">
              ⚠ {note}
            </p>
          ))}
          {m.pending && (
            <Badge size="xs" variant="outline" colorPalette="gray">
              {texts.pending}
            </Badge>
          )}
        </Table.Cell>
        <Table.Cell whiteSpace="nowrap">{updated}</Table.Cell>
      </Table.Row>
    );
  },
  (a, b) =>
    a.meeting === b.meeting &&
    a.time === b.time &&
    a.updated === b.updated &&
    a.texts === b.texts &&
    sameNotes(a.notes, b.notes),
);
