import { dayCount, lastDays } from '@app/shared/analytics-days';
import { SALES_REPORT } from '@app/shared/sales';
import { Box, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { shortDay } from './format';

const PRESETS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '12 months' },
] as const;
export type SalesRangeMode = (typeof PRESETS)[number]['value'] | 'custom';
export interface SalesRange {
  mode: SalesRangeMode;
  from: string;
  to: string;
}

export function salesRangeFor(mode: Exclude<SalesRangeMode, 'custom'>, today: string): SalesRange {
  return { mode, ...lastDays(Number(mode), today) };
}

/** Problem with a custom range, or null when it can be reported. */
export function salesRangeProblem(r: SalesRange): string | null {
  if (!r.from || !r.to) return 'Pick a start and an end date.';
  if (r.from > r.to) return 'The start date must be on or before the end date.';
  if (dayCount(r.from, r.to) > SALES_REPORT.maxRangeDays)
    return `Pick at most ${SALES_REPORT.maxRangeDays} days.`;
  return null;
}

interface Props {
  value: SalesRange;
  today: string;
  previous?: { from: string; to: string };
  onChange: (next: SalesRange) => void;
}

/** Presets or custom days, and the period of the same length the figures are compared with. */
export function SalesRangePicker({ value, today, previous, onChange }: Props) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {/* Five presets are wider than a phone: the control scrolls in its own box, never the page. */}
      <Box maw="100%" style={{ overflowX: 'auto' }}>
        <SegmentedControl
          aria-label="Date range"
          value={value.mode}
          data={[...PRESETS, { value: 'custom', label: 'Custom' }]}
          onChange={(mode) =>
            onChange(
              mode === 'custom'
                ? { ...value, mode: 'custom' }
                : salesRangeFor(mode as Exclude<SalesRangeMode, 'custom'>, today),
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
        <Text size="sm" c="dimmed" pb={6} data-testid="sales-range-comparison">
          {shortDay(value.from)} – {shortDay(value.to)}, compared with {shortDay(previous.from)} –{' '}
          {shortDay(previous.to)}
        </Text>
      )}
    </Group>
  );
}
