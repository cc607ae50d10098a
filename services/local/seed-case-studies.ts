/**
 * Demo case studies with hero images (drawn illustrations as PNG under
 * media/case-study/),
 * then their share-ready pages and sitemap part (re-rendered every start,
 * as the blog pages are, because they embed the SPA shell's asset names).
 */
import { illustrationPng } from './illustrations/render';
import { demoCaseStudies } from './seed-data/case-studies';
import { seedImage } from './seed-image-job';
import { alreadyThere, seedOnce } from './seed-once';

export async function seedCaseStudies(): Promise<void> {
  const { caseStudies, caseStudySlugs } = await import('../src/data/case-study');

  await seedOnce('case-studies-v1', async () => {
    for (const demo of demoCaseStudies()) {
      const heroImage = `/media/case-study/${demo.imageId}.png`;
      await seedImage(
        heroImage,
        illustrationPng(demo.scene, 1200, 630),
        'image/png',
        `case-study#${demo.id}`,
      );
      await caseStudySlugs.claim(demo.form.slug, demo.id);
      await caseStudies
        .create(
          { ...demo.form, heroImage, status: 'published', published: demo.published },
          new Date(demo.published),
          demo.id,
        )
        .catch((error: unknown) => {
          if (!alreadyThere(error)) throw error;
        });
    }
  });
}
