/**
 * Meeting slot arithmetic shared by the schedule-meeting form (which lists
 * slots in the visitor's zone) and the services (which refuse anything that
 * is not a bookable slot). Zone arithmetic is zoned-time.ts's, so it runs in
 * browsers and Lambda alike and handles daylight saving in zones that have it.
 *
 * A slot is identified by its office and its start instant as a canonical
 * ISO string (`Date#toISOString()`, UTC, milliseconds included).
 */
import { MEETING_SLOTS, type MeetingOfficeId, type MeetingSlotConfig } from './leads';
import { AVAILABILITY_SEEDS } from './office-availability-seed';
import type { OfficeAvailability } from './schemas/office-availability';
import { addDays, weekdayOf, zonedDay, zonedInstant, zonedParts } from './zoned-time';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The slot rules of an office's availability record (its hours, closures, notice and window). */
export function slotConfigOf(a: OfficeAvailability): MeetingSlotConfig {
  return {
    timeZone: a.timeZone,
    workingDays: a.workingDays,
    dayStart: a.dayStart,
    dayEnd: a.dayEnd,
    slotMinutes: a.slotMinutes,
    minNoticeMinutes: a.minNoticeMinutes,
    daysAhead: a.daysAhead,
    closedDays: new Set(a.closures.map((c) => c.date)),
  };
}

const seedConfigs = new Map(AVAILABILITY_SEEDS.map((a) => [a.id, slotConfigOf(a)]));
/**
 * An office's slot rules as seeded from code (tests and the demo seed). The
 * services read the stored records instead (data/office-availability.ts), so
 * what Sales set on /admin/availability applies to the next request.
 */
export function officeSlotConfig(office: MeetingOfficeId): MeetingSlotConfig {
  return seedConfigs.get(office) as MeetingSlotConfig;
}

/** A bookable slot: which office and when it starts. */
export interface OfficeSlot {
  office: MeetingOfficeId;
  start: string;
}

/** Every office's slots at `now` (optionally narrowed), ascending by start, then office. */
export function listOfficeSlots(
  now: Date,
  range: { from?: Date; to?: Date } = {},
  offices: readonly OfficeAvailability[] = AVAILABILITY_SEEDS,
): OfficeSlot[] {
  const all: OfficeSlot[] = [];
  for (const a of offices)
    for (const start of listSlots(now, slotConfigOf(a), range)) all.push({ office: a.id, start });
  return all.sort((a, b) =>
    a.start === b.start ? a.office.localeCompare(b.office) : a.start < b.start ? -1 : 1,
  );
}

/** The key a slot is stored and compared under: office and start. */
export function slotKey(slot: OfficeSlot): string {
  return `${slot.office}#${slot.start}`;
}

