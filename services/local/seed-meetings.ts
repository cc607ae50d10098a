/**
 * Issue 30's demo (item 8, the part that is not owners): a booked meeting
 * within the next 24 hours, so the first sweep after the start puts its
 * reminder (with the reschedule/cancel link) in the outbox, and a holiday
 * closure saved on the Noida office's availability, so /admin/availability
 * lists it and the public picker names it on its day. Idempotent through
 * seedOnce; a closure is added only while nobody has saved the office.
 */
import * as clock from '@app/shared/clock';
import type { MeetingOfficeId } from '@app/shared/leads';
import { type OfficeSlot, slotConfigOf } from '@app/shared/meeting-slots';
import { addDays, weekdayOf, zonedDay } from '@app/shared/zoned-time';
import { seedOnce } from './seed-once';

export const MEETING_DEMO = {
  fullName: 'Daniel Brooks',
  email: 'daniel.brooks@example.com',
  closure: 'Foundation Day (company holiday)',
} as const;
const HOUR = 3_600_000;
const ZONES: Record<MeetingOfficeId, string> = { noida: 'Asia/Kolkata', washington: 'America/New_York' };

/** The latest office slot between 2 and 24 hours from now (the reminder reads "tomorrow"), else the next one. */
export function demoMeetingSlot(
  now: Date,
  offices: Parameters<typeof slotConfigOf>[0][],
  listSlots: (now: Date, config: ReturnType<typeof slotConfigOf>) => string[],
): OfficeSlot | undefined {
  // Seeded, not booked by a visitor: the offices' minimum notice does not apply.
  const all = offices
    .flatMap((a) => {
      const config = { ...slotConfigOf(a), minNoticeMinutes: 0 };
      return listSlots(now, config).map((start) => ({ office: a.id, start }));
    })
    .filter((s) => Date.parse(s.start) >= now.getTime() + 2 * HOUR)
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  const soon = all.filter((s) => Date.parse(s.start) <= now.getTime() + 24 * HOUR);
  return soon.at(-1) ?? all[0];
}

/** A Noida working day 5 to 13 days on that is not closed yet. */
export function demoClosureDay(
  now: Date,
  office: { timeZone: string; workingDays: number[]; closures: { date: string }[] },
) {
  const today = zonedDay(now, office.timeZone);
  for (let n = 5; n <= 13; n++) {
    const day = addDays(today, n);
    if (office.workingDays.includes(weekdayOf(day)) && !office.closures.some((c) => c.date === day))
      return day;
  }
  return undefined;
}

export async function seedMeetingDemo(owner: string, now = clock.now()): Promise<void> {
  await seedOnce('meeting-demo-v1', async () => {
    const { listAvailabilities, saveAvailability } = await import('../src/data/office-availability');
    const { createMeetingLead, newLeadMeta } = await import('../src/data/meeting-lead');
    const { recordMailOutcome } = await import('../src/data/lead-store');
    const { incrementCounter } = await import('../src/data/counters');
    const { countLead } = await import('../src/lib/sales/lead-counters');
    const { claimSlot, confirmSlot } = await import('../src/data/meeting-slot');
    const { listSlots } = await import('@app/shared/meeting-slots');
    const offices = await listAvailabilities();

    const slot = demoMeetingSlot(now, offices, listSlots);
    // Booked two days ago: both reminders are still to come, and the 24-hour one is due at once.
    const meta = newLeadMeta(new Date(now.getTime() - 2 * 24 * HOUR));
    if (slot) {
      const end = new Date(Date.parse(slot.start) + 30 * 60_000).toISOString();
      if ((await claimSlot(slot, end, meta.id, async () => true, now)) === 'claimed') {
        const lead = await createMeetingLead(
          {
            fullName: MEETING_DEMO.fullName,
            email: MEETING_DEMO.email,
            companyName: 'Brooks Freight',
            interest: 'Mobile App Development',
            projectDuration: '6 months',
            budget: '$25K-$50K',
            projectPhase: 'New Project',
          } as never,
          meta,
          { ...slot, end, timeZone: ZONES[slot.office] },
        );
        await confirmSlot(slot, meta.id);
        // "Notified" when it came in, like every seeded lead; only the reminder is mailed now.
        const sent = { status: 'sent' as const, at: lead.dateRaised };
        await recordMailOutcome('meeting', lead.id, { notification: sent, acknowledgement: sent });
        await countLead('schedule-meeting', lead as never);
        await incrementCounter('meetingLeads');
      }
    }

    const noida = offices.find((o) => o.id === 'noida');
    const day = noida && noida.version === 0 ? demoClosureDay(now, noida) : undefined;
    if (noida && day) {
      const { id: _id, version, slotMinutes: _s, updatedAt: _u, updatedBy: _b, ...fields } = noida;
      await saveAvailability(
        'noida',
        { ...fields, closures: [...noida.closures, { date: day, name: MEETING_DEMO.closure }], version },
        owner,
        now,
      );
    }
  });
}
