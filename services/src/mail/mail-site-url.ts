import { logger } from '../lib/logger';
import { siteUrl } from '../lib/site-url';

/**
 * The origin for links in staff notifications. Mail is sent after the record
 * is stored and never fails the request, so an unreadable site URL (an SSM
 * outage with an expired cache) costs the links their origin, not the mail.
 */
export async function mailSiteUrl(): Promise<string> {
  try {
    return await siteUrl();
  } catch (error) {
    logger.error('site URL unavailable for mail links', { error });
    return '';
  }
}
