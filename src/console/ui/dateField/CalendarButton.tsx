// The date field's calendar: a button that opens a month view in the interface language, below
// the button at the field's end (the picker's control is its anchor: without one it sat at the
// window's corner), on the month of the field's date, else of a date near it (the event's).
// It is memoised apart from the text input, so typing in a form does not re-render the picker.
import { DatePicker, IconButton, Portal, parseDate, useDatePickerContext } from '@chakra-ui/react';
import { datePickerSlotRecipe } from '@chakra-ui/react/theme';
import { memo, useMemo } from 'react';
import { CalendarIcon } from '../icons';
import { useT } from '../../app/useT';

interface CalendarButtonProps {
  /** The chosen date as ISO YYYY-MM-DD, or '' for none. */
  iso: string;
  /** ISO YYYY-MM-DD whose month an empty field opens on ('' for the current month). */
  near: string;
  locale: string;
  disabled?: boolean;
  onPick: (iso: string) => void;
}

export const CalendarButton = memo(function CalendarButton(props: CalendarButtonProps) {
  const { iso, near, locale, disabled, onPick } = props;
  const t = useT('common');
  const value = useMemo(() => (iso ? [parseDate(iso)] : []), [iso]);
  // Read once, when the picker starts: a new date near starts it again (a chosen date is opened
  // on by the picker itself).
  const nearDate = useMemo(() => (near ? parseDate(near) : undefined), [near]);
  return (
    <DatePicker.Root
      key={near}
      defaultFocusedValue={nearDate}
      positioning={{ placement: 'bottom-end' }}
      // The recipe comes with the screens that use the field, not the system every route loads.
      recipe={datePickerSlotRecipe}
      width="auto"
      lazyMount
      unmountOnExit
      locale={locale}
      startOfWeek={1}
      disabled={disabled}
      value={value}
      onValueChange={(d) => {
        const picked = d.value[0]?.toString();
        if (picked) onPick(picked);
      }}
      translations={{
        dayCell: (c) => t('dateField.choose', { date: c.valueText }),
        prevTrigger: () => t('dateField.previous'),
        nextTrigger: () => t('dateField.next'),
        trigger: () => t('dateField.calendar'),
        content: t('dateField.calendar'),
      }}
    >
      <DatePicker.Control unstyled>
        <DatePicker.Trigger asChild unstyled>
          <IconButton variant="ghost" size="xs" me="-2" aria-label={t('dateField.calendar')}>
            <CalendarIcon />
          </IconButton>
        </DatePicker.Trigger>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <CalendarHeader />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <CalendarHeader />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <CalendarHeader />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
});

/** Chakra's header, with a name for the month/year switch that contains the text it shows. */
function CalendarHeader() {
  const t = useT('common');
  const { start, end } = useDatePickerContext().visibleRangeText;
  const range = [...new Set([start, end])].filter(Boolean).join(' - ');
  return (
    <DatePicker.ViewControl>
      <DatePicker.PrevTrigger />
      <DatePicker.ViewTrigger aria-label={t('dateField.view', { range })}>
        <DatePicker.RangeText />
      </DatePicker.ViewTrigger>
      <DatePicker.NextTrigger />
    </DatePicker.ViewControl>
  );
}
