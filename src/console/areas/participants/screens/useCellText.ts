// The text of one cell of a snapshot row: name = firstName + ' ' + lastName, the registration
// date as a short date, the check-in as date and time (spec/content.md §2.17), answers as given.
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../../common/intlFormats';
import type { SnapshotRow } from '../../../../common/participantsSnapshot';
import { onIdle } from '../../../ui/idle';

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'short' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

/**
 * For the screen while its list loads: makes the date formatter the cells take, while idle. The
 * page's first one costs tens of milliseconds on a phone (the locale's data), which lengthened
 * the task that rendered the list's first rows (bench/editProfile.ts).
 */
export function useCellFormatsMade() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  useEffect(() => onIdle(() => void dateTimeFormat(lang, DATE), 1000), [lang]);
}

export function useCellText() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => {
    // Taken on first use: a list nobody checked in to never needs the second.
    let date: Intl.DateTimeFormat | undefined;
    let dateTime: Intl.DateTimeFormat | undefined;
    return (row: SnapshotRow, key: string, answerAt?: number): string => {
      switch (key) {
        case 'clientName':
          return `${row[1]} ${row[2]}`.trim();
        case 'clientPhone':
          return row[3];
        case 'createdAt':
          date ??= dateTimeFormat(lang, DATE);
          return date.format(row[5] * 1000);
        case 'checkedIn':
          if (!(row[7] > 0)) return '';
          dateTime ??= dateTimeFormat(lang, DATE_TIME);
          return dateTime.format(row[7] * 1000);
        default:
          return answerAt === undefined ? '' : (row[6][answerAt] ?? '');
      }
    };
  }, [lang]);
}
