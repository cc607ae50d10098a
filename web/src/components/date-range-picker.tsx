import { ANALYTICS } from '@app/shared/analytics';
import { analyticsDay, dayCount, lastDays } from '@app/shared/analytics-days';
import { readableZoneName } from '@app/shared/time-zones';
import { Box, Group, SegmentedControl, Text, TextInput, useMatches } from '@mantine/core';
import { useState } from 'react';
import { shortDay } from '../lib/short-day';

/** The presets a report screen may offer: the last N days up to today. */
const PRESET_LABELS = { '7': '7 days', '30': '30 days', '90': '90 days', '365': '12 months' } as const;
export type RangePreset = keyof typeof PRESET_LABELS;

export interface DateRange {
  mode: RangePreset | 'custom';
  /** YYYY-MM-DD, both days included. */
  from: string;
  to: string;
}

function presetRange(mode: RangePreset, today: string): DateRange {
  return { mode, ...lastDays(Number(mode), today) };
}

/** Problem with a custom range, or null when it can be reported. */
function dateRangeProblem(range: DateRange, maxDays: number): string | null {
  if (!range.from || !range.to) return 'Pick a start and an end date.';
  if (range.from > range.to) return 'The start date must be on or before the end date.';
  if (dayCount(range.from, range.to) > maxDays) return `Pick at most ${maxDays} days.`;
  return null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A range named in the address, `?from=YYYY-MM-DD&to=YYYY-MM-DD` (the weekly
 * digest's links open the week it reports on), as a custom range; null when
 * absent or not two days up to today.
 */
export function rangeFromSearch(search: string, today: string): DateRange | null {
  const params = new URLSearchParams(search);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (!DAY.test(from) || !DAY.test(to) || to > today || Number.isNaN(Date.parse(`${from}T00:00:00Z`)))
    return null;
  return { mode: 'custom', from, to };
}

/**
 * A report screen's range: it starts as the range in the address, else the
 * `initial` preset ending today (the analytics day); `problem` says why a
 * custom range cannot be reported.
 */
export function useDateRange(initial: RangePreset, maxDays: number) {
  const today = analyticsDay();
  const [range, setRange] = useState<DateRange>(
    () => rangeFromSearch(window.location.search, today) ?? presetRange(initial, today),
  );
  return { today, range, setRange, problem: dateRangeProblem(range, maxDays) };
}

interface Props {
  presets: readonly RangePreset[];
  value: DateRange;
  today: string;
  /** The period of the same length the figures are compared with, once known. */
  previous?: { from: string; to: string };
  onChange: (next: DateRange) => void;
  /** A test id for the comparison line. */
  comparisonTestId?: string;
}

/**
 * The date range of a report screen (Analytics, Sales Reports): presets or
 * custom days (never after today), and the period the figures are compared with.
 */
export function DateRangePicker({ presets, value, today, previous, onChange, comparisonTestId }: Props) {
  // Five options fit a phone only in the small size: every option stays in sight, none scrolled away.
  const size = useMatches({ base: 'xs', sm: 'sm' });
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {/* Should presets ever outgrow a phone, the control scrolls in its own box, never the page. */}
      <Box maw="100%" style={{ overflowX: 'auto' }}>
        <SegmentedControl
          aria-label="Date range"
          size={size}
          value={value.mode}
          data={[
            ...presets.map((p) => ({ value: p, label: PRESET_LABELS[p] })),
            { value: 'custom', label: 'Custom' },
          ]}
          onChange={(mode) =>
            onChange(
              mode === 'custom' ? { ...value, mode: 'custom' } : presetRange(mode as RangePreset, today),
            )
          }
        />
      </Box>
      {value.mode === 'custom' && (
        <>
          <TextInput
            label="From"
            type="date"
            value={value.from}
            max={value.to || today}
            onChange={(e) => onChange({ ...value, from: e.currentTarget.value })}
          />
          <TextInput
            label="To"
            type="date"
            value={value.to}
            min={value.from || undefined}
            max={today}
            onChange={(e) => onChange({ ...value, to: e.currentTarget.value })}
          />
        </>
      )}
      {previous && (
        <Text size="sm" c="dimmed" pb={6} data-testid={comparisonTestId}>
          {shortDay(value.from)} – {shortDay(value.to)}, compared with {shortDay(previous.from)} –{' '}
          {shortDay(previous.to)}; days in {readableZoneName(ANALYTICS.timeZone)}, the company's reporting
          zone
        </Text>
      )}
    </Group>
  );
}
