// The text of one cell of a snapshot row: name = firstName + ' ' + lastName, the registration
// date as a short date, the check-in as date and time (spec/content.md §2.17), answers as given.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotRow } from '../../../../common/participantsSnapshot';

export function useCellText() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(lang, { dateStyle: 'short' });
    const dateTime = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' });
    return (row: SnapshotRow, key: string, answerAt?: number): string => {
      switch (key) {
        case 'clientName':
          return `${row[1]} ${row[2]}`.trim();
        case 'clientPhone':
          return row[3];
        case 'createdAt':
          return date.format(row[5] * 1000);
        case 'checkedIn':
          return row[7] > 0 ? dateTime.format(row[7] * 1000) : '';
        default:
          return answerAt === undefined ? '' : (row[6][answerAt] ?? '');
      }
    };
  }, [lang]);
}
