/**
 * Calendar arithmetic in the viewer's own time zone (the planner shows local
 * times; the API stores UTC instants). Weeks start on Monday.
 */
export type CalendarView = 'month' | 'week' | 'list';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a local date. */
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

/** The API range of those days: from the first one's midnight to just before the day after the last. */
export function rangeOf(days: Date[]): { from: string; to: string } {
  const first = days[0] as Date;
  const end = addLocalDays(days[days.length - 1] as Date, 1);
  return { from: first.toISOString(), to: new Date(end.getTime() - 1).toISOString() };
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

/** A `datetime-local` input's value for an ISO instant, in local time. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${dayKey(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The ISO instant of a `datetime-local` value ('' when it is empty or invalid). */
export function fromLocalInput(value: string): string {
  const d = new Date(value);
  return value && !Number.isNaN(d.getTime()) ? d.toISOString() : '';
}

export function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
