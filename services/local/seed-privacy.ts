/**
 * Issue 28's demo person: one address with a record of every kind (a
 * contact enquiry with a note, a let's-connect request, a booked meeting, a
 * job application with its résumé, a deal made from the enquiry with an
 * activity), so /admin/privacy shows a full result on a fresh start; and
 * the application is 345 days old, 20 days from its expiry and so inside
 * the talent-pool mail's 30 days: the first sweep mails the applicant and
 * the mail, with its keep link, can be seen in the outbox.
 * Idempotent through seedOnce.
 */
import * as clock from '@app/shared/clock';
import { UNSAVED_VERSION } from '@app/shared/schemas/record-version';
import { seedOnce } from './seed-once';

export const PRIVACY_DEMO = { email: 'priya.sharma@example.com', first: 'Priya', last: 'Sharma' } as const;
const DAY_MS = 86_400_000;

export async function seedPrivacyPerson(owner: string, now = clock.now()): Promise<void> {
  await seedOnce('privacy-person-v1', async () => {
    const { createContactLead } = await import('../src/data/contact-lead');
    const { createMeetingLead, newLeadMeta } = await import('../src/data/meeting-lead');
    const { recordMailOutcome, updateLead } = await import('../src/data/lead-store');
    const { incrementCounter } = await import('../src/data/counters');
    const { countLead } = await import('../src/lib/sales/lead-counters');
    const { countDealChange } = await import('../src/lib/sales/deal-counters');
    const { claimSlot, confirmSlot } = await import('../src/data/meeting-slot');
    const { putApplication } = await import('../src/data/job-application');
    const { getJob } = await import('../src/data/job-post');
    const { putDeal } = await import('../src/data/deal');
    const { addActivity } = await import('../src/data/deal-activity');
    const { claimLead, followDeal } = await import('../src/data/deal-lead');
    const { s3 } = await import('../src/lib/s3');
    const { env } = await import('../src/lib/env');
    const { email, first, last } = PRIVACY_DEMO;
    const fullName = `${first} ${last}`;
    const at = (daysAgo: number) => newLeadMeta(new Date(now.getTime() - daysAgo * DAY_MS));

    const contact = await createContactLead(
      {
        name: fullName,
        email,
        contactNo: '+91 98100 24680',
        message: 'We need a booking app for our clinics.',
      },
      at(40),
      // Came straight to the site, like most demo leads; counted and "notified" as the form does.
      { source: 'direct', landingPage: '/contact-us', via: 'landing' },
    );
    const notified = { status: 'sent' as const, at: contact.dateRaised };
    await recordMailOutcome('contact', contact.id, { notification: notified, acknowledgement: notified });
    await countLead('contact', contact);
    await incrementCounter('contactLeads');
    await updateLead(
      'contact',
      contact.id,
      { note: `Called ${first}; wants a quote.` },
      owner,
      new Date(now.getTime() - 39 * DAY_MS),
    );
    const project = {
      fullName,
      email,
      companyName: 'Sharma Clinics',
      interest: 'Web Development',
      projectDuration: '3 months',
      budget: '$10K-$25K',
      projectPhase: 'New Project',
    } as never;
    // Demo leads were "notified" when they came in, like every seeded lead; nothing is mailed now.
    const seeded = async (
      form: 'lets-connect' | 'schedule-meeting',
      lead: { id: string; dateRaised: string },
    ) => {
      const sent = { status: 'sent' as const, at: lead.dateRaised };
      await recordMailOutcome('meeting', lead.id, { notification: sent, acknowledgement: sent });
      await countLead(form, lead as never);
      await incrementCounter('meetingLeads');
    };
    await seeded('lets-connect', await createMeetingLead(project, at(30)));
    const meta = at(2);
    // 11:00 in Noida (05:30 UTC, no DST there) on the next weekday at least three days on.
    const start = new Date(now.getTime() + 3 * DAY_MS);
    start.setUTCHours(5, 30, 0, 0);
    while (start.getUTCDay() === 0 || start.getUTCDay() === 6) start.setTime(start.getTime() + DAY_MS);
    const slot = { office: 'noida' as const, start: start.toISOString() };
    const end = new Date(start.getTime() + 30 * 60_000).toISOString();
    if ((await claimSlot(slot, end, meta.id, async () => true, now)) === 'claimed') {
      await seeded(
        'schedule-meeting',
        await createMeetingLead(project, meta, { ...slot, end, timeZone: 'Asia/Kolkata' }),
      );
      await confirmSlot(slot, meta.id);
    }

    const job = await getJob('frontend-developer-react');
    if (job) {
      const id = 'de300000-0000-4000-8000-0000000000aa';
      const resume = `resumes/${id}.pdf`;
      const { sdk, client } = await s3();
      const pdf = new TextEncoder().encode(`%PDF-1.4\n% Resume of ${fullName}\n%%EOF\n`);
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: env.UPLOADS_BUCKET,
          Key: resume,
          Body: pdf,
          ContentType: 'application/pdf',
        }),
      );
      // 345 days old: 20 days before the sweep deletes it, inside the talent-pool mail's 30 days.
      const raised = new Date(now.getTime() - 345 * DAY_MS).toISOString();
      const sent = { status: 'sent' as const, at: raised };
      await putApplication({
        id,
        firstName: first,
        lastName: last,
        fullName,
        email,
        phoneNumber: '+91 98100 24680',
        currentCTC: 900_000,
        expectedCTC: 1_200_000,
        noticePeriod: '1 month',
        appliedFor: job._id ?? 'frontend-developer-react',
        jobTitle: job.jobTitle,
        resume,
        resumeBytes: pdf.byteLength,
        attachments: [],
        dateRaised: raised,
        status: 'New',
        notes: [],
        mails: { notification: sent, acknowledgement: sent },
      } as never);
      await incrementCounter('applications');
    }

    const created = new Date(now.getTime() - 38 * DAY_MS).toISOString();
    const dealId = 'de500000-0000-4000-8000-0000000000aa';
    await claimLead('contact', contact.id, dealId, created);
    const deal = await putDeal(
      {
        id: dealId,
        title: `${fullName} — Clinic booking app`,
        company: 'Sharma Clinics',
        contactName: fullName,
        contactEmail: email,
        value: 1_500_000,
        stage: 'qualified',
        probability: 20,
        owner,
        leadKind: 'contact',
        leadId: contact.id,
        source: 'direct',
        createdAt: created,
        updatedAt: created,
        createdBy: owner,
        enteredStageAt: created,
      } as never,
      UNSAVED_VERSION,
    );
    await countDealChange(null, deal);
    await addActivity(dealId, { type: 'call', text: `Intro call with ${first}`, at: created, by: owner });
    await followDeal('contact', contact.id, deal, owner, new Date(created));
  });
}
