/**
 * Calendar arithmetic for the planner. The calendar's days are wall dates (a
 * Date's own year, month and day; weeks start on Monday); a post's instant is
 * placed and shown in the member's zone (Settings › Time zone, the browser's
 * by default: issue 27 item 5), through shared/src/staff-time.ts and
 * zoned-time.ts, so it reads as on the leads lists and deals.
 */
import { now } from '@app/shared/clock';
import { staffTime } from '@app/shared/staff-time';
import { dayString, startOfZonedDay, zonedDay, zonedInstant, zonedParts } from '@app/shared/zoned-time';
import { staffZone } from '../../../lib/staff-zone';

export type CalendarView = 'month' | 'week' | 'list';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a calendar day (its wall date, whatever the zone). */
export function dayKey(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function addLocalDays(d: Date, n: number): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
}

function mondayOf(d: Date): Date {
  return addLocalDays(d, -((d.getDay() + 6) % 7));
}

/** The days a view shows around `anchor`: six weeks for a month, seven days for a week. */
export function visibleDays(view: 'month' | 'week', anchor: Date): Date[] {
  const start =
    view === 'week' ? mondayOf(anchor) : mondayOf(new Date(anchor.getFullYear(), anchor.getMonth(), 1));
  return Array.from({ length: view === 'week' ? 7 : 42 }, (_, i) => addLocalDays(start, i));
}

/** The day a post's instant falls on in the member's zone. */
export function postDay(iso: string, zone = staffZone()): string {
  return zonedDay(iso, zone);
}

/** Today in the member's zone. */
export function todayKey(zone = staffZone()): string {
  return zonedDay(now(), zone);
}

/** The API range of those days in the member's zone: the first one's midnight to just before the day after the last. */
export function rangeOf(days: Date[], zone = staffZone()): { from: string; to: string } {
  const first = dayKey(days[0] as Date);
  const end = startOfZonedDay(dayKey(addLocalDays(days[days.length - 1] as Date, 1)), zone);
  return { from: startOfZonedDay(first, zone).toISOString(), to: new Date(end.getTime() - 1).toISOString() };
}

/** Today in the member's zone as a calendar day (the anchor of the month or week shown). */
export function todayDate(zone = staffZone()): Date {
  const [y, m, d] = todayKey(zone).split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** 10:00 on a calendar day in the member's zone: a new post's time when planned on that day. */
export function morningOf(day: Date, zone = staffZone()): Date {
  return zonedInstant(dayKey(day), '10:00', zone);
}

/** Moves the anchor by one month or one week. */
export function shift(view: 'month' | 'week', anchor: Date, by: number): Date {
  return view === 'week'
    ? addLocalDays(anchor, 7 * by)
    : new Date(anchor.getFullYear(), anchor.getMonth() + by, 1);
}

export function titleOf(view: 'month' | 'week', anchor: Date): string {
  if (view === 'month') return anchor.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
  const days = visibleDays('week', anchor);
  const f = (d: Date) => d.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
  return `${f(days[0] as Date)} – ${f(days[6] as Date)}, ${(days[6] as Date).getFullYear()}`;
}

/** A `datetime-local` input's value for an ISO instant, on the wall clock of the member's zone. */
export function toLocalInput(iso: string, zone = staffZone()): string {
  const p = zonedParts(iso, zone);
  return `${dayString(p.year, p.month, p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

const LOCAL_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** The ISO instant of a `datetime-local` value read in the member's zone ('' when it is empty or invalid). */
export function fromLocalInput(value: string, zone = staffZone()): string {
  const m = LOCAL_INPUT.exec(value);
  if (!m) return '';
  const d = zonedInstant(m[1] as string, m[2] as string, zone);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

/** '8:12 PM' in the member's zone (shared/src/staff-time.ts). */
export function timeOf(iso: string, zone = staffZone()): string {
  return staffTime(iso, zone);
}

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
