// Event dates between the wire (epoch seconds) and a date input ('YYYY-MM-DD'). A chosen day is
// stored at 12:00 UTC, so it reads as the same calendar day in every time zone from UTC-11 to
// UTC+11 (the dashboard and the event list format dates in the viewer's zone).
export function dateInputValue(seconds: number | undefined): string {
  if (!seconds) return '';
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** Epoch seconds of the day, or 0 (which clears the date) for an empty input. */
export function secondsOfDateInput(value: string): number {
  if (!value) return 0;
  const ms = Date.parse(`${value}T12:00:00Z`);
  return Number.isNaN(ms) ? 0 : ms / 1000;
}
