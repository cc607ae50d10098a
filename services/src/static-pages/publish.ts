import { createHash } from 'node:crypto';
import { env } from '../lib/env';
import { s3 } from '../lib/s3';
import { pageKey, unpublishPage, writePage } from '../lib/site-pages';

/**
 * Writes a set of rendered pages. Under each managed prefix (e.g. the tag
 * lists) a page whose stored copy is identical (S3's ETag is the MD5 of a
 * single-part upload) is not written again, and a stored page the set no
 * longer has (a tag with no posts left, a page number past the end) is
 * deleted. One ListObjectsV2 per 1,000 pages under a prefix.
 */
async function storedEtags(prefix: string): Promise<Map<string, string>> {
  const { sdk, client } = await s3();
  const etags = new Map<string, string>();
  let token: string | undefined;
  do {
    const out = await client.send(
      new sdk.ListObjectsV2Command({
        Bucket: env.SITE_BUCKET,
        Prefix: `${prefix}/`,
        ContinuationToken: token,
      }),
    );
    // `<prefix>/index.html` itself is not a list page (e.g. a post whose slug is "page").
    for (const o of out.Contents ?? [])
      if (o.Key && o.Key !== `${prefix}/index.html`) etags.set(o.Key, (o.ETag ?? '').replace(/"/g, ''));
    token = out.IsTruncated ? out.NextContinuationToken : undefined;
  } while (token);
  return etags;
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const PARALLEL = 8;

export async function publishPages(
  pages: ReadonlyMap<string, string>,
  managedPrefixes: readonly string[] = [],
): Promise<{ written: number; removed: number }> {
  const stored = new Map<string, string>();
  for (const prefix of managedPrefixes) for (const [k, v] of await storedEtags(prefix)) stored.set(k, v);
  const managed = (key: string) =>
    managedPrefixes.some((p) => key.startsWith(`${p}/`) && key !== `${p}/index.html`);
  const writes = [...pages].filter(([path, html]) => {
    const key = pageKey(path);
    return !managed(key) || stored.get(key) !== md5(html);
  });
  const keep = new Set([...pages.keys()].map(pageKey));
  const removals = [...stored.keys()].filter((key) => key.endsWith('/index.html') && !keep.has(key));
  const jobs = [
    ...writes.map(
      ([path, html]) =>
        () =>
          writePage(path, html),
    ),
    ...removals.map((key) => () => unpublishPage(`/${key.slice(0, -'/index.html'.length)}`)),
  ];
  for (let i = 0; i < jobs.length; i += PARALLEL)
    await Promise.all(jobs.slice(i, i + PARALLEL).map((job) => job()));
  return { written: writes.length, removed: removals.length };
}
