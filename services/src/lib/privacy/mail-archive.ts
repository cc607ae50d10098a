/**
 * The mails kept about a person. In AWS, SES keeps no copy of a sent mail
 * (records keep only the send status), so there is nothing to find. The
 * local stack's outbox keeps every mail: there the privacy search, export and
 * erasure reach it through the outbox's local-only endpoints.
 */
import { env } from '../env';

export interface ArchivedMail {
  id: string;
  at: string;
  to: string[];
  subject: string;
  text?: string;
}

async function call<T>(path: string, email: string): Promise<T | null> {
  if (!env.SES_ENDPOINT) return null;
  const res = await fetch(`${env.SES_ENDPOINT}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!res.ok) throw new Error(`Mail archive answered ${res.status}`);
  return (await res.json()) as T;
}

export async function mailsNaming(email: string): Promise<ArchivedMail[]> {
  const out = await call<{ mails: ArchivedMail[] }>('/_privacy/mails', email);
  return (out?.mails ?? []).map(({ id, at, to, subject, text }) => ({ id, at, to, subject, text }));
}

export async function eraseMails(email: string): Promise<number> {
  return (await call<{ erased: number }>('/_privacy/erase', email))?.erased ?? 0;
}
