/**
 * Demo analytics for a first start: 60 days of synthetic traffic up to
 * yesterday (aggregated straight into the counters, as bench:analytics does),
 * the demo campaigns, and attributed demo leads whose conversions the counters
 * include. Today stays empty, so what a tester does today is all that today
 * shows. Once per data folder (seed-once.ts).
 */
import type { Attribution, ConversionForm } from '@app/shared/analytics';
import { addDays, analyticsDay } from '@app/shared/analytics-days';
import * as clock from '@app/shared/clock';
import { slotEnd } from '@app/shared/meeting-slots';
import type { SalesLeadForm } from '@app/shared/sales';
import { weekdayOf } from '@app/shared/zoned-time';
import { CounterBatch } from './counter-batch';
import { demoBookedSlot, demoContactMessage, demoMeetingRequest } from './seed-data/demo-leads';
import { DEMO_CAMPAIGNS, pick, prng, syntheticVisit, visitorsOn } from './seed-data/traffic-model';
import { seedOnce } from './seed-once';

export const DEMO_TRAFFIC_DAYS = 60;

const FORMS: ReadonlyArray<readonly [ConversionForm, number]> = [
  ['contact', 5],
  ['lets-connect', 3],
  ['schedule-meeting', 2],
];
const NAMES = [
  'Aarav Mehta',
  'Emily Carter',
  'Rohan Iyer',
  'Sara Khan',
  'Lucas Meyer',
  'Ananya Rao',
  'Noah Williams',
  'Meera Pillai',
];

async function seedCampaigns(today: string) {
  const { createCampaign } = await import('../src/data/campaign');
  for (const c of DEMO_CAMPAIGNS) {
    const { share: _s, startsDaysAgo, endsDaysAgo, ...fields } = c;
    await createCampaign(
      {
        ...fields,
        startDate: addDays(today, -startsDaysAgo),
        ...(endsDaysAgo !== undefined ? { endDate: addDays(today, -endsDaysAgo) } : {}),
        notes: 'Demo campaign',
      },
      'demo@example.com',
      new Date(`${addDays(today, -startsDaysAgo - 2)}T06:00:00Z`),
    );
  }
}

export async function seedLead(form: ConversionForm, at: Date, attribution: Attribution, n: number) {
  const { createContactLead } = await import('../src/data/contact-lead');
  const { createMeetingLead, newLeadMeta } = await import('../src/data/meeting-lead');
  const { incrementCounter } = await import('../src/data/counters');
  const { recordMailOutcome } = await import('../src/data/lead-store');
  // Leads are stored with `salesCounted` (the backfill skips them), so the seed counts them as the forms do.
  const { countLead } = await import('../src/lib/sales/lead-counters');
  const { claimSlot, confirmSlot } = await import('../src/data/meeting-slot');
  const name = NAMES[n % NAMES.length] as string;
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
  const sent = { status: 'sent' as const, at: at.toISOString() };
  const meta = {
    ...newLeadMeta(at),
    notification: 'sent' as const,
    mails: { notification: sent, acknowledgement: sent },
  };
  if (form === 'contact') {
    const lead = await createContactLead(
      { name, email, contactNo: '+91 98765 43210', message: demoContactMessage(n) },
      newLeadMeta(at),
      attribution,
    );
    // Demo leads were "notified" when they came in; nothing is mailed now.
    await recordMailOutcome('contact', lead.id, { notification: sent, acknowledgement: sent });
    await countLead('contact', lead);
    await incrementCounter('contactLeads');
    return;
  }
  // A booking holds its slot like the form's (a later one stays claimed, so the picker hides it).
  const booked = form === 'schedule-meeting' ? demoBookedSlot(at, n) : undefined;
  const meeting = booked && { ...booked, end: slotEnd(booked.start), timeZone: 'Asia/Kolkata' };
  if (booked && meeting && new Date(booked.start) > clock.now()) {
    await claimSlot(booked, meeting.end, meta.id, async () => true);
    await confirmSlot(booked, meta.id);
  }
  const lead = await createMeetingLead(
    { fullName: name, email, ...demoMeetingRequest(n) },
    meta,
    meeting,
    attribution,
  );
  await countLead(form as SalesLeadForm, lead);
  await incrementCounter('meetingLeads');
}

export async function seedAnalytics(now = clock.now()): Promise<void> {
  await seedOnce('analytics-v1', async () => {
    const { conversionIncrements, eventIncrements, pageviewIncrements } = await import(
      '../src/lib/analytics/increments'
    );
    const today = analyticsDay(now);
    const rand = prng(18);
    const batch = new CounterBatch();
    const leads: Array<[ConversionForm, Date, Attribution]> = [];
    for (let back = DEMO_TRAFFIC_DAYS; back >= 1; back--) {
      const day = addDays(today, -back);
      const weekday = weekdayOf(day);
      for (let v = visitorsOn(rand, back, weekday); v > 0; v--) {
        const visit = syntheticVisit(rand, back);
        const [first, ...rest] = visit.pages;
        const touch = {
          ...visit.touch,
          device: visit.device,
          browser: visit.browser,
          country: visit.country,
        };
        batch.add(day, pageviewIncrements(first as string, touch));
        for (const page of rest) batch.add(day, pageviewIncrements(page, null));
        if (visit.clickedContact) batch.add(day, eventIncrements('contact_us_click'));
        // Tagged and searching visitors convert more often than the rest.
        const odds = visit.touch.utmCampaign ? 0.035 : visit.touch.source === 'search' ? 0.015 : 0.007;
        if (rand() < odds) {
          const form = pick(rand, FORMS);
          const attribution: Attribution = { ...visit.touch, via: 'landing' };
          batch.add(day, conversionIncrements(form, attribution));
          leads.push([
            form,
            new Date(`${day}T${String(4 + Math.floor(rand() * 10)).padStart(2, '0')}:15:00Z`),
            attribution,
          ]);
        }
      }
    }
    await batch.write();
    await seedCampaigns(today);
    for (const [i, [form, at, attribution]] of leads.entries()) await seedLead(form, at, attribution, i);
  });
}
