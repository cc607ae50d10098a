import type { MeetingOfficeId } from '@app/shared/leads';
import { slotKey } from '@app/shared/meeting-slots';
import { zonedInstant, zoneOffsetMinutes } from '@app/shared/zoned-time';
import type { MeetingSlotOffice, MeetingSlots } from '../api/get-meeting-slots';

interface PickerSlot {
  /** `<office>#<start>`: the radio value, one per office calendar. */
  key: string;
  office: MeetingOfficeId;
  iso: string;
  /** The start in the visitor's zone, e.g. '9:00 AM'. */
  label: string;
  /** Starts between 7:00 and 21:00 in the visitor's zone. */
  daytime: boolean;
}

interface PickerOfficeSlots {
  office: MeetingSlotOffice;
  slots: PickerSlot[];
}

export interface PickerDay {
  key: string;
  label: string;
  offices: PickerOfficeSlots[];
  /** Offices closed that day with no time offered, and why ('Day after Thanksgiving'). */
  closed: { office: MeetingSlotOffice; name: string }[];
}

/** Daytime for the visitor: slots starting from 7:00 up to 21:00 in their zone show by default. */
const DAYTIME = { from: 7 * 60, to: 21 * 60 } as const;

/**
 * Groups both offices' slots by the visitor's calendar day, each day listing
 * the offices (the one with more daytime slots for this visitor first) and
 * their times in the visitor's zone. Unless `showAll`, slots at night for the
 * visitor are left out, and so are days left without any slot.
 */
export function buildDays(data: MeetingSlots, timeZone: string, showAll: boolean): PickerDay[] {
  const dayKey = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const dayLabel = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  const clock = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });

  const fit = new Map<MeetingOfficeId, number>();
  const slots: PickerSlot[] = data.slots.map((s) => {
    const at = new Date(s.start);
    const parts = Object.fromEntries(clock.formatToParts(at).map((p) => [p.type, p.value]));
    const minutes = (Number(parts.hour) % 24) * 60 + Number(parts.minute);
    const daytime = minutes >= DAYTIME.from && minutes < DAYTIME.to;
    if (daytime) fit.set(s.office, (fit.get(s.office) ?? 0) + 1);
    return { key: slotKey(s), office: s.office, iso: s.start, label: time.format(at), daytime };
  });
  const order = [...data.offices].sort((a, b) => (fit.get(b.id) ?? 0) - (fit.get(a.id) ?? 0));

  const days = new Map<
    string,
    { key: string; label: string; byOffice: Map<MeetingOfficeId, PickerSlot[]> }
  >();
  for (const slot of slots) {
    if (!showAll && !slot.daytime) continue;
    const at = new Date(slot.iso);
    const key = dayKey.format(at);
    let day = days.get(key);
    if (!day) {
      day = { key, label: dayLabel.format(at), byOffice: new Map() };
      days.set(key, day);
    }
    const list = day.byOffice.get(slot.office) ?? [];
    list.push(slot);
    day.byOffice.set(slot.office, list);
  }
  // A closure is the office's own calendar day: named on the visitor's day that holds its midday.
  const closed = new Map<string, { office: MeetingSlotOffice; name: string }[]>();
  for (const c of data.closures ?? []) {
    const office = data.offices.find((o) => o.id === c.office);
    if (!office) continue;
    const key = dayKey.format(zonedInstant(c.date, '12:00', office.timeZone));
    closed.set(key, [...(closed.get(key) ?? []), { office, name: c.name }]);
  }
  return [...days.values()].map((d) => ({
    key: d.key,
    label: d.label,
    offices: order
      .filter((o) => d.byOffice.has(o.id))
      .map((o) => ({ office: o, slots: d.byOffice.get(o.id) ?? [] })),
    closed: (closed.get(d.key) ?? []).filter((c) => !d.byOffice.has(c.office.id)),
  }));
}

/**
 * The office nearest the visitor: the smallest gap between its clock and the
 * visitor's at `at` (round the date line: Tokyo is nearer Noida, London
 * nearer Washington, New York at Washington itself). Ties go to the first.
 */
export function nearestOffice(
  offices: readonly MeetingSlotOffice[],
  timeZone: string,
  at: Date,
): MeetingSlotOffice | undefined {
  const own = zoneOffsetMinutes(at, timeZone);
  const gap = (o: MeetingSlotOffice) => {
    const d = Math.abs(zoneOffsetMinutes(at, o.timeZone) - own) % 1440;
    return Math.min(d, 1440 - d);
  };
  return [...offices].sort((a, b) => gap(a) - gap(b))[0];
}

/** The day the picker opens on: the first with a time at the nearest office, else the first day. */
export function openingDay(days: PickerDay[], nearest: MeetingOfficeId | undefined): PickerDay | undefined {
  return days.find((d) => d.offices.some((o) => o.office.id === nearest)) ?? days[0];
}

function hhmmLabel(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** An office's hours in its own zone: '9:00 AM – 5:00 PM'. */
export function officeHours(office: MeetingSlotOffice): string {
  return `${hhmmLabel(office.dayStart)} – ${hhmmLabel(office.dayEnd)}`;
}

/** The picked slot spelled out in the visitor's zone: 'Monday, December 7, 9:00 AM'. */
export function describeSlot(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}
