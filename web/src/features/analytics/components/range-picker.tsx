import { ANALYTICS } from '@app/shared/analytics';
import { dayCount, lastDays } from '@app/shared/analytics-days';
import { Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { shortDay } from './format';

export type RangeMode = '7' | '30' | 'custom';
export interface RangeState {
  mode: RangeMode;
  from: string;
  to: string;
}

export function rangeFor(mode: Exclude<RangeMode, 'custom'>, today: string): RangeState {
  return { mode, ...lastDays(Number(mode), today) };
}

/** Problem with a custom range, or null when it can be reported. */
export function rangeProblem(r: RangeState): string | null {
  if (!r.from || !r.to) return 'Pick a start and an end date.';
  if (r.from > r.to) return 'The start date must be on or before the end date.';
  if (dayCount(r.from, r.to) > ANALYTICS.maxRangeDays) return `Pick at most ${ANALYTICS.maxRangeDays} days.`;
  return null;
}

interface Props {
  value: RangeState;
  today: string;
  previous?: { from: string; to: string };
  onChange: (next: RangeState) => void;
}

/** 7 days, 30 days or custom days, and the period the figures are compared with. */
export function RangePicker({ value, today, previous, onChange }: Props) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SegmentedControl
        aria-label="Date range"
        value={value.mode}
        data={[
          { value: '7', label: '7 days' },
          { value: '30', label: '30 days' },
          { value: 'custom', label: 'Custom' },
        ]}
        onChange={(mode) =>
          onChange(mode === 'custom' ? { ...value, mode: 'custom' } : rangeFor(mode as '7' | '30', today))
        }
      />
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
        <Text size="sm" c="dimmed" pb={6}>
          {shortDay(value.from)} – {shortDay(value.to)}, compared with {shortDay(previous.from)} –{' '}
          {shortDay(previous.to)}
        </Text>
      )}
    </Group>
  );
}
