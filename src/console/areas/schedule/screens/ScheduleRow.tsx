// One meeting of the schedule list. Memoised: a day holds up to hundreds of rows, and a live
// change or a day switch must not re-render the rows whose meeting, notes and texts are the
// same (bench/README.md, issue 10). Its texts come from the screen, so a row subscribes to
// nothing itself. Its row, cells and link are plain elements with static class names
// (scheduleRows.css): a Chakra element computes its styles on every render, four of them in
// each of hundreds of rows (issue 31). Only the rows on screen are rendered (ScheduleScreen's
// windowed table): each is measured as it renders.
import { Badge } from '@chakra-ui/react';
import { memo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { MeetingView } from '../../../entities/meetings';
import rowsCss from './scheduleRows.css';

/** The rows' stylesheet, once in the page's head however many tables render it. */
export function ScheduleRowStyles() {
  return (
    <style href="schedule-rows" precedence="default">
      {rowsCss}
    </style>
  );
}

export interface RowTexts {
  notActive: string;
  pending: string;
}

interface Props {
  /** The row's place in the day (data-index); aria-rowindex counts the header row too. */
  index: number;
  /** Measures the row for the windowed table (ui/windowedRows). */
  measure: (element: Element | null) => void;
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
  function ScheduleRow({ index, measure, meeting: m, time, updated, notes, texts }: Props) {
    const navigate = useNavigate();
    return (
      <tr
        ref={measure}
        data-index={index}
        aria-rowindex={index + 2}
        className="schedule-row"
        data-inactive={m.isVisible ? undefined : ''}
        onClick={() => void navigate(m.meetingId)}
      >
        <td className="schedule-cell schedule-nowrap">{time}</td>
        <td className="schedule-cell">
          <RouterLink
            className="schedule-link"
            to={m.meetingId}
            onClick={(e) => e.stopPropagation()}
          >
            {m.isVisible ? m.name : `${texts.notActive} ${m.name}`}
          </RouterLink>
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
        </td>
        <td className="schedule-cell schedule-nowrap">{updated}</td>
      </tr>
    );
  },
  (a, b) =>
    a.index === b.index &&
    a.measure === b.measure &&
    a.meeting === b.meeting &&
    a.time === b.time &&
    a.updated === b.updated &&
    a.texts === b.texts &&
    sameNotes(a.notes, b.notes),
);
