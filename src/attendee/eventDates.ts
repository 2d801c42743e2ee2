// The event's dates on the home page, in the event's date locale (ui.locale): one day, or a
// range. Apart from dates.ts so the home page's first script carries only this.
export function formatDates(startAt: number | null, endAt: number | null, locale: string): string {
  if (startAt === null) return '';
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const start = new Date(startAt * 1000);
  if (endAt === null || endAt <= startAt) return format.format(start);
  return format.formatRange(start, new Date(endAt * 1000));
}
