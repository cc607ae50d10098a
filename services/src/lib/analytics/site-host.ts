import { siteUrl } from '../site-url';

/**
 * The site's own host: a referrer from it is internal, not a source. Read
 * through siteUrl() (the env locally, SSM in AWS), so a stage without a custom
 * domain knows its CloudFront name too.
 */
export async function siteHost(): Promise<string | undefined> {
  try {
    return new URL(await siteUrl()).hostname;
  } catch {
    return undefined;
  }
}
