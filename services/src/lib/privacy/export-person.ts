/**
 * The person's copy (GDPR Art. 15 and 20, issue 28): one ZIP with a JSON
 * file per record kind, each résumé as uploaded, and a README that says what
 * each file is. Streamed: the ZIP goes to S3 part by part (s3-multipart.ts)
 * and each résumé is read as a stream, so a person with 500 records and
 * their résumés never fills the Lambda's memory, and the answer is a link,
 * not the file (a Lambda behind the HTTP API answers at most 6 MB). The
 * object is under the private `privacy-exports/` prefix of the uploads
 * bucket; the link works for 15 minutes and the sweep deletes the object a
 * day later (the retention table's `privacyExport` row).
 */
import { COMPANY } from '@app/shared/company';
import { periodText, RETENTION, retentionDue } from '@app/shared/retention';
import { PRIVACY_EXPORT_LINK_SECONDS, PRIVACY_EXPORT_PREFIX } from '@app/shared/schemas/privacy';
import { scheduleRetention } from '../../data/retention-due';
import { env } from '../env';
import { s3 } from '../s3';
import { countsOf, PERSON_KINDS, type PersonRecords } from './person-records';
import { multipartUpload } from './s3-multipart';
import { ZipWriter } from './zip-writer';

export const EXPORT_PREFIX = PRIVACY_EXPORT_PREFIX;

const FILES: Record<(typeof PERSON_KINDS)[number], string> = {
  contactLeads: 'Messages sent through the Contact Us form, with our notes and status.',
  meetingLeads: "Let's-connect and schedule-a-meeting requests, with our notes and status.",
  meetingSlots: 'The meeting times booked for you.',
  applications: 'Job applications, with our notes and status. The résumé files are in resumes/.',
  deals: 'Sales deals made from your enquiries or naming you.',
  dealActivities: 'What our sales team logged on those deals.',
  revisions:
    'Earlier versions of our testimonials, case studies and project pages that name you (the version, when it was saved and its text).',
  memberAway: 'As a member of our staff: the out-of-office days set for you.',
  mails:
    'Copies of mails we sent that name your address (kept only on our test systems; in production our mail service keeps no copies).',
};

function readme(email: string, records: PersonRecords, at: Date): string {
  const counts = countsOf(records);
  return [
    `Your data at ${COMPANY.legalName}`,
    '',
    `Everything we keep about ${email}, exported on ${at.toISOString()}.`,
    '',
    'Files:',
    ...PERSON_KINDS.map((k) => `- ${k}.json (${counts[k]} records): ${FILES[k]}`),
    `- resumes/: the résumé files as you uploaded them (${counts.resumes}).`,
    '',
    'How long we keep it:',
    ...RETENTION.map((r) =>
      r.period.versions
        ? `- ${r.label}: ${periodText(r.period)}, kept as long as ${r.from}.`
        : `- ${r.label}: ${periodText(r.period)} from ${r.from}${r.action === 'anonymise' ? ', then the parts that name you are removed' : ', then deleted'}.`,
    ),
    '',
    'Dates are ISO 8601 in UTC. Questions: write to the privacy contact named in the privacy policy on our website.',
    '',
  ].join('\n');
}

export async function exportPerson(
  email: string,
  records: PersonRecords,
  requestId: string,
  now: Date,
): Promise<{ url: string; expiresAt: string; key: string; bytes: number }> {
  const key = `${EXPORT_PREFIX}${requestId}.zip`;
  const target = await multipartUpload(key, 'application/zip');
  let bytes = 0;
  try {
    const zip = new ZipWriter(async (chunk) => {
      bytes += chunk.byteLength;
      await target.write(chunk);
    }, now);
    await zip.add('README.txt', readme(email, records, now));
    for (const kind of PERSON_KINDS) await zip.add(`${kind}.json`, JSON.stringify(records[kind], null, 2));
    const { sdk, client } = await s3();
    for (const app of records.applications) {
      if (typeof app.resume !== 'string' || !app.resume) continue;
      const object = await client
        .send(new sdk.GetObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: app.resume }))
        .catch(() => null);
      if (!object?.Body) continue;
      await zip.add(`resumes/${app.id}.pdf`, object.Body as AsyncIterable<Uint8Array>);
    }
    await zip.finish();
    await target.complete();
  } catch (error) {
    await target.abort();
    throw error;
  }
  await scheduleRetention('privacyExport', requestId, retentionDue('privacyExport', now));
  // Real time, not the business clock: S3 checks the signature's date against its own.
  const signedAt = new Date();
  const [{ sdk, presigner }, { getSignedUrl }] = await Promise.all([
    s3(),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  const url = await getSignedUrl(
    presigner,
    new sdk.GetObjectCommand({
      Bucket: env.UPLOADS_BUCKET,
      Key: key,
      ResponseContentType: 'application/zip',
      ResponseContentDisposition: 'attachment; filename="personal-data.zip"',
    }),
    { expiresIn: PRIVACY_EXPORT_LINK_SECONDS, signingDate: signedAt },
  );
  return {
    url,
    key,
    bytes,
    expiresAt: new Date(signedAt.getTime() + PRIVACY_EXPORT_LINK_SECONDS * 1000).toISOString(),
  };
}
