/**
 * Site sections: copies the built home and about pages into the site bucket
 * (CloudFront serves them from there; a deploy does the same copy), seeds
 * the demo section content once, then patches the pages with the stored
 * sections, on every start because a new web build replaces the pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stampSiteOrigin } from '@app/shared/site-origin';
import { SECTION_PAGES } from '@app/shared/site-sections';
import { illustrationPng } from './illustrations/render';
import { WEB_ROOT } from './paths';
import { seedOnce } from './seed-once';

const VISION_IMAGE = '/media/section/05ec0000-0000-4000-8000-000000000001.png';

export async function seedSections(): Promise<void> {
  const { env } = await import('../src/lib/env');
  const { s3 } = await import('../src/lib/s3');
  const { sectionPageKey, refreshSectionPages } = await import('../src/features/content/section-pages');
  const { putSection } = await import('../src/data/site-section');
  const { storeImage } = await import('../src/data/media-upload');

  for (const page of SECTION_PAGES) {
    const file = join(WEB_ROOT, sectionPageKey(page));
    if (!existsSync(file)) continue;
    const { sdk, client } = await s3();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: env.SITE_BUCKET,
        Key: sectionPageKey(page),
        // As the deploy publishes it: the stack's origin where the build wrote the placeholder.
        Body: stampSiteOrigin(readFileSync(file, 'utf8'), env.SITE_URL ?? ''),
        ContentType: 'text/html; charset=utf-8',
      }),
    );
  }
  await seedOnce('sections-v1', async () => {
    await putSection(
      'home.hero',
      {
        heading: 'Software that moves your business forward',
        lead: 'We design and build MVPs, web and mobile apps, cloud platforms, data analytics and AI solutions.',
      },
      'seed',
      0,
    );
    await storeImage(VISION_IMAGE, illustrationPng('vision', 480, 320), 'image/png', 'section#about.vision');
    await putSection(
      'about.vision',
      {
        image: VISION_IMAGE,
        alt: 'A telescope pointed at a crescent moon and the stars: our vision of what comes next',
      },
      'seed',
      0,
    );
  });
  await refreshSectionPages();
}
