// How each series looks: a colour, a dash pattern and a marker shape of its own, so the lines
// can be told apart without colour too.
import type { SeriesKey } from '../chartScale';

export const SERIES_LOOK: Record<SeriesKey, { color: string; dash?: string }> = {
  users: { color: 'var(--chakra-colors-blue-600)' },
  sessions: { color: 'var(--chakra-colors-green-700)', dash: '6 4' },
  pageViews: { color: 'var(--chakra-colors-orange-600)', dash: '2 3' },
};

interface SeriesMarkerProps {
  series: SeriesKey;
  cx: number;
  cy: number;
  large?: boolean;
}

export function SeriesMarker({ series, cx, cy, large = false }: SeriesMarkerProps) {
  const r = large ? 5.5 : 3.5;
  const { color } = SERIES_LOOK[series];
  if (series === 'users') return <circle cx={cx} cy={cy} r={r} fill={color} />;
  if (series === 'sessions') {
    return <rect x={cx - r} y={cy - r} width={2 * r} height={2 * r} fill={color} />;
  }
  return (
    <polygon
      points={`${cx},${cy - r - 1} ${cx + r + 1},${cy} ${cx},${cy + r + 1} ${cx - r - 1},${cy}`}
      fill={color}
    />
  );
}
