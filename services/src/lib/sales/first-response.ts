/**
 * First-response figures per week and per owner (issue 30, item 6): median
 * minutes from arrival to the first response and the share answered within
 * the one-business-day promise, for the leads that came in during a week
 * (Monday to Sunday in the company's zone). Read from the leads themselves on
 * their list index (L2: a date-bounded Query per kind, pages of 100, at most
 * FIRST_RESPONSE_REPORT.maxLeads each), so Sales Reports and the weekly
 * digest read the same figures through `firstResponseWeek`.
 */
import * as clock from '@app/shared/clock';
import { COMPANY } from '@app/shared/company';
import { LEAD_KINDS, type LeadKind } from '@app/shared/leads';
import { answeredInTime } from '@app/shared/reply-promise';
import {
  FIRST_RESPONSE_REPORT,
  type FirstResponseFigures,
  type FirstResponseOwnerRow,
  type FirstResponseWeek,
} from '@app/shared/sales';
import type { LeadMeta } from '@app/shared/schemas/lead-admin';
import { addDays, startOfZonedDay, weekdayOf } from '@app/shared/zoned-time';
import { leadEntityOf } from '../../data/entities/lead';
import { queryIndexPage } from '../../data/index-page';
import { leadKeys } from '../../data/lead-store';

type Lead = Pick<LeadMeta, 'id' | 'dateRaised' | 'owner' | 'firstResponseAt' | 'responseDueAt'>;

/** The Monday of the week holding `day` ('YYYY-MM-DD'). */
export function mondayOf(day: string): string {
  return addDays(day, 1 - weekdayOf(day));
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const m =
    sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return Math.round(m);
}

/** The figures of a set of leads at `now` (a lead neither answered nor yet due is undecided). */
export function figuresOf(leads: readonly Lead[], now: Date): FirstResponseFigures {
  const at = now.toISOString();
  const minutes: number[] = [];
  let withinPromise = 0;
  let decided = 0;
  for (const lead of leads) {
    if (lead.firstResponseAt)
      minutes.push((Date.parse(lead.firstResponseAt) - Date.parse(lead.dateRaised)) / 60_000);
    if (answeredInTime(lead)) withinPromise++;
    if (lead.firstResponseAt || (lead.responseDueAt && lead.responseDueAt <= at)) decided++;
  }
  return {
    leads: leads.length,
    answered: minutes.length,
    medianMinutes: median(minutes),
    withinPromise,
    decided,
    share: decided > 0 ? Math.round((withinPromise / decided) * 10_000) / 10_000 : null,
  };
}

/** One kind's leads of the week (gsi1 between the week's instants), at most FIRST_RESPONSE_REPORT.maxLeads. */
async function kindOfWeek(kind: LeadKind, from: string, to: string) {
  const leads: Lead[] = [];
  let truncated = false;
  let cursor: string | undefined;
  let read = 0;
  do {
    const page = await queryIndexPage<Lead>({
      entity: leadEntityOf(kind),
      index: 'gsi1',
      partition: leadKeys.listPk(kind),
      // gsi1sk is `<dateRaised>#<id>`: from the week's first instant up to (not into) the next week's.
      range: { between: [from, to] },
      oldestFirst: true,
      limit: 100,
      cursor,
      attributes: ['id', 'dateRaised', 'owner', 'firstResponseAt', 'responseDueAt'],
    });
    leads.push(...page.items.filter((l) => l.dateRaised < to));
    read += page.items.length;
    cursor = page.nextCursor ?? undefined;
    if (cursor && read >= FIRST_RESPONSE_REPORT.maxLeads) {
      truncated = true;
      cursor = undefined;
    }
  } while (cursor);
  return { leads, truncated };
}

/** The week's leads of both kinds, the kinds read at once (not one after the other). */
async function leadsOfWeek(monday: string): Promise<{ leads: Lead[]; truncated: boolean }> {
  const from = startOfZonedDay(monday, COMPANY.timeZone).toISOString();
  const to = startOfZonedDay(addDays(monday, 7), COMPANY.timeZone).toISOString();
  const kinds = await Promise.all(LEAD_KINDS.map((kind) => kindOfWeek(kind, from, to)));
  return { leads: kinds.flatMap((k) => k.leads), truncated: kinds.some((k) => k.truncated) };
}

/** One week's first-response figures, overall and per owner (the week holding `day`, company zone). */
export async function firstResponseWeek(day: string, now = clock.now()): Promise<FirstResponseWeek> {
  const week = mondayOf(day);
  const { leads, truncated } = await leadsOfWeek(week);
  const owners = new Map<string, Lead[]>();
  for (const lead of leads) owners.set(lead.owner ?? '', [...(owners.get(lead.owner ?? '') ?? []), lead]);
  const byOwner: FirstResponseOwnerRow[] = [...owners]
    .map(([owner, own]) => ({ owner, ...figuresOf(own, now) }))
    .sort((a, b) => b.leads - a.leads || a.owner.localeCompare(b.owner));
  return { week, ...figuresOf(leads, now), byOwner, truncated };
}

/** The last `FIRST_RESPONSE_REPORT.weeks` weeks up to the one holding `to`, newest first. */
export async function firstResponseWeeks(
  from: string,
  to: string,
  now = clock.now(),
): Promise<FirstResponseWeek[]> {
  const weeks: string[] = [];
  const first = mondayOf(from);
  for (
    let monday = mondayOf(to);
    monday >= first && weeks.length < FIRST_RESPONSE_REPORT.weeks;
    monday = addDays(monday, -7)
  )
    weeks.push(monday);
  return Promise.all(weeks.map((w) => firstResponseWeek(w, now)));
}
