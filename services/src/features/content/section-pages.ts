/**
 * Rewrites the pages that show site sections (home, about) in the site
 * bucket. The first time a page is patched after a deploy (no sections
 * script yet) its built copy is kept under `_pristine/`, so later patches
 * and resets always start from the built text. After a deploy of the SPA
 * the pages must be re-patched (refreshSectionPages), as blog pages are.
 */
import { SECTION_PAGES, type SiteSections } from '@app/shared/site-sections';
import { trimChar } from '@app/shared/strings';
import { allSections } from '../../data/site-section';
import { env } from '../../lib/env';
import { s3 } from '../../lib/s3';
import { hasSectionsScript, patchSectionHtml } from './section-html';

export const sectionPageKey = (page: string) =>
  page === '/' ? 'index.html' : `${trimChar(page, '/')}/index.html`;
const PRISTINE = '_pristine/';

async function read(objectKey: string): Promise<string | null> {
  try {
    const { sdk, client } = await s3();
    const res = await client.send(new sdk.GetObjectCommand({ Bucket: env.SITE_BUCKET, Key: objectKey }));
    return (await res.Body?.transformToString('utf8')) ?? null;
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
}

async function write(objectKey: string, html: string, cacheControl: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: env.SITE_BUCKET,
      Key: objectKey,
      Body: html,
      ContentType: 'text/html; charset=utf-8',
      CacheControl: cacheControl,
    }),
  );
}

export async function publishSectionPages(sections: SiteSections): Promise<void> {
  for (const page of SECTION_PAGES) {
    const objectKey = sectionPageKey(page);
    const current = await read(objectKey);
    if (current === null) continue;
    let pristine = current;
    if (hasSectionsScript(current)) pristine = (await read(PRISTINE + objectKey)) ?? current;
    else await write(PRISTINE + objectKey, current, 'no-store');
    await write(objectKey, patchSectionHtml(pristine, sections), 'public, max-age=0, must-revalidate');
  }
}

export async function refreshSectionPages(): Promise<void> {
  await publishSectionPages(await allSections());
}
