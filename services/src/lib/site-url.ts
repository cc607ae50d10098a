import { requireSiteOrigin } from '@app/shared/site-origin';
import { env } from './env';
import { ssmProvider } from './parameter-providers';

/**
 * The site's public origin, for every absolute link a Lambda writes (pages,
 * sitemaps, the RSS feed, mails). Locally it is SITE_URL. A deployed stage
 * cannot bake it into the Lambda: without a custom domain the origin is the
 * CloudFront name, which exists only after the Edge stack that depends on
 * these Lambdas. So the Edge stack writes it to the SSM parameter named by
 * SITE_URL_PARAMETER and Lambdas read it here, through Powertools' cache.
 */

/**
 * How long a warm Lambda trusts its copy. The value changes only when a
 * domain is added (or the distribution is re-created); the deploy-time page
 * refresh reads it fresh, so pages never keep a stale origin.
 */
export const SITE_URL_MAX_AGE_SECONDS = 300;

export type ParameterReader = (
  name: string,
  options: { maxAge: number; forceFetch: boolean },
) => Promise<string | undefined>;

const readSsm: ParameterReader = async (name, options) => {
  return (await ssmProvider()).get(name, options);
};

let reader: ParameterReader = readSsm;

/** Tests replace the SSM read (the AWS call shape is Powertools' own). */
export function setParameterReader(next: ParameterReader | undefined): void {
  reader = next ?? readSsm;
}

/** The origin, e.g. `https://www.example.com`; `fresh` skips the cache (after a deploy). */
export async function siteUrl(options: { fresh?: boolean } = {}): Promise<string> {
  if (env.SITE_URL) return requireSiteOrigin(env.SITE_URL, 'SITE_URL');
  const name = env.SITE_URL_PARAMETER;
  if (!name) throw new Error('Neither SITE_URL nor SITE_URL_PARAMETER is set: the site URL is unknown');
  const value = await reader(name, { maxAge: SITE_URL_MAX_AGE_SECONDS, forceFetch: options.fresh === true });
  if (!value) throw new Error(`SSM parameter ${name} holds no site URL`);
  return requireSiteOrigin(value, `site URL in ${name}`);
}
