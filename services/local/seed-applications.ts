/**
 * Demo job applications for a first start (npm start only): a handful of
 * applicants across the demo openings at every hiring stage, each with a
 * small real PDF resume in the uploads bucket, so Job Queries shows what HR
 * works with. Stored as the apply handler stores them (key design in
 * data/job-application.ts) and counted like them; nothing is mailed. Once per
 * data folder (seed-once.ts); names and numbers are clearly fictional.
 */
import type { ApplicationStatus } from '@app/shared/careers';
import * as clock from '@app/shared/clock';
import type { NoticePeriod } from '@app/shared/form-options';
import type { ApplicationView } from '@app/shared/schemas/careers-admin';
import { seedOnce } from './seed-once';

interface DemoApplicant {
  first: string;
  last: string;
  job: string;
  daysAgo: number;
  status: ApplicationStatus;
  ctc: [number, number];
  notice: NoticePeriod;
  note?: string;
  letter?: string;
}

const APPLICANTS: DemoApplicant[] = [
  {
    first: 'Kavya',
    last: 'Menon',
    job: 'frontend-developer-react',
    daysAgo: 1,
    status: 'New',
    ctc: [720_000, 950_000],
    notice: '1 month',
    letter: 'I have built accessible React apps for two years and would love to work on client products.',
  },
  {
    first: 'Arjun',
    last: 'Bose',
    job: 'frontend-developer-react',
    daysAgo: 4,
    status: 'Screening',
    ctc: [880_000, 1_100_000],
    notice: '2 months',
    note: 'Strong portfolio; phone screen booked.',
  },
  {
    first: 'Daniel',
    last: 'Brooks',
    job: 'cloud-engineer',
    daysAgo: 6,
    status: 'Interview',
    ctc: [1_400_000, 1_700_000],
    notice: '1 month',
    note: 'Technical interview on Thursday with the platform team.',
  },
  {
    first: 'Ishita',
    last: 'Kapoor',
    job: 'ui-designer',
    daysAgo: 9,
    status: 'Offer',
    ctc: [650_000, 820_000],
    notice: '15 days',
    note: 'Offer sent; awaiting reply.',
  },
  {
    first: 'Rahul',
    last: 'Verma',
    job: 'backend-developer-nodejs',
    daysAgo: 12,
    status: 'Rejected',
    ctc: [900_000, 1_500_000],
    notice: '2+ months',
    note: 'Looking for a more senior role than this one.',
  },
  {
    first: 'Nisha',
    last: 'Reddy',
    job: 'qa-engineer',
    daysAgo: 2,
    status: 'New',
    ctc: [420_000, 560_000],
    notice: 'Immediate',
  },
  {
    first: 'Emma',
    last: 'Collins',
    job: 'content-marketing-specialist',
    daysAgo: 15,
    status: 'Hired',
    ctc: [500_000, 640_000],
    notice: '1 month',
    note: 'Accepted; starts on the 1st.',
  },
];

/** A one-page PDF that says whose resume it is (what the apply handler's magic-byte check accepts). */
function resumePdf(name: string, jobTitle: string): Uint8Array {
  const text = `Resume of ${name}, applying for ${jobTitle}`.replace(/[()\\]/g, (c) => `\\${c}`);
  const stream = `BT /F1 12 Tf 40 760 Td (${text}) Tj ET`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Resources<</Font<</F1 5 0 R>>>>/Contents 4 0 R>>',
    `<</Length ${stream.length}>>stream\n${stream}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj${o}endobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

export async function seedApplications(now = clock.now()): Promise<void> {
  await seedOnce('applications-v1', async () => {
    const { getJob } = await import('../src/data/job-post');
    const { putApplication } = await import('../src/data/job-application');
    const { incrementCounter } = await import('../src/data/counters');
    const { resumeKeyFor } = await import('../src/features/careers/resume-store');
    const { s3 } = await import('../src/lib/s3');
    const { env } = await import('../src/lib/env');
    const { alreadyThere } = await import('./seed-once');
    const { sdk, client } = await s3();
    for (const [i, a] of APPLICANTS.entries()) {
      const job = await getJob(a.job);
      if (!job) continue; // HR deleted the demo job before this seed ran
      // Fixed ids (a second run finds them), shaped like the UUIDs the apply handler makes.
      const id = `de300000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`;
      const fullName = `${a.first} ${a.last}`;
      const body = resumePdf(fullName, job.jobTitle);
      const resume = resumeKeyFor(id);
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: env.UPLOADS_BUCKET,
          Key: resume,
          Body: body,
          ContentType: 'application/pdf',
        }),
      );
      const raised = new Date(now.getTime() - a.daysAgo * 86_400_000 - (i + 2) * 3_600_000).toISOString();
      const sent = { status: 'sent' as const, at: raised };
      const application: ApplicationView = {
        id,
        firstName: a.first,
        lastName: a.last,
        fullName,
        email: `${a.first}.${a.last}@example.com`.toLowerCase(),
        phoneNumber: `+91 98100 ${String(10_000 + i * 1_111).slice(0, 5)}`,
        currentCTC: a.ctc[0],
        expectedCTC: a.ctc[1],
        noticePeriod: a.notice,
        ...(a.letter ? { coverLetter: a.letter } : {}),
        appliedFor: a.job,
        jobTitle: job.jobTitle,
        resume,
        resumeBytes: body.byteLength,
        attachments: [],
        dateRaised: raised,
        status: a.status,
        notes: a.note ? [{ at: raised, by: 'hr.demo@example.com', text: a.note, status: a.status }] : [],
        mails: { notification: sent, acknowledgement: sent },
      };
      const stored = await putApplication(application).then(
        () => true,
        (error: unknown) => {
          if (alreadyThere(error)) return false;
          throw error;
        },
      );
      if (stored) await incrementCounter('applications');
    }
  });
}
