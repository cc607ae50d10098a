import { LOCAL_CREDENTIALS, LOCAL_REGION } from '@app/services/local/local-aws';
import type { LocalStack } from '@app/services/local/stack';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { api } from '../support/local-stack';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies and assert on their shape
export type Row = Record<string, any>;

/** A day `days` from now, 'YYYY-MM-DD' (UTC; tests use whole days of margin, never today). */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

let seq = 0;
/** A unique job title, letters only, so each test finds its own job. */
export function uniqueTitle(prefix = 'Engineer'): string {
  seq += 1;
  const letters = (Date.now() * 100 + seq)
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + Number.parseInt(c, 26)))
    .join('');
  return `${prefix} ${letters}`;
}

export function jobBody(overrides: Record<string, unknown> = {}) {
  return {
    jobTitle: uniqueTitle(),
    category: 'IT',
    location: ['Noida India'],
    jobType: 'Full-Time',
    schedule: 'Day Shift',
    salaryMin: '6,00,000',
    salaryMax: 1_200_000,
    education: 'Graduate',
    jobLevel: 'Mid',
    jobDescription: '<p>Build <strong>fast</strong> web apps.</p>',
    qualifications: '<ul><li>React</li><li>TypeScript</li></ul>',
    keyResponsibilities: 'Build pages\nReview code',
    preferredSkills: 'Testing\nAccessibility',
    deadline: dayFromNow(30),
    ...overrides,
  };
}

/** Creates a job as `token` and returns it. */
export async function createJob(stack: LocalStack, token: string, overrides: Record<string, unknown> = {}) {
  const res = await api(stack, 'POST', '/admin/jobs', { token, body: jobBody(overrides) });
  if (res.status !== 201) throw new Error(`job not created: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data.job as Row;
}

/** A small but real PDF document. */
export function pdfBytes(text = 'Resume of a test applicant'): Uint8Array {
  const body = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]/Contents 4 0 R>>endobj\n4 0 obj<</Length 44>>stream\nBT /F1 12 Tf 20 100 Td (${text}) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** Bytes that start like a Windows executable (what a renamed .exe holds). */
export function exeBytes(): Uint8Array {
  const bytes = new Uint8Array(2048);
  bytes.set([0x4d, 0x5a, 0x90, 0x00, 0x03]);
  return bytes;
}

export interface Ticket {
  uploadId: string;
  key: string;
  url: string;
  fields: Record<string, string>;
  expiresAt: string;
  maxBytes: number;
}

export async function requestTicket(stack: LocalStack, size = 1000): Promise<Ticket> {
  const res = await api(stack, 'POST', '/careers/resume-upload', {
    body: { contentType: 'application/pdf', size },
  });
  if (res.status !== 201) throw new Error(`no upload ticket: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.data as Ticket;
}

/** Sends the file through the presigned POST, as the browser does; `contentType` overrides the signed field. */
export async function postFile(
  ticket: Ticket,
  bytes: Uint8Array,
  options: { contentType?: string; fileName?: string; landedAt?: string } = {},
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) {
    form.append(name, name === 'Content-Type' && options.contentType ? options.contentType : value);
  }
  form.append(
    'file',
    new Blob([bytes as BlobPart], { type: 'application/pdf' }),
    options.fileName ?? 'resume.pdf',
  );
  // `landed`: straight to s3rver, past the S3 guard, as if S3 had failed to enforce the policy;
  // what the apply-time checks must still catch.
  const url = options.landedAt ? `${options.landedAt}${new URL(ticket.url).pathname}` : ticket.url;
  return fetch(url, { method: 'POST', body: form });
}

/** Ticket + upload in one go; returns the `resume` value for the application. */
export async function uploadResume(
  stack: LocalStack,
  bytes: Uint8Array = pdfBytes(),
  contentType?: string,
  landedAt?: string,
) {
  const ticket = await requestTicket(stack, bytes.byteLength);
  const res = await postFile(ticket, bytes, { contentType, landedAt });
  if (res.status >= 300) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return ticket;
}

export function applicationBody(appliedFor: string, resume: string, overrides: Record<string, unknown> = {}) {
  return {
    appliedFor,
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha.verma@example.com',
    mobileNumber: '+91 98765 43210',
    currentCTC: '6,00,000',
    expectedCTC: 'N/A',
    noticePeriod: '1 month',
    resume,
    coverLetter: 'I would love to join.',
    website2: '',
    ...overrides,
  };
}

/** Whether an object exists in the uploads bucket (what "nothing is kept" checks). */
export async function objectExists(stack: LocalStack, key: string): Promise<boolean> {
  const s3 = new S3Client({
    endpoint: stack.env.S3_ENDPOINT,
    forcePathStyle: true,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    await s3.send(new HeadObjectCommand({ Bucket: stack.env.UPLOADS_BUCKET, Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
      return false;
    throw error;
  } finally {
    s3.destroy();
  }
}

/** Every page of a careers admin list. */
export async function allPages(stack: LocalStack, token: string, path: string, query = '') {
  const items: Row[] = [];
  let cursor: string | null = null;
  do {
    const q: string = [query, cursor ? `cursor=${encodeURIComponent(cursor)}` : ''].filter(Boolean).join('&');
    const res = await api(stack, 'GET', `${path}${q ? `?${q}` : ''}`, { token });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.json)}`);
    items.push(...res.json.data.items);
    cursor = res.json.data.nextCursor;
  } while (cursor);
  return items;
}

/** The JSON-LD objects in an HTML page. */
export function jsonLdOf(html: string): Row[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] as string),
  );
}
