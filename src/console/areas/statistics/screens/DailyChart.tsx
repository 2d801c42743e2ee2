// The daily figures as a line chart of our own (no chart library): a line per series with a
// legend, labelled axes, and a text description for screen readers. The chart takes the focus;
// the arrow keys (or the pointer) pick a day, whose figures are read out beneath it.
import { Box, HStack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { filledDays, summarise, xTicks, yScale } from '../chartScale';
import type { SeriesKey } from '../chartScale';
import type { DayRow } from '../statisticsApi';
import { SeriesMarker, SERIES_LOOK } from './SeriesMarker';
import { useElementWidth } from './useElementWidth';
import type { StatsFormat } from './useStatsFormat';
import { useT } from '../../../app/useT';

const HEIGHT = 240;
const PAD = { left: 44, right: 16, top: 12, bottom: 44 };

/** The first and last ticks lean inwards so that they stay inside the chart. */
function tickAnchor(i: number, length: number): 'start' | 'middle' | 'end' {
  if (length < 2) return 'middle';
  if (i === 0) return 'start';
  return i === length - 1 ? 'end' : 'middle';
}

interface DailyChartProps {
  rows: readonly DayRow[];
  series: readonly SeriesKey[];
  format: StatsFormat;
}

export function DailyChart({ rows, series, format }: DailyChartProps) {
  const t = useT('statistics');
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box, 640);
  const days = filledDays(rows);
  const withData = rows.map((row) => days.findIndex((day) => day.date === row.date));
  const [picked, setPicked] = useState<number | null>(null);
  const current = picked !== null && picked < withData.length ? picked : null;

  const plotW = Math.max(40, width - PAD.left - PAD.right);
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const { top, step } = yScale(Math.max(0, ...days.flatMap((d) => series.map((k) => d[k]))));
  const x = (i: number) =>
    PAD.left + (days.length > 1 ? (i * plotW) / (days.length - 1) : plotW / 2);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const yTicks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);

  const move = (to: number) => setPicked(Math.max(0, Math.min(withData.length - 1, to)));
  const onKeyDown = (event: KeyboardEvent) => {
    const at = current ?? -1;
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(at + 1),
      ArrowLeft: () => move(at < 0 ? withData.length - 1 : at - 1),
      Home: () => move(0),
      End: () => move(withData.length - 1),
      Escape: () => setPicked(null),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  const onPointer = (event: PointerEvent<SVGSVGElement>) => {
    const left = event.currentTarget.getBoundingClientRect().left;
    const at = event.clientX - left;
    let best = 0;
    withData.forEach((dayIndex, i) => {
      if (Math.abs(x(dayIndex) - at) < Math.abs(x(withData[best] ?? 0) - at)) best = i;
    });
    setPicked(best);
  };

  const pickedRow = current !== null ? rows[current] : undefined;
  const summary = [
    t('chart.summary', {
      from: format.day(rows[0]?.date ?? ''),
      to: format.day(rows[rows.length - 1]?.date ?? ''),
      count: rows.length,
    }),
    ...summarise(rows, series).map((s) =>
      t('chart.seriesSummary', {
        series: t(`series.${s.key}`),
        total: format.number(s.total),
        peak: format.number(s.peak),
        date: s.peakDate ? format.day(s.peakDate) : '—',
      }),
    ),
  ].join(' ');

  return (
    <Box>
      <HStack
        as="ul"
        listStyleType="none"
        gap={4}
        wrap="wrap"
        mb={2}
        aria-label={t('chart.legend')}
      >
        {series.map((key) => (
          <HStack as="li" key={key} gap={1.5} fontSize="sm">
            <svg width="28" height="12" aria-hidden="true">
              <line
                x1="0"
                y1="6"
                x2="28"
                y2="6"
                stroke={SERIES_LOOK[key].color}
                strokeWidth="2"
                strokeDasharray={SERIES_LOOK[key].dash}
              />
              <SeriesMarker series={key} cx={14} cy={6} />
            </svg>
            <Text as="span">{t(`series.${key}`)}</Text>
          </HStack>
        ))}
      </HStack>
      <Box
        ref={box}
        tabIndex={0}
        role="group"
        aria-roledescription={t('chart.role')}
        aria-label={t('chart.label')}
        aria-describedby={`${id}-keys`}
        onKeyDown={onKeyDown}
        rounded="md"
        _focusVisible={{
          outline: '2px solid',
          outlineColor: 'primary.solid',
          outlineOffset: '2px',
        }}
      >
        <svg
          width={width}
          height={HEIGHT}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          onPointerMove={onPointer}
          onPointerDown={onPointer}
          style={{ display: 'block', touchAction: 'pan-y' }}
        >
          <title id={`${id}-title`}>{t('chart.title')}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {yTicks.map((v) => (
            <g key={v}>
              <line
                x1={PAD.left}
                x2={PAD.left + plotW}
                y1={y(v)}
                y2={y(v)}
                stroke="var(--chakra-colors-border)"
              />
              <text
                x={PAD.left - 6}
                y={y(v) + 4}
                textAnchor="end"
                fontSize="11"
                fill="var(--chakra-colors-fg-muted)"
              >
                {format.number(v)}
              </text>
            </g>
          ))}
          {xTicks(days.length, width < 480 ? 3 : 5).map((i) => (
            <text
              key={i}
              x={x(i)}
              y={PAD.top + plotH + 16}
              textAnchor={tickAnchor(i, days.length)}
              fontSize="11"
              fill="var(--chakra-colors-fg-muted)"
            >
              {format.tick(days[i]?.date ?? '')}
            </text>
          ))}
          <text
            x={PAD.left + plotW / 2}
            y={HEIGHT - 6}
            textAnchor="middle"
            fontSize="12"
            fill="var(--chakra-colors-fg)"
          >
            {t('chart.xAxis')}
          </text>
          <text
            transform={`translate(12 ${PAD.top + plotH / 2}) rotate(-90)`}
            textAnchor="middle"
            fontSize="12"
            fill="var(--chakra-colors-fg)"
          >
            {t('chart.yAxis')}
          </text>
          {pickedRow && current !== null && (
            <line
              x1={x(withData[current] ?? 0)}
              x2={x(withData[current] ?? 0)}
              y1={PAD.top}
              y2={PAD.top + plotH}
              stroke="var(--chakra-colors-fg-subtle)"
              strokeDasharray="3 3"
            />
          )}
          {series.map((key) => (
            <g key={key} data-series={key}>
              <polyline
                fill="none"
                stroke={SERIES_LOOK[key].color}
                strokeWidth="2"
                strokeDasharray={SERIES_LOOK[key].dash}
                points={days.map((d, i) => `${x(i)},${y(d[key])}`).join(' ')}
              />
              {rows.map((row, i) => (
                <SeriesMarker
                  key={row.date}
                  series={key}
                  cx={x(withData[i] ?? 0)}
                  cy={y(row[key])}
                  large={i === current}
                />
              ))}
            </g>
          ))}
        </svg>
      </Box>
      <Text id={`${id}-keys`} fontSize="xs" color="fg.muted" mt={1}>
        {t('chart.keys')}
      </Text>
      <Text aria-live="polite" minH="6" fontSize="sm" data-testid="chart-readout">
        {pickedRow
          ? t(series.includes('users') ? 'chart.readout' : 'chart.readoutClient', {
              date: format.day(pickedRow.date),
              users: format.number(pickedRow.users),
              sessions: format.number(pickedRow.sessions),
              pageViews: format.number(pickedRow.pageViews),
            })
          : ''}
      </Text>
    </Box>
  );
}
