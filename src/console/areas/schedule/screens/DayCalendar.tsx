// The schedule's calendar picker (spec/content.md §2.7): only the dates that have meetings can
// be chosen, weeks start on Monday, in the interface language. Choosing a date opens its tab.
import { DatePicker, IconButton, Portal, parseDate } from '@chakra-ui/react';
import { datePickerSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { CalendarIcon, outline } from '../../../ui/icons';

const PrevIcon = outline(['m15 18-6-6 6-6']);
const NextIcon = outline(['m9 18 6-6-6-6']);

interface Props {
  /** YYYY-MM-DD, sorted. */
  dates: readonly string[];
  current: string;
  onChoose: (date: string) => void;
}

export function DayCalendar({ dates, current, onChoose }: Props) {
  const { t, i18n } = useTranslation('schedule');
  const available = new Set(dates);
  return (
    <DatePicker.Root
      // Its recipe comes with this screen's chunk rather than the console's system, which every
      // route loads (ui/theme.ts).
      recipe={datePickerSlotRecipe}
      size="sm"
      width="auto"
      // The month grid renders only while open: the picker re-renders with every day switch.
      lazyMount
      unmountOnExit
      locale={i18n.language}
      startOfWeek={1}
      value={[parseDate(current)]}
      min={parseDate(dates[0] ?? current)}
      max={parseDate(dates[dates.length - 1] ?? current)}
      isDateUnavailable={(date) => !available.has(date.toString())}
      translations={{
        dayCell: (c) =>
          t(c.unavailable ? 'cal.unavailable' : c.selected ? 'cal.selected' : 'cal.choose', {
            date: c.valueText,
          }),
        prevTrigger: () => t('cal.previous'),
        nextTrigger: () => t('cal.next'),
        trigger: () => t('calendar'),
        content: t('calendar'),
      }}
      onValueChange={(d) => {
        const date = d.value[0]?.toString();
        if (date && available.has(date)) onChoose(date);
      }}
    >
      <DatePicker.Label srOnly>{t('calendar')}</DatePicker.Label>
      <DatePicker.Control>
        <DatePicker.Trigger asChild unstyled>
          <IconButton variant="outline" size="sm" aria-label={t('calendar')}>
            <CalendarIcon />
          </IconButton>
        </DatePicker.Trigger>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            {/* Days only: the schedule spans days, and a month or year view would only
                lead to dates that cannot be chosen. */}
            <DatePicker.View view="day">
              <DatePicker.ViewControl>
                <DatePicker.PrevTrigger asChild>
                  <IconButton variant="ghost" size="xs">
                    <PrevIcon />
                  </IconButton>
                </DatePicker.PrevTrigger>
                <DatePicker.RangeText />
                <DatePicker.NextTrigger asChild>
                  <IconButton variant="ghost" size="xs">
                    <NextIcon />
                  </IconButton>
                </DatePicker.NextTrigger>
              </DatePicker.ViewControl>
              <DatePicker.DayTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}
