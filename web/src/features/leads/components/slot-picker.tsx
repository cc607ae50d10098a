import * as clock from '@app/shared/clock';
import { MEETING_SLOTS } from '@app/shared/leads';
import { readableZoneName } from '@app/shared/time-zones';
import { Alert, Button, Chip, Group, Input, Loader, Stack, Switch, Text } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import type { MeetingSlots } from '../api/get-meeting-slots';
import { buildDays, describeSlot, nearestOffice, officeHours, openingDay } from './slot-days';
import classes from './slot-picker.module.css';
import { toolParam } from './webmcp';

export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

interface SlotPickerProps {
  state: { data: MeetingSlots | null; error: unknown; loading: boolean; reload: () => void };
  /** The picked slot's key, `<office>#<start>`. */
  value: string | null;
  onChange: (key: string) => void;
  error?: string;
  timeZone: string;
}

/**
 * Pick a day, then a time with one of the two offices, all in the visitor's
 * own zone (named readably). Times at night for the visitor are hidden until
 * they ask for them, so a New York visitor starts with Washington's 9:00-17:00
 * and an Indian visitor with Noida's 10:00-18:00. It opens on the first day
 * with a time at the office nearest the visitor (issue 30, item 3), not on a
 * day the nearest office is closed; the day's closed offices say why.
 *
 * Prerendered (no document), neither the zone nor the free times are known:
 * the picker says where the times will appear; the site script loads the
 * form's code, and so the times, as soon as the picker comes into view
 * (site-script/islands.ts), or on the first touch of the form before that.
 */
export function SlotPicker({ state, value, onChange, error, timeZone }: SlotPickerProps) {
  const prerendered = typeof document === 'undefined';
  const [showAll, setShowAll] = useState(false);
  const days = useMemo(
    () => (state.data ? buildDays(state.data, timeZone, showAll) : []),
    [state.data, timeZone, showAll],
  );
  const hiddenCount = useMemo(() => {
    if (!state.data || showAll) return 0;
    const shown = days.reduce((n, d) => n + d.offices.reduce((m, o) => m + o.slots.length, 0), 0);
    return state.data.slots.length - shown;
  }, [state.data, days, showAll]);
  const [dayKey, setDayKey] = useState<string | null>(null);
  const valueDay = value
    ? days.find((d) => d.offices.some((o) => o.slots.some((s) => s.key === value)))?.key
    : undefined;
  const nearest = useMemo(
    () => (state.data ? nearestOffice(state.data.offices, timeZone, clock.now())?.id : undefined),
    [state.data, timeZone],
  );
  const current = days.find((d) => d.key === (dayKey ?? valueDay)) ?? openingDay(days, nearest);
  const zoneName = readableZoneName(timeZone);
  const picked = value ? state.data?.slots.find((s) => `${s.office}#${s.start}` === value) : undefined;
  const pickedOffice = picked ? state.data?.offices.find((o) => o.id === picked.office) : undefined;

  let body: ReactNode;
  if (prerendered)
    body = (
      <div className={classes.pending} data-slot-picker="pending">
        <p>Free times for the next {MEETING_SLOTS.daysAhead} days appear here.</p>
      </div>
    );
  else if (state.loading && !state.data)
    body = (
      <div className={classes.pending}>
        <Loader size="sm" aria-label="Loading meeting times" />
      </div>
    );
  else if (state.error && !state.data)
    body = (
      <Alert color="red" title="Could not load the meeting times">
        <Button size="xs" variant="light" onClick={state.reload}>
          Try again
        </Button>
      </Alert>
    );
  else if (!current)
    body = (
      <Text size="sm">
        {hiddenCount
          ? 'No daytime meeting times are free in your time zone in the coming days. Show all times below, or use the Let\u2019s Connect form.'
          : "No meeting times are free in the coming days. Please use the Let's Connect form."}
      </Text>
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
        {current.closed.map(({ office, name }) => (
          <p key={office.id} className={classes.officeName} data-closed={office.id}>
            {office.name} office closed: {name}
          </p>
        ))}
        {current.offices.map(({ office, slots }) => (
          <div key={office.id} className={classes.office} data-office={office.id}>
            <p className={classes.officeName}>
              <strong>{office.name} office</strong>
              <span>
                {' '}
                · open {officeHours(office)} {readableZoneName(office.timeZone)}
              </span>
            </p>
            <Group
              gap="xs"
              role="radiogroup"
              aria-label={`Times with the ${office.name} office on ${current.label}`}
            >
              {slots.map((s) => (
                <Chip
                  key={s.key}
                  type="radio"
                  name="slot"
                  value={s.key}
                  checked={value === s.key}
                  onChange={() => onChange(s.key)}
                  {...toolParam(
                    'An offered meeting time: the office id and the ISO 8601 start, as "<office>#<start>".',
                  )}
                >
                  {s.label}
                </Chip>
              ))}
            </Group>
          </div>
        ))}
      </Stack>
    );

  return (
    <Input.Wrapper
      component="fieldset"
      labelElement="div"
      aria-label="Pick a meeting time"
      label="Pick a meeting time"
      withAsterisk
      description={`Times are shown in your time zone${prerendered ? '' : `: ${zoneName}`}. Each meeting lasts ${state.data?.slotMinutes ?? MEETING_SLOTS.slotMinutes} minutes, with our Noida or Washington, DC office.`}
      error={error}
      style={{ border: 0, padding: 0, margin: 0 }}
      // Mantine's dimmed description colour is below WCAG AA contrast on white.
      styles={{ description: { color: 'var(--mantine-color-gray-7)', fontSize: 14 } }}
    >
      <div style={{ marginTop: 8 }}>{body}</div>
      {state.data && (hiddenCount > 0 || showAll) ? (
        <Switch
          mt="sm"
          size="sm"
          checked={showAll}
          onChange={(e) => setShowAll(e.currentTarget.checked)}
          label={
            showAll
              ? 'Showing night-time slots too'
              : `Show ${hiddenCount} more times outside 7 AM–9 PM your time`
          }
        />
      ) : null}
      {picked && pickedOffice ? (
        <p className={classes.picked} aria-live="polite">
          Selected: {describeSlot(picked.start, timeZone)} {zoneName}, with the {pickedOffice.name} office.
        </p>
      ) : null}
    </Input.Wrapper>
  );
}
