import { Alert, Button, Chip, Group, Input, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import type { MeetingSlots } from '../api/get-meeting-slots';
import { toolParam } from './webmcp';

export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

interface Day {
  key: string;
  label: string;
  slots: { iso: string; label: string }[];
}

/** Groups slot starts by the visitor's calendar day, labelled in their zone. */
export function groupByDay(slots: readonly string[], timeZone: string): Day[] {
  const dayKey = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const dayLabel = new Intl.DateTimeFormat(undefined, {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  const time = new Intl.DateTimeFormat(undefined, { timeZone, hour: 'numeric', minute: '2-digit' });
  const days = new Map<string, Day>();
  for (const iso of slots) {
    const at = new Date(iso);
    const key = dayKey.format(at);
    let day = days.get(key);
    if (!day) {
      day = { key, label: dayLabel.format(at), slots: [] };
      days.set(key, day);
    }
    day.slots.push({ iso, label: time.format(at) });
  }
  return [...days.values()];
}

interface SlotPickerProps {
  state: { data: MeetingSlots | null; error: unknown; loading: boolean; reload: () => void };
  value: string | null;
  onChange: (slot: string) => void;
  error?: string;
  timeZone: string;
}

/** Pick a day, then a time, both in the visitor's own time zone. */
export function SlotPicker({ state, value, onChange, error, timeZone }: SlotPickerProps) {
  const days = useMemo(() => groupByDay(state.data?.slots ?? [], timeZone), [state.data, timeZone]);
  const [dayKey, setDayKey] = useState<string | null>(null);
  const valueDay = value ? days.find((d) => d.slots.some((s) => s.iso === value))?.key : undefined;
  const current = days.find((d) => d.key === (dayKey ?? valueDay)) ?? days[0];

  let body: ReactNode;
  if (state.loading && !state.data) body = <Loader size="sm" aria-label="Loading meeting times" />;
  else if (state.error && !state.data)
    body = (
      <Alert color="red" title="Could not load the meeting times">
        <Button size="xs" variant="light" onClick={state.reload}>
          Try again
        </Button>
      </Alert>
    );
  else if (days.length === 0 || !current)
    body = (
      <Text size="sm">No meeting times are free in the coming days. Please use the Let's Connect form.</Text>
    );
  else
    body = (
      <Stack gap="sm">
        <Group gap="xs" role="group" aria-label="Day">
          {days.map((d) => (
            <Button
              key={d.key}
              size="xs"
              variant={d.key === current.key ? 'filled' : 'default'}
              aria-pressed={d.key === current.key}
              onClick={() => setDayKey(d.key)}
            >
              {d.label}
            </Button>
          ))}
        </Group>
        <Group gap="xs" role="radiogroup" aria-label={`Times on ${current.label}`}>
          {current.slots.map((s) => (
            <Chip
              key={s.iso}
              type="radio"
              name="slotStart"
              value={s.iso}
              checked={value === s.iso}
              onChange={() => onChange(s.iso)}
              {...toolParam('Start of the meeting as an ISO 8601 instant, one of the offered times.')}
            >
              {s.label}
            </Chip>
          ))}
        </Group>
      </Stack>
    );

  return (
    <Input.Wrapper
      component="fieldset"
      labelElement="div"
      aria-label="Pick a meeting time"
      label="Pick a meeting time"
      withAsterisk
      description={`Times are shown in your time zone (${timeZone}). Each meeting lasts ${state.data?.slotMinutes ?? 30} minutes.`}
      error={error}
      style={{ border: 0, padding: 0, margin: 0 }}
      // Mantine's dimmed description colour is below WCAG AA contrast on white.
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
    >
      <div style={{ marginTop: 8 }}>{body}</div>
    </Input.Wrapper>
  );
}
