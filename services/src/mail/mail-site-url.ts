import { logger } from '../lib/logger';
import { siteUrl } from '../lib/site-url';
import { loadMailOffices } from './mail-offices';

/**
 * The origin for links in staff notifications. Mail is sent after the record
 * is stored and never fails the request, so an unreadable site URL (an SSM
 * outage with an expired cache) costs the links their origin, not the mail.
 *
 * Every mail flow reads it before building its mails, so the office cards the
 * mails' footers and signatures state are read with it (mail-offices.ts).
 */
export async function mailSiteUrl(): Promise<string> {
  const [url] = await Promise.all([
    siteUrl().catch((error: unknown) => {
      logger.error('site URL unavailable for mail links', { error });
      return '';
    }),
    loadMailOffices(),
  ]);
  return url;
}
