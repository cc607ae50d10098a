import { env } from '../env';

/** The site's own host: a referrer from it is internal, not a source. */
export const SITE_HOST = (() => {
  try {
    return new URL(env.SITE_URL).hostname;
  } catch {
    return undefined;
  }
})();