function toMinutes(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** Canonical slot id, or null when `value` is not a valid instant. */
export function canonicalSlot(value: string): string | null {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** Earliest and latest start a visitor may book at `now`. */
export function bookingWindow(now: Date, config: MeetingSlotConfig = officeSlotConfig('noida')) {
  return {
    earliest: new Date(now.getTime() + config.minNoticeMinutes * MINUTE),
    latest: new Date(now.getTime() + config.daysAhead * DAY),
  };
}

/**
 * Every slot start (canonical ISO strings, ascending) inside business hours
 * and the booking window, optionally narrowed to [from, to).
 */
export function listSlots(
  now: Date,
  config: MeetingSlotConfig = officeSlotConfig('noida'),
  range: { from?: Date; to?: Date } = {},
): string[] {
  const window = bookingWindow(now, config);
  const from = Math.max(window.earliest.getTime(), range.from?.getTime() ?? 0);
  const to = Math.min(window.latest.getTime(), range.to?.getTime() ?? Number.POSITIVE_INFINITY);
  if (from >= to) return [];
  const start = toMinutes(config.dayStart);
  const end = toMinutes(config.dayEnd);
  const slots: string[] = [];
  // Walk the calendar days of the business zone that overlap [from, to).
  const lastDay = zonedDay(to, config.timeZone);
  for (let day = zonedDay(from, config.timeZone); day <= lastDay; day = addDays(day, 1)) {
    if (!config.workingDays.includes(weekdayOf(day))) continue;
    if (config.closedDays?.has(day)) continue;
    for (let m = start; m + config.slotMinutes <= end; m += config.slotMinutes) {
      const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      const at = zonedInstant(day, time, config.timeZone).getTime();
      if (at >= from && at < to) slots.push(new Date(at).toISOString());
    }
  }
  return slots;
}

export type SlotProblem = 'invalid' | 'past' | 'tooSoon' | 'tooFar' | 'outsideHours';

/** Why `slot` cannot be booked at `now`, or null when it can (taken slots are for the store to decide). */
export function slotProblem(
  slot: string,
  now: Date,
  config: MeetingSlotConfig = officeSlotConfig('noida'),
): SlotProblem | null {
  const canonical = canonicalSlot(slot);
  if (!canonical) return 'invalid';
  const at = Date.parse(canonical);
  if (at <= now.getTime()) return 'past';
  const window = bookingWindow(now, config);
  if (at < window.earliest.getTime()) return 'tooSoon';
  if (at > window.latest.getTime()) return 'tooFar';
  const p = zonedParts(at, config.timeZone);
  const minutes = p.hour * 60 + p.minute;
  const start = toMinutes(config.dayStart);
  const onGrid = (minutes - start) % config.slotMinutes === 0 && at % MINUTE === 0;
  const inHours = minutes >= start && minutes + config.slotMinutes <= toMinutes(config.dayEnd);
  const day = zonedDay(at, config.timeZone);
  if (!config.workingDays.includes(p.weekday) || !inHours || !onGrid || config.closedDays?.has(day))
    return 'outsideHours';
  return null;
}

/** Field messages for slot problems (ours). */
export const SLOT_MESSAGES: Record<SlotProblem | 'taken' | 'required', string> = {
  required: 'Please pick a meeting time.',
  invalid: 'Pick a valid meeting time.',
  past: 'This meeting time is in the past. Please pick another.',
  tooSoon: `Please pick a time at least ${MEETING_SLOTS.minNoticeMinutes / 60} hours from now.`,
  tooFar: `Please pick a time within the next ${MEETING_SLOTS.daysAhead} days.`,
  outsideHours: 'This time is outside our meeting hours. Please pick one of the offered times.',
  taken: 'This meeting time was just booked by someone else. Please pick another.',
};

/** The message for `problem` by the office's own rules (its notice and window may differ from the defaults). */
export function slotMessage(
  problem: SlotProblem,
  config: Pick<MeetingSlotConfig, 'minNoticeMinutes' | 'daysAhead'>,
) {
  if (problem === 'tooSoon') {
    const h = config.minNoticeMinutes / 60;
    return Number.isInteger(h)
      ? `Please pick a time at least ${h} hours from now.`
      : `Please pick a time at least ${config.minNoticeMinutes} minutes from now.`;
  }
  if (problem === 'tooFar') return `Please pick a time within the next ${config.daysAhead} days.`;
  return SLOT_MESSAGES[problem];
}

/** The slot's end instant. */
export function slotEnd(slot: string, config: { slotMinutes: number } = MEETING_SLOTS): string {
  return new Date(Date.parse(slot) + config.slotMinutes * MINUTE).toISOString();
}

/** A day an office is closed inside the booking window, named so the picker can say why it is missing. */
export interface OfficeClosure {
  office: MeetingOfficeId;
  /** The office's own calendar day, 'YYYY-MM-DD'. */
  date: string;
  name: string;
}

/** Every office's named closures from today to the end of the booking window at `now`. */
export function officeClosures(
  now: Date,
  offices: readonly OfficeAvailability[] = AVAILABILITY_SEEDS,
): OfficeClosure[] {
  const closures: OfficeClosure[] = [];
  for (const a of offices) {
    const config = slotConfigOf(a);
    const first = zonedDay(now, config.timeZone);
    const last = zonedDay(bookingWindow(now, config).latest, config.timeZone);
    for (const c of [...a.closures].sort((x, y) => (x.date < y.date ? -1 : 1)))
      if (c.date >= first && c.date <= last) closures.push({ office: a.id, date: c.date, name: c.name });
  }
  return closures;
}

/**
 * Slots that keep an office's buffer clear of its booked meetings: a free
 * slot is dropped when it starts or ends within `bufferMinutes` of a booked
 * one of the same office.
 */
export function outsideBuffers(
  slots: readonly OfficeSlot[],
  booked: readonly OfficeSlot[],
  offices: readonly OfficeAvailability[],
): OfficeSlot[] {
  const byOffice = new Map(offices.map((a) => [a.id, a]));
  return slots.filter((s) => {
    const a = byOffice.get(s.office);
    if (!a || a.bufferMinutes <= 0) return true;
    const start = Date.parse(s.start);
    const end = start + a.slotMinutes * MINUTE;
    const gap = a.bufferMinutes * MINUTE;
    return !booked.some((b) => {
      if (b.office !== s.office) return false;
      const bStart = Date.parse(b.start);
      const bEnd = bStart + a.slotMinutes * MINUTE;
      return start < bEnd + gap && bStart < end + gap;
    });
  });
}
