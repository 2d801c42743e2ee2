import { Text } from '@chakra-ui/react';
import type { TextProps } from '@chakra-ui/react';
import { useEventDateFormat } from './useEventDateFormat';
import { useT } from '../../app/useT';

interface EventDatesProps extends TextProps {
  startAt: number | undefined;
  endAt: number | undefined;
  /** Say so when neither date is set (the card shows nothing then). */
  showNone?: boolean;
}

const isoDate = (seconds: number) => new Date(seconds * 1000).toISOString();

/** The start and end dates of an event in the interface locale; absent dates are left out. */
export function EventDates({ startAt, endAt, showNone = false, ...props }: EventDatesProps) {
  const t = useT('events');
  const format = useEventDateFormat();
  const dates = [startAt, endAt].filter((d): d is number => d !== undefined && d > 0);
  if (dates.length === 0) {
    return showNone ? (
      <Text color="fg.muted" {...props}>
        {t('dates.none')}
      </Text>
    ) : null;
  }
  return (
    <Text color="fg.muted" {...props}>
      {dates.map((seconds, index) => (
        <span key={index}>
          {index > 0 && ' – '}
          <time dateTime={isoDate(seconds)}>{format(seconds)}</time>
        </span>
      ))}
    </Text>
  );
}
