// Wall-clock dates and times in an IANA zone (the event's), with the runtime's zone database:
// meetings are stored as instants and shown, grouped and edited in the event's zone.

export interface ZonedParts {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour. */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall clock of an instant (epoch ms) in the zone: year, month, day, hour, minute, second. */
export function zonedFields(epochMs: number, zone: string): Record<string, string> {
  return Object.fromEntries(
    formatter(zone)
      .formatToParts(epochMs)
      .map((p) => [p.type, p.value]),
  );
}

/** The date and time an instant (epoch seconds) reads in the zone, read through Intl. */
export function intlParts(epochSeconds: number, zone: string): ZonedParts {
  const f = zonedFields(epochSeconds * 1000, zone);
  return { date: `${f.year}-${f.month}-${f.day}`, time: `${f.hour}:${f.minute}` };
}

/** Readings kept at most: a schedule reads the same few hundred instants on every change. */
const MAX_READINGS = 10_000;
const readings = new Map<string, ZonedParts>();

const HOUR = 3600;
/** The zone's offset (ms) through each hour read so far, by zone and hour; NaN: it changes. */
const hourOffsets = new Map<string, number>();
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The zone's offset through the hour that starts at `hour` (epoch seconds), or NaN when it
 * changes within it: read at the hour's first and last second, as no zone changes its offset
 * twice within an hour.
 */
function offsetThrough(hour: number, zone: string): number {
  const key = `${zone} ${hour}`;
  let offset = hourOffsets.get(key);
  if (offset === undefined) {
    const first = offsetAt(hour * 1000, zone);
    offset = first === offsetAt((hour + HOUR - 1) * 1000, zone) ? first : NaN;
    if (hourOffsets.size >= MAX_READINGS) hourOffsets.clear();
    hourOffsets.set(key, offset);
  }
  return offset;
}

/**
 * The date and time an instant (epoch seconds) reads in the zone. Read from the zone's offset
 * through the instant's hour: a schedule's thousand instants fall in a few dozen hours, and
 * reading each through Intl was most of the time its screen took to render (issue 31).
 */
export function zonedParts(epochSeconds: number, zone: string): ZonedParts {
  const key = `${zone} ${epochSeconds}`;
  let parts = readings.get(key);
  if (!parts) {
    const offset = offsetThrough(Math.floor(epochSeconds / HOUR) * HOUR, zone);
    const wall = new Date(epochSeconds * 1000 + offset);
    const year = wall.getUTCFullYear();
    if (Number.isFinite(offset) && year >= 1000 && year <= 9999) {
      parts = {
        date: `${year}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
        time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
      };
    } else {
      parts = intlParts(epochSeconds, zone);
    }
    if (readings.size >= MAX_READINGS) readings.clear();
    readings.set(key, parts);
  }
  return parts;
}

/** The zone's offset from UTC at an instant, in ms. */
export function offsetAt(epochMs: number, zone: string): number {
  const f = zonedFields(epochMs, zone);
  const asUtc = Date.UTC(
    Number(f.year),
    Number(f.month) - 1,
    Number(f.day),
    Number(f.hour),
    Number(f.minute),
    Number(f.second),
  );
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The instant (epoch seconds) the zone's clock shows `date` `time`: the offset is read at a
 * first guess, then again at the instant it gives, so a date across a DST change is right.
 */
export function instantOf(date: string, time: string, zone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
  const guess = wall - offsetAt(wall, zone);
  return Math.floor((wall - offsetAt(guess, zone)) / 1000);
}
